// Active preorder campaigns for the bar (status active, by end_date ascending, future only).
import { unstable_cache } from 'next/cache'
import type { PayloadRequest } from 'payload'
import type { CatalogIndex } from '@/domain/preorderLink'
import type { Locale } from '@/domain/locale'
import { activeCampaigns, coversProduct } from '@/domain/countdown'
import { getPayload } from '../platform/payload'
import { PREORDERS_TAG } from './preorderTags'

export interface CampaignView {
  id: number
  title: string
  end_date: string
  product_type: string
  color: string | null
  status: string
}

async function read(locale: Locale): Promise<CampaignView[]> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'preorder-campaigns',
    where: { status: { equals: 'active' } },
    sort: 'end_date',
    locale,
    limit: 20,
    depth: 0,
    overrideAccess: false,
  })
  return res.docs.map((c) => ({
    id: c.id,
    title: c.title,
    end_date: c.end_date,
    product_type: c.product_type,
    color: c.color ?? null,
    status: c.status,
  }))
}

/** Cached for a minute at most: the client hides campaigns the moment they end, the cache only drops them later. */
export async function getActiveCampaigns(locale: Locale): Promise<{ campaigns: CampaignView[]; now: number }> {
  const all = await unstable_cache(() => read(locale), ['preorder-campaigns', locale], {
    tags: [PREORDERS_TAG],
    revalidate: 60,
  })()
  const now = new Date()
  return { campaigns: activeCampaigns(all, now), now: now.getTime() }
}

/** Whether a running campaign covers this product: its sold-out sizes then ask about preordering. */
export async function hasActivePreorder(
  product: { type: string; color?: string | null },
  locale: Locale,
): Promise<boolean> {
  const { campaigns } = await getActiveCampaigns(locale)
  return campaigns.some((c) => coversProduct(c, product))
}

// The catalog as the campaigns see it: type slugs and names, each product's type, colour and page handle. Read
// fresh (a campaign is checked against the catalog as it is at save time), as the caller, inside its request.
export interface CampaignCatalog extends CatalogIndex {
  typeNames: Record<string, string>
  colourNames: Record<string, string>
}

export async function campaignCatalog(req: PayloadRequest): Promise<CampaignCatalog> {
  // Names in the locale the request is in. No `locale` is passed: a Local API call given `req` and a locale writes
  // that locale onto the shared request, and the fields of a campaign being saved in French, checked at the same
  // moment, were then written in English. The fallback it resets is put back after the reads.
  const common = { req, depth: 0, pagination: false, overrideAccess: false, user: req.user } as const
  const savedFallback = req.fallbackLocale
  const [types, products] = await Promise.all([
    req.payload.find({ ...common, collection: 'product-types', sort: 'order', select: { slug: true, name: true } }),
    req.payload.find({
      ...common,
      collection: 'products',
      select: { productType: true, color: true, colorName: true, handle: true },
    }),
  ]).finally(() => {
    req.fallbackLocale = savedFallback
  })
  const slugById = new Map(types.docs.map((t) => [String(t.id), t.slug]))
  const rows = products.docs.flatMap((p) => {
    const ref = p.productType as unknown
    const type = slugById.get(String(typeof ref === 'object' && ref ? (ref as { id: unknown }).id : ref))
    return type ? [{ type, color: p.color, handle: p.handle ?? '', name: p.colorName }] : []
  })
  return {
    types: types.docs.map((t) => t.slug),
    typeNames: Object.fromEntries(types.docs.map((t) => [t.slug, t.name || t.slug])),
    products: rows.map(({ type, color, handle }) => ({ type, color, handle })),
    colourNames: Object.fromEntries(rows.map((r) => [`${r.type}/${r.color}`, r.name || r.color])),
  }
}
