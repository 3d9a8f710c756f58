// Editorial seed: people, press, pages and the 15 magazine articles, in English and French, published.
// Runs after the catalog so product cards and "who wears them" resolve to real products by handle
// ({type}/{color}); a card whose product is missing is dropped. Each collection is seeded only when empty.
import type { Payload, PayloadRequest } from 'payload'
import { articles } from './content/articles'
import { pages } from './content/pages'
import { people } from './content/people'
import { press } from './content/press'
import type { Block } from './content/types'
import { type Resolvers, toLexical } from './lexical'
import { mediaFor } from './media'

// The makers: shown on /brand/people; everyone else is a woman who wears the shoes.
const HOUSE = new Set(['sabine-delorme', 'clemence-aubry', 'lucia-marcantoni'])
// Seed writes must not try to clear Next's cache (there is none at boot or in tests).
const context = { disableRevalidate: true }

function resolvers(payload: Payload, withImages: boolean): Resolvers {
  const products = new Map<string, number | undefined>()
  return {
    // 1280 px wide: sharp enough for a full-bleed image on a laptop, and a third cheaper to render at boot
    // than 1600 (the seed runs before the server answers, on a shared CPU).
    image: async (key) =>
      withImages
        ? mediaFor(payload, key, 1280).catch(
            (err) => void payload.logger.warn(`seed image ${key} skipped: ${String(err)}`),
          )
        : undefined,
    product: async (handle) => {
      if (!products.has(handle)) {
        const res = await payload.find({
          collection: 'products',
          where: { handle: { equals: handle } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
        products.set(handle, res.docs[0]?.id)
      }
      return products.get(handle)
    },
  }
}

const isEmpty = async (payload: Payload, collection: 'articles' | 'pages' | 'people' | 'press') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

async function seedPeople(payload: Payload, r: Resolvers) {
  if (!(await isEmpty(payload, 'people'))) return
  const wornBy = new Map<number, number[]>()
  for (const [i, p] of people.entries()) {
    const doc = await payload.create({
      collection: 'people',
      locale: 'en',
      overrideAccess: true,
      context,
      data: {
        name: p.name,
        slug: p.slug,
        role: p.role.en,
        bio: p.bio.en,
        portrait: await r.image(p.portrait),
        group: HOUSE.has(p.slug) ? 'house' : 'wearer',
        order: i,
      },
    })
    await payload.update({
      collection: 'people',
      id: doc.id,
      locale: 'fr',
      overrideAccess: true,
      context,
      data: { role: p.role.fr, bio: p.bio.fr },
    })
    for (const handle of p.wears) {
      const id = await r.product(handle)
      if (id) wornBy.set(id, [...(wornBy.get(id) ?? []), doc.id])
    }
  }
  for (const [id, ids] of wornBy)
    await payload.update({ collection: 'products', id, overrideAccess: true, context, data: { wornBy: ids } })
}

async function seedPress(payload: Payload, r: Resolvers) {
  if (!(await isEmpty(payload, 'press'))) return
  const mentions = new Map<number, number[]>()
  for (const p of press) {
    const doc = await payload.create({
      collection: 'press',
      locale: 'en',
      overrideAccess: true,
      context,
      data: {
        publication: p.publication,
        headline: p.headline.en,
        date: p.date,
        quote: p.quote.en,
        url: p.url,
        logo: await r.image(`logo/${p.publication}`),
      },
    })
    await payload.update({
      collection: 'press',
      id: doc.id,
      locale: 'fr',
      overrideAccess: true,
      context,
      data: { headline: p.headline.fr, quote: p.quote.fr },
    })
    for (const handle of p.products) {
      const id = await r.product(handle)
      if (id) mentions.set(id, [...(mentions.get(id) ?? []), doc.id])
    }
  }
  for (const [id, ids] of mentions)
    await payload.update({ collection: 'products', id, overrideAccess: true, context, data: { pressMentions: ids } })
}

async function seedPages(payload: Payload, r: Resolvers) {
  if (!(await isEmpty(payload, 'pages'))) return
  for (const p of pages) {
    const doc = await payload.create({
      collection: 'pages',
      locale: 'en',
      overrideAccess: true,
      context,
      data: {
        slug: p.slug,
        title: p.en.title,
        description: p.en.description,
        content: (await toLexical(p.en.body, r)) as never,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'pages',
      id: doc.id,
      locale: 'fr',
      overrideAccess: true,
      context,
      data: {
        title: p.fr.title,
        description: p.fr.description,
        content: (await toLexical(p.fr.body, r)) as never,
        _status: 'published',
      },
    })
  }
}

/**
 * Writes the seed's current text of one page over the page a database already holds, in both languages, as a new
 * published version (the text it replaces stays in the page's versions, to restore in the admin if staff had edited
 * it). For a page whose truth changes with the code, such as the accessibility statement: a migration calls it, so
 * existing databases get the text a new database gets from the seed. Nothing happens where the page does not exist
 * (a new database: the seed, which runs after the migrations, creates it). Returns whether it wrote.
 */
export async function refreshSeededPage(payload: Payload, slug: string, req?: Partial<PayloadRequest>) {
  const seeded = pages.find((p) => p.slug === slug)
  if (!seeded) throw new Error(`no seeded page ${slug}`)
  const found = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const doc = found.docs[0]
  if (!doc) return false
  const r = resolvers(payload, process.env.SEED_IMAGES !== 'none')
  for (const locale of ['en', 'fr'] as const) {
    const text = seeded[locale]
    await payload.update({
      collection: 'pages',
      id: doc.id,
      locale,
      overrideAccess: true,
      context,
      req,
      data: {
        title: text.title,
        description: text.description,
        content: (await toLexical(text.body, r)) as never,
        _status: 'published',
      },
    })
  }
  return true
}

const related = async (refs: string[], r: Resolvers) =>
  (await Promise.all(refs.map((h) => r.product(h)))).filter((id): id is number => id !== undefined)

async function seedArticles(payload: Payload, r: Resolvers) {
  if (!(await isEmpty(payload, 'articles'))) return
  for (const a of articles) {
    const doc = await payload.create({
      collection: 'articles',
      locale: 'en',
      overrideAccess: true,
      context,
      data: {
        slug: a.slug,
        publishedAt: `${a.date}T09:00:00.000Z`,
        author: a.author,
        cover: await r.image(a.cover),
        title: a.en.title,
        excerpt: a.en.excerpt,
        content: (await toLexical(a.en.body as Block[], r)) as never,
        relatedProducts: await related(a.relatedProducts, r),
        seo: { description: a.en.description },
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'articles',
      id: doc.id,
      locale: 'fr',
      overrideAccess: true,
      context,
      data: {
        title: a.fr.title,
        excerpt: a.fr.excerpt,
        content: (await toLexical(a.fr.body as Block[], r)) as never,
        seo: { description: a.fr.description },
        _status: 'published',
      },
    })
  }
}

export async function seedContent(payload: Payload, opts: { images?: boolean } = {}) {
  const r = resolvers(payload, opts.images ?? process.env.SEED_IMAGES !== 'none')
  const started = Date.now()
  await seedPeople(payload, r)
  await seedPress(payload, r)
  await seedPages(payload, r)
  await seedArticles(payload, r)
  payload.logger.info(`Editorial content ready in ${Math.round((Date.now() - started) / 1000)} s`)
}
