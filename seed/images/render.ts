// Rasterises the generated SVG imagery with sharp, and maps image keys to pictures and bilingual alt text.
//
// Keys:
//   product/<type>/<color>/<view>    view: side | three-quarter | pair | detail          (1200×1500)
//   lookbook/<type>/<color>/<n>                                                           (1600×1200)
//   article/<slug>/<n|cover>         also 'article/<slug>' (= cover)                      (1600×1000)
//   hero/<n>                         n = 0 … 24                                           (1920×1080)
//   person/<slug>                                                                         (1000×1250)
//   page/<slug>/<n>                                                                       (1600×1000)
//   logo/<name>                      publication name or its slug                         (600×200)
import sharp, { type OverlayOptions } from 'sharp'
import { people } from '../content/people'
import { press } from '../content/press'
import { COLORS, TYPES } from './palette'
import { hash, prng } from './util'
import { productSvg, type ProductView } from './products'
import { articleAlt, heroAlt, lookbookAlt, pageAlt, productPhrase } from './scenes/alt'
import { articleSvg } from './scenes/article'
import { heroSvg } from './scenes/hero'
import { logoSvg } from './scenes/logo'
import { lookbookSvg } from './scenes/lookbook'
import { pageSvg } from './scenes/page'
import { portraitSvg } from './scenes/portrait'

export type ImageFormat = 'webp' | 'jpeg' | 'png'

export interface RenderOptions {
  /** Output width in pixels (height follows the SVG's aspect ratio). Defaults to the SVG's own width. */
  width?: number
  format: ImageFormat
  /** 1–100, for webp and jpeg. Defaults: webp 82, jpeg 84. */
  quality?: number
}

export interface GeneratedImage {
  svg: string
  alt: { en: string; fr: string }
}

/** Intrinsic size of one of our SVG documents. */
export function svgSize(svg: string): { width: number; height: number } {
  const w = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)
  const h = /<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg)
  return { width: w ? Number(w[1]) : 1200, height: h ? Number(h[1]) : 1500 }
}

/**
 * Renders an SVG string to a raster buffer. The SVG is rasterised directly at the requested width (no upscaling
 * blur); the same SVG and options always give the same bytes.
 */
export async function renderImage(svg: string, opts: RenderOptions): Promise<Buffer> {
  const size = svgSize(svg)
  const width = Math.max(1, Math.round(opts.width ?? size.width))
  const density = Math.min(2400, Math.max(1, (72 * width) / size.width))
  let img = sharp(Buffer.from(svg), { density }).resize({ width })
  const grain = Number(/^<svg[^>]*\sdata-grain="([\d.]+)"/.exec(svg)?.[1] ?? 0)
  if (grain > 0) {
    // Through raw pixels (no encode/decode round trip): the overlay applies to the resized raster.
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true })
    img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).composite([
      grainLayer(grain, Math.min(GRAIN_TILE, info.width, info.height)),
    ])
  }
  if (opts.format === 'webp') img = img.webp({ quality: opts.quality ?? 82, effort: 2 })
  else if (opts.format === 'jpeg')
    img = img.flatten({ background: '#ffffff' }).jpeg({ quality: opts.quality ?? 84, mozjpeg: true })
  else img = img.png({ compressionLevel: 9 })
  return img.toBuffer()
}

// ---------------------------------------------------------------------------------------------------------
// Film grain: a tile of seeded noise (the same bytes on every run) overlaid on the raster. A whole-picture
// feTurbulence filter looked the same but cost ~10 s per hero in librsvg; the tile costs milliseconds.

const GRAIN_TILE = 256
const grainTiles = new Map<string, Buffer>()

/** A square tile of `size` px (at most GRAIN_TILE; smaller for pictures smaller than the tile). */
function grainLayer(strength: number, size: number): OverlayOptions {
  const key = `${strength}/${size}`
  let tile = grainTiles.get(key)
  if (!tile) {
    const rnd = prng(hash(`grain/${key}`))
    tile = Buffer.alloc(size * size * 4)
    for (let i = 0; i < size * size; i++) {
      // Two uniform draws summed: a soft, roughly normal grain around mid-grey (neutral under 'overlay').
      const v = 128 + (rnd() + rnd() - 1) * 255 * strength * 2
      tile.fill(Math.max(0, Math.min(255, Math.round(v))), i * 4, i * 4 + 3)
      tile[i * 4 + 3] = 255
    }
    grainTiles.set(key, tile)
  }
  return { input: tile, raw: { width: size, height: size, channels: 4 }, tile: true, blend: 'overlay' }
}

// ---------------------------------------------------------------------------------------------------------
// Alt text

const VIEW_ALT: Record<ProductView, { en: string; fr: string }> = {
  side: { en: 'side view', fr: 'vue de profil' },
  'three-quarter': { en: 'three-quarter view', fr: 'vue de trois quarts' },
  pair: { en: 'the pair', fr: 'la paire' },
  detail: { en: 'detail of the 10 cm heel', fr: 'détail du talon de 10 cm' },
}

function productAlt(type: string, color: string, view: ProductView): { en: string; fr: string } {
  const ph = productPhrase({ type, color })
  if (type === 'gloves') {
    const fr = COLORS[color] ? ` ${COLORS[color].frPlural.m}` : ''
    const en = COLORS[color] ? `${COLORS[color].en} ` : ''
    const v =
      view === 'detail'
        ? { en: 'detail of the stitching on the back of the hand', fr: 'détail des surpiqûres sur le dos de la main' }
        : view === 'side'
          ? { en: 'one glove, back of the hand', fr: 'un gant, côté dos de la main' }
          : view === 'three-quarter'
            ? { en: 'the pair, crossed', fr: 'la paire, croisée' }
            : VIEW_ALT.pair
    return { en: `${en}lambskin gloves lined in silk, ${v.en}`, fr: `Gants${fr} en agneau doublés de soie, ${v.fr}` }
  }
  const v =
    view === 'detail' && type === 'sneakers'
      ? { en: 'detail of the heel counter and stitched sole', fr: 'détail du contrefort et de la semelle cousue' }
      : VIEW_ALT[view]
  return { en: `${ph.en} in Italian lambskin, ${v.en}`, fr: `${ph.fr} en agneau italien, ${v.fr}` }
}

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')

function publicationName(name: string): string {
  const found = press.find((p) => p.publication === name || slugify(p.publication) === slugify(name))
  if (found) return found.publication
  return /^[a-z0-9-]+$/.test(name) ? titleCase(name) : name
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

/** French 'de' before a name: du / des for Le / Les, elided before a vowel or a mute h. */
function frDe(name: string): string {
  if (/^Le\s/.test(name)) return `du ${name.slice(3)}`
  if (/^Les\s/.test(name)) return `des ${name.slice(4)}`
  if (/^[aeiouyàâäéèêëîïôöùûüœh]/i.test(name)) return `d’${name}`
  return `de ${name}`
}

// ---------------------------------------------------------------------------------------------------------
// Dispatch

const VIEWS: ProductView[] = ['side', 'three-quarter', 'pair', 'detail']

/** The SVG and bilingual alt text for an image key. Throws on an unknown or malformed key. */
export function imageForKey(key: string): GeneratedImage {
  const parts = key.split('/').filter(Boolean)
  const [kind] = parts
  const bad = (why: string) => new Error(`imageForKey: ${why} in '${key}'`)

  if (kind === 'product') {
    const [, type, color, view = 'side'] = parts
    if (!TYPES[type]) throw bad(`unknown type '${type}'`)
    if (!COLORS[color]) throw bad(`unknown colour '${color}'`)
    if (!VIEWS.includes(view as ProductView)) throw bad(`unknown view '${view}'`)
    return {
      svg: productSvg(type, COLORS[color].hex, view as ProductView),
      alt: productAlt(type, color, view as ProductView),
    }
  }
  if (kind === 'lookbook') {
    const [, type, color, n = '1'] = parts
    if (!TYPES[type]) throw bad(`unknown type '${type}'`)
    if (!COLORS[color]) throw bad(`unknown colour '${color}'`)
    const index = Number(n)
    if (!Number.isInteger(index)) throw bad(`bad index '${n}'`)
    return { svg: lookbookSvg(type, COLORS[color].hex, index), alt: lookbookAlt(type, color, index) }
  }
  if (kind === 'article') {
    if (!parts[1]) throw bad('missing slug')
    const norm = `article/${parts[1]}/${parts[2] ?? 'cover'}`
    return { svg: articleSvg(norm), alt: articleAlt(norm) }
  }
  if (kind === 'hero') {
    const index = Number(parts[1])
    if (!Number.isInteger(index)) throw bad('bad hero index')
    return { svg: heroSvg(index), alt: heroAlt(index) }
  }
  if (kind === 'person') {
    const slug = parts[1]
    if (!slug) throw bad('missing slug')
    const p = people.find((x) => x.slug === slug)
    const name = p?.name ?? titleCase(slug)
    return {
      svg: portraitSvg(`person/${slug}`),
      alt: p
        ? {
            en: `Stylised profile portrait of ${name}, ${p.role.en}`,
            fr: `Portrait stylisé de profil ${frDe(name)}, ${lowerFirst(p.role.fr)}`,
          }
        : { en: `Stylised profile portrait of ${name}`, fr: `Portrait stylisé de profil ${frDe(name)}` },
    }
  }
  if (kind === 'page') {
    if (!parts[1]) throw bad('missing slug')
    const norm = `page/${parts[1]}/${parts[2] ?? '1'}`
    return { svg: pageSvg(norm), alt: pageAlt(norm) }
  }
  if (kind === 'logo') {
    const raw = parts.slice(1).join('/')
    if (!raw) throw bad('missing name')
    const name = publicationName(decodeURIComponent(raw))
    return { svg: logoSvg(name), alt: { en: `${name} logo`, fr: `Logo ${frDe(name)}` } }
  }
  throw bad(`unknown prefix '${kind}'`)
}
