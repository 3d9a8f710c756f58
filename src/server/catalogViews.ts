// Plain views of catalog documents for the pages: only what they render, image URLs made site-relative.
import { localUrl } from '@/domain/media'
import type { Media, Person, Press, Product, ProductType } from '@/payload-types'

export interface Sized { src: string; width: number; height: number }
export interface ImageView extends Sized { alt: string; card: Sized | null; large: Sized | null }

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

const sized = (s: { url?: string | null; width?: number | null; height?: number | null } | undefined): Sized | null =>
  s?.url && s.width && s.height ? { src: localUrl(s.url), width: s.width, height: s.height } : null

export function imageView(m: unknown): ImageView | null {
  if (typeof m !== 'object' || m === null || !(m as Media).url) return null
  const media = m as Media
  return {
    src: localUrl(media.url!), width: media.width ?? 1200, height: media.height ?? 1500, alt: media.alt ?? '',
    card: sized(media.sizes?.card), large: sized(media.sizes?.large),
  }
}

const docs = <T>(list: (number | T)[] | null | undefined): T[] => (list ?? []).filter((x): x is T => typeof x === 'object' && x !== null)

export function typeView(t: ProductType): TypeView {
  return {
    slug: t.slug, name: t.name, blurb: t.blurb ?? '', sizeSystem: t.sizeSystem, shopTheLook: Boolean(t.shopTheLook),
    image: imageView(t.image), sizeGuideNote: t.sizeGuideNote ?? '',
    sizeGuide: (t.sizeGuide ?? []).map((r) => ({ size: r.size, fr: r.fr ?? '', it: r.it ?? '', uk: r.uk ?? '', us: r.us ?? '', cm: r.cm ?? null })),
  }
}

export function cardView(p: Product): CardView {
  const type = typeof p.productType === 'object' ? p.productType.slug : (p.handle?.split('/')[0] ?? '')
  return {
    id: p.id, handle: p.handle ?? type, type, color: p.color, title: p.title, colorName: p.colorName,
    swatch: p.swatch ?? '#111111', price: p.price, image: imageView(p.images?.[0]),
  }
}

export function productView(p: Product, variants: { size: string; sku: string }[], colorNames: ProductView['colorNames'] = {}, titles: ProductView['titles'] = {}): ProductView {
  return {
    ...cardView(p),
    colorNames,
    titles,
    description: p.description?.trim() ?? '',
    details: (p.details ?? []).map((d) => d.text),
    care: p.care ?? '',
    returns: p.returns ?? '',
    images: docs<Media>(p.images).map(imageView).filter((x): x is ImageView => x !== null),
    lookbook: docs<Media>(p.lookbook).map(imageView).filter((x): x is ImageView => x !== null),
    wornBy: docs<Person>(p.wornBy).map((w) => ({ id: w.id, name: w.name, role: w.role ?? '', slug: w.slug, portrait: imageView(w.portrait) })),
    press: docs<Press>(p.pressMentions).map((m) => ({ id: m.id, publication: m.publication, headline: m.headline, quote: m.quote ?? '', url: m.url ?? '', date: m.date })),
    related: docs<Product>(p.related).map(cardView),
    variants,
  }
}
