// Plain views of catalog documents for the pages: only what they render, image URLs made site-relative.
import { localUrl } from '@/domain/media'
import { avifTwin, candidates, versioned, versionOf } from '@/domain/responsiveImage'
import type { Media, Person, Press, Product, ProductType } from '@/payload-types'

export interface Sized {
  src: string
  width: number
  height: number
  /** The AVIF file of the same geometry, when it exists (src/domain/responsiveImage.ts). */
  avif?: string
}
/**
 * card/large: single files for one slot (the cart line, a preload). cropped: the 4:5 card crops (thumb 320,
 * card 640) and full: the uncropped ones (medium 768, large 1280, wide 1920, the original), each a srcset of one
 * aspect ratio.
 */
export interface ImageView extends Sized {
  alt: string
  card: Sized | null
  large: Sized | null
  cropped: Sized[]
  full: Sized[]
}

export interface TypeView {
  slug: string
  name: string
  blurb: string
  sizeSystem: 'eu-shoe' | 'glove-hand'
  shopTheLook: boolean
  image: ImageView | null
  sizeGuideNote: string
  sizeGuide: { size: string; fr: string; it: string; uk: string; us: string; cm: number | null }[]
}

export interface CardView {
  id: number
  handle: string
  type: string
  color: string
  title: string
  colorName: string
  swatch: string
  price: number
  image: ImageView | null
}

export interface ProductView extends CardView {
  colorNames: Partial<Record<'en' | 'fr', string>>
  titles: Partial<Record<'en' | 'fr', string>>
  description: string
  details: string[]
  care: string
  returns: string
  images: ImageView[]
  lookbook: ImageView[]
  wornBy: { id: number; name: string; role: string; slug: string; portrait: ImageView | null }[]
  press: { id: number; publication: string; headline: string; quote: string; url: string; date: string }[]
  related: CardView[]
  variants: { size: string; sku: string }[]
}

type FileFields = { url?: string | null; width?: number | null; height?: number | null }
type SizeName = 'thumb' | 'card' | 'medium' | 'large' | 'wide'
type StoredSizes = Record<string, FileFields | undefined>

// Files are served as immutable: the version (the document's last change) gives a replaced picture a new URL.
// A WebP size carries its AVIF twin only when the twin has the very same dimensions (the same crop).
const sizer = (media: Media) => {
  const version = versionOf(media.updatedAt)
  const stored = (media.sizes ?? {}) as StoredSizes
  const file = (s: FileFields | undefined) =>
    s?.url && s.width && s.height
      ? { src: versioned(localUrl(s.url), version), width: s.width, height: s.height }
      : null
  return (name: SizeName): Sized | null => {
    const webp = file(stored[name])
    const avif = file(stored[avifTwin(name)])
    if (!webp) return null
    return avif && avif.width === webp.width && avif.height === webp.height ? { ...webp, avif: avif.src } : webp
  }
}

export function imageView(m: unknown): ImageView | null {
  if (typeof m !== 'object' || m === null || !(m as Media).url) return null
  const media = m as Media
  const sized = sizer(media)
  const original = {
    src: versioned(localUrl(media.url!), versionOf(media.updatedAt)),
    width: media.width ?? 1200,
    height: media.height ?? 1500,
  }
  const cropped = candidates([sized('thumb'), sized('card')])
  const full = candidates([sized('medium'), sized('large'), sized('wide'), original])
  return {
    ...original,
    alt: media.alt ?? '',
    card: sized('card'),
    large: sized('large'),
    cropped,
    full,
  }
}

const docs = <T>(list: (number | T)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => typeof x === 'object' && x !== null)

export function typeView(t: ProductType): TypeView {
  return {
    slug: t.slug,
    name: t.name,
    blurb: t.blurb ?? '',
    sizeSystem: t.sizeSystem,
    shopTheLook: Boolean(t.shopTheLook),
    image: imageView(t.image),
    sizeGuideNote: t.sizeGuideNote ?? '',
    sizeGuide: (t.sizeGuide ?? []).map((r) => ({
      size: r.size,
      fr: r.fr ?? '',
      it: r.it ?? '',
      uk: r.uk ?? '',
      us: r.us ?? '',
      cm: r.cm ?? null,
    })),
  }
}

export function cardView(p: Product): CardView {
  const type = typeof p.productType === 'object' ? p.productType.slug : (p.handle?.split('/')[0] ?? '')
  return {
    id: p.id,
    handle: p.handle ?? type,
    type,
    color: p.color,
    title: p.title,
    colorName: p.colorName,
    swatch: p.swatch ?? '#111111',
    price: p.price,
    image: imageView(p.images?.[0]),
  }
}

export function productView(
  p: Product,
  variants: { size: string; sku: string }[],
  colorNames: ProductView['colorNames'] = {},
  titles: ProductView['titles'] = {},
): ProductView {
  return {
    ...cardView(p),
    colorNames,
    titles,
    description: p.description?.trim() ?? '',
    details: (p.details ?? []).map((d) => d.text),
    care: p.care ?? '',
    returns: p.returns ?? '',
    images: docs<Media>(p.images)
      .map(imageView)
      .filter((x): x is ImageView => x !== null),
    lookbook: docs<Media>(p.lookbook)
      .map(imageView)
      .filter((x): x is ImageView => x !== null),
    wornBy: docs<Person>(p.wornBy).map((w) => ({
      id: w.id,
      name: w.name,
      role: w.role ?? '',
      slug: w.slug,
      portrait: imageView(w.portrait),
    })),
    press: docs<Press>(p.pressMentions).map((m) => ({
      id: m.id,
      publication: m.publication,
      headline: m.headline,
      quote: m.quote ?? '',
      url: m.url ?? '',
      date: m.date,
    })),
    related: docs<Product>(p.related).map(cardView),
    variants,
  }
}
