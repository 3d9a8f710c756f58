// The preorder bar's cache: a staff edit or deletion of a campaign expires the bar's tag at once (not
// stale-while-revalidate), so no page shows a deleted campaign or an old end date after the change.
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedCatalog } from '../../seed/catalog'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

const calls = vi.hoisted(() => [] as { tag: string; profile: unknown }[])
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: (tag: string, profile: unknown) => calls.push({ tag, profile }),
  revalidatePath: () => {},
}))

const { PREORDERS_TAG } = await import('@/server/forms/preorderTags')
const { getActiveCampaigns } = await import('@/server/forms/preorders')

let payload: Payload
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()
const expiredAtOnce = () =>
  calls.filter((c) => c.tag === PREORDERS_TAG && (c.profile as { expire?: number })?.expire === 0)

// Campaigns are checked against the catalog on save (validateLink.ts): the catalog is there first.
beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  await seedCatalog(payload, { images: false })
}, 300_000)
afterEach(() => {
  calls.length = 0
})

describe('preorder campaigns → the bar', () => {
  it('creating, moving the end date and deleting a campaign each expire the bar at once', async () => {
    const doc = await payload.create({
      collection: 'preorder-campaigns',
      data: {
        title: 'Red ankle boots',
        status: 'active',
        end_date: inAWeek(),
        product_type: 'ankle-boots',
        color: 'red',
      },
      overrideAccess: true,
    })
    expect(expiredAtOnce()).toHaveLength(1)
    expect((await getActiveCampaigns('en')).campaigns.map((c) => c.title)).toContain('Red ankle boots')

    const later = new Date(Date.now() + 14 * 86_400_000).toISOString()
    await payload.update({
      collection: 'preorder-campaigns',
      id: doc.id,
      data: { end_date: later },
      overrideAccess: true,
    })
    expect(expiredAtOnce()).toHaveLength(2)
    const moved = (await getActiveCampaigns('en')).campaigns.find((c) => c.id === doc.id)
    expect(new Date(moved!.end_date).toISOString()).toBe(later)

    await payload.delete({ collection: 'preorder-campaigns', id: doc.id, overrideAccess: true })
    expect(expiredAtOnce()).toHaveLength(3)
    expect((await getActiveCampaigns('en')).campaigns.map((c) => c.id)).not.toContain(doc.id)
    // Never the stale-while-revalidate profile, which served one more page with the old bar.
    expect(calls.filter((c) => c.tag === PREORDERS_TAG && c.profile === 'max')).toHaveLength(0)
  })

  it('a seed or script write that disables revalidation clears nothing', async () => {
    await payload.create({
      collection: 'preorder-campaigns',
      data: { title: 'Quiet', status: 'draft', end_date: inAWeek(), product_type: 'gloves' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(calls).toHaveLength(0)
  })
})
