// Active preorder campaigns for the bar (status active, by end_date ascending, future only).
import { unstable_cache } from 'next/cache'
import type { Locale } from '@/domain/locale'
import { activeCampaigns, coversProduct } from '@/domain/countdown'
import { getPayload } from '../platform/payload'
import { PREORDERS_TAG } from './preorderTags'

// The catalog a campaign's link is checked against lives apart, so the collection config can use it (no cycle).
export { campaignCatalog } from './campaignCatalog'

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
