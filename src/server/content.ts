// Editorial reads (articles, pages, people, press) for the public site. Published documents only, through the
// collections' own access (overrideAccess: false, anonymous), cached and tagged so a publish clears exactly
// the pages that show it (see src/server/cache/contentTags.ts and the collections' hooks).
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import type { Locale } from '@/domain/locale'
import type { Article, Page, Person, Press, Product } from '@/payload-types'
import { ARTICLES_TAG, MEDIA_TAG, PAGES_TAG, PEOPLE_TAG, PRESS_TAG, articleTag, pageTag } from './cache/contentTags'
import { getPayload } from './platform/payload'
import type { PreviewUser } from './platform/preview'

// A scheduled publication runs in a background job, outside any request, where Next cannot revalidate tags:
// this ceiling makes it appear within five minutes anyway. Publishing from the admin clears tags at once.
const SCHEDULED_CEILING = 300

export type ArticleSummary = Pick<
  Article,
  'id' | 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'cover' | 'author' | 'updatedAt'
>

async function readArticles(locale: Locale): Promise<ArticleSummary[]> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'articles',
    locale,
    depth: 1,
    limit: 200,
    sort: '-publishedAt',
    overrideAccess: false,
    select: { slug: true, title: true, excerpt: true, publishedAt: true, cover: true, author: true, updatedAt: true },
  })
  return res.docs as ArticleSummary[]
}

export const listArticles = (locale: Locale) =>
  unstable_cache(() => readArticles(locale), ['articles', locale], {
    tags: [ARTICLES_TAG, MEDIA_TAG],
    revalidate: SCHEDULED_CEILING,
  })()

/** One article; `preview` (a signed-in editor in live preview) reads the latest draft, uncached. */
async function readArticle(slug: string, locale: Locale, preview?: PreviewUser): Promise<Article | null> {
  const payload = await getPayload()
  const where: Where = { slug: { equals: slug } }
  const res = await payload.find({
    collection: 'articles',
    locale,
    where,
    depth: 2,
    limit: 1,
    overrideAccess: false,
    ...(preview ? { draft: true, user: preview } : {}),
  })
  return res.docs[0] ?? null
}

export const getArticle = (slug: string, locale: Locale, preview?: PreviewUser | null) =>
  preview
    ? readArticle(slug, locale, preview)
    : unstable_cache(() => readArticle(slug, locale), ['article', slug, locale], {
        tags: [articleTag(slug), MEDIA_TAG],
        revalidate: SCHEDULED_CEILING,
      })()

async function readPage(slug: string, locale: Locale, preview?: PreviewUser): Promise<Page | null> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'pages',
    locale,
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    overrideAccess: false,
    ...(preview ? { draft: true, user: preview } : {}),
  })
  return res.docs[0] ?? null
}

export const getPage = (slug: string, locale: Locale, preview?: PreviewUser | null) =>
  preview
    ? readPage(slug, locale, preview)
    : unstable_cache(() => readPage(slug, locale), ['page', slug, locale], {
        tags: [PAGES_TAG, pageTag(slug), MEDIA_TAG],
        revalidate: SCHEDULED_CEILING,
      })()

async function readPeople(locale: Locale, group?: 'house' | 'wearer'): Promise<Person[]> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'people',
    locale,
    depth: 1,
    limit: 100,
    sort: 'order',
    overrideAccess: false,
    ...(group ? { where: { group: { equals: group } } } : {}),
  })
  return res.docs
}

export const listPeople = (locale: Locale, group?: 'house' | 'wearer') =>
  unstable_cache(() => readPeople(locale, group), ['people', locale, group ?? 'all'], {
    tags: [PEOPLE_TAG, MEDIA_TAG],
  })()

async function readPress(locale: Locale): Promise<Press[]> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'press',
    locale,
    depth: 1,
    limit: 100,
    sort: '-date',
    overrideAccess: false,
  })
  return res.docs
}

export const listPress = (locale: Locale) =>
  unstable_cache(() => readPress(locale), ['press', locale], { tags: [PRESS_TAG, MEDIA_TAG] })()

export const LOOKS_TAG = 'products'

/** Products of the types shown in looks (ankle boots, pumps, boots, sandals), for /shop-the-look. */
async function readLookProducts(locale: Locale): Promise<Product[]> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    limit: 60,
    sort: 'position',
    overrideAccess: false,
    where: { 'productType.shopTheLook': { equals: true } },
  })
  return res.docs
}

export const listLookProducts = (locale: Locale) =>
  unstable_cache(() => readLookProducts(locale), ['looks', locale], { tags: [LOOKS_TAG, MEDIA_TAG] })()
