// The documents the site search reads, in both languages at once: every colourway (names, type, colour, materials
// and copy) and every published magazine article (title, excerpt, body), with what a result shows in each language.
// Read with the collections' own public access: a draft article or anything staff-only never enters the index.
import { plainText } from '@/domain/editorial'
import type { Locale } from '@/domain/locale'
import { type HitKind, docId } from '@/domain/search/rank'
import type { Article, Product } from '@/payload-types'
import type { Payload } from 'payload'
import { type CardView, cardView } from '../catalogViews'

export interface ArticleHitView {
  id: number
  slug: string
  title: string
  excerpt: string
}

/** One indexed document: its searchable text per field (both languages) and what it shows per language. */
export interface SearchDoc {
  id: string
  kind: HitKind
  names: string
  colour: string
  material: string
  copy: string
  body: string
}

export interface SearchDocuments {
  docs: SearchDoc[]
  products: Map<number, Record<Locale, CardView>>
  articles: Map<number, Record<Locale, ArticleHitView>>
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ')
const typeName = (p: Product) => (typeof p.productType === 'object' && p.productType ? p.productType.name : '')
const details = (p: Product) => (p.details ?? []).map((d) => d.text).join(' ')

function readProducts(payload: Payload, locale: Locale) {
  return payload.find({
    collection: 'products',
    locale,
    depth: 1,
    pagination: false,
    overrideAccess: false,
    sort: 'position',
    select: {
      title: true,
      productType: true,
      color: true,
      colorName: true,
      swatch: true,
      price: true,
      handle: true,
      images: true,
      description: true,
      details: true,
    },
  })
}

function readArticles(payload: Payload, locale: Locale) {
  return payload.find({
    collection: 'articles',
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    sort: '-publishedAt',
    select: { slug: true, title: true, excerpt: true, content: true },
  })
}

export async function readSearchDocuments(payload: Payload): Promise<SearchDocuments> {
  const [productsEn, productsFr, articlesEn, articlesFr] = await Promise.all([
    readProducts(payload, 'en'),
    readProducts(payload, 'fr'),
    readArticles(payload, 'en'),
    readArticles(payload, 'fr'),
  ])
  const docs: SearchDoc[] = []
  const products = new Map<number, Record<Locale, CardView>>()
  const frProducts = new Map(productsFr.docs.map((p) => [p.id, p as Product]))
  for (const en of productsEn.docs as Product[]) {
    const fr = frProducts.get(en.id) ?? en
    products.set(en.id, { en: cardView(en), fr: cardView(fr) })
    docs.push({
      id: docId('product', en.id),
      kind: 'product',
      names: join(en.title, fr.title, typeName(en), typeName(fr)),
      colour: join(en.colorName, fr.colorName, en.color),
      material: join(details(en), details(fr)),
      copy: join(en.description, fr.description),
      body: '',
    })
  }
  const articles = new Map<number, Record<Locale, ArticleHitView>>()
  const frArticles = new Map(articlesFr.docs.map((a) => [a.id, a as Article]))
  const view = (a: Article): ArticleHitView => ({ id: a.id, slug: a.slug ?? '', title: a.title, excerpt: a.excerpt })
  for (const en of articlesEn.docs as Article[]) {
    const fr = frArticles.get(en.id) ?? en
    articles.set(en.id, { en: view(en), fr: view(fr) })
    docs.push({
      id: docId('article', en.id),
      kind: 'article',
      names: join(en.title, fr.title),
      colour: '',
      material: '',
      copy: join(en.excerpt, fr.excerpt),
      body: join(plainText(en.content), plainText(fr.content)),
    })
  }
  return { docs, products, articles }
}
