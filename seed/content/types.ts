// Shapes of the seed's editorial copy. The seed turns these into Lexical rich text and Payload documents.

/** A product reference as it appears in URLs: `${type}/${color}` (gloves: 'gloves'). */
export type ProductRef = string

/** One block of an article or page body. `image` names a generated picture (see seed/images). */
export type Block =
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'list'; items: string[] }
  | { type: 'image'; image: string; caption?: string; fullBleed?: boolean }
  | { type: 'imagePair'; images: [string, string]; caption?: string }
  | { type: 'gallery'; images: string[]; caption?: string }
  | { type: 'product'; product: ProductRef; note?: string }
  | { type: 'places'; places: { name: string; address: string; lat: number; lng: number; note?: string }[] }

export interface LocalizedArticle {
  title: string
  excerpt: string
  /** SEO description, at most 160 characters. */
  description: string
  body: Block[]
}

export interface ArticleSeed {
  slug: string
  /** ISO date (YYYY-MM-DD), between 2024-01-01 and 2026-11-15. */
  date: string
  author: string
  /** Generated image key used as cover, e.g. 'article/on-the-roof'. */
  cover: string
  relatedProducts: ProductRef[]
  en: LocalizedArticle
  fr: LocalizedArticle
}

export interface LocalizedPage {
  title: string
  description: string
  body: Block[]
}

export interface PageSeed {
  slug: string
  en: LocalizedPage
  fr: LocalizedPage
}
