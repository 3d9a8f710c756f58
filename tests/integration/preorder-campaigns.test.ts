// Preorder campaigns name their product type and colour from the catalog: a campaign whose bar would link to a
// page that does not exist ("sandal", "Gold") is refused on save, on the field that names it.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { seedCatalog } from '../../seed/catalog'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

let payload: Payload
let stock: Awaited<ReturnType<typeof staffUser>>
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  await seedCatalog(payload, { images: false })
  stock = await staffUser(payload, ['stock'])
}, 300_000)

const { FrenchTitleWarning } = await import('@/admin/preorders/FrenchTitleWarning')

const create = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'preorder-campaigns',
    data: { title: 'Campaign', status: 'active', end_date: inAWeek(), ...data } as never,
    user: stock,
    overrideAccess: false,
  })

const refusedOn = (path: string) => ({
  name: 'ValidationError',
  status: 400,
  data: { errors: [expect.objectContaining({ path, message: expect.stringMatching(/does not exist/) })] },
})

describe('preorder campaigns: the bar’s link is checked on save', () => {
  it('refuses a product type the catalog does not have', async () => {
    await expect(create({ product_type: 'sandal', color: 'gold' })).rejects.toMatchObject(refusedOn('product_type'))
  })

  it('refuses a colour that no product of the type has', async () => {
    await expect(create({ product_type: 'sandals', color: 'red' })).rejects.toMatchObject(refusedOn('color'))
  })

  it('refuses an update that would break the link, and keeps the stored campaign', async () => {
    const doc = await create({ product_type: 'ankle-boots', color: 'red' })
    await expect(
      payload.update({
        collection: 'preorder-campaigns',
        id: doc.id,
        data: { color: 'gold' },
        user: stock,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject(refusedOn('color'))
    const kept = await payload.findByID({ collection: 'preorder-campaigns', id: doc.id, overrideAccess: true })
    expect([kept.product_type, kept.color]).toEqual(['ankle-boots', 'red'])
  })

  it('saves catalog values as the URL writes them ("Sandals ", "Gold" → sandals/gold)', async () => {
    const doc = await create({ product_type: 'Sandals ', color: 'Gold' })
    expect([doc.product_type, doc.color]).toEqual(['sandals', 'gold'])
  })

  it('accepts a type without a colour (its category page) and gloves (their one page)', async () => {
    expect((await create({ product_type: 'pumps' })).product_type).toBe('pumps')
    expect((await create({ product_type: 'gloves' })).product_type).toBe('gloves')
  })

  it('flags a campaign whose French title is empty', async () => {
    const doc = await create({ product_type: 'pumps' })
    const req = { payload, user: stock, i18n: { language: 'en' } } as never
    expect(await FrenchTitleWarning({ id: doc.id, req })).not.toBeNull()
  })
})

it('a campaign saved in French keeps its English title (the catalog check does not switch the save to English)', async () => {
  const doc = await create({ title: 'Gold sandals', product_type: 'sandals', color: 'gold' })
  await payload.update({
    collection: 'preorder-campaigns',
    id: doc.id,
    locale: 'fr',
    data: { title: 'Sandales dorées' } as never,
    user: stock,
    overrideAccess: false,
  })
  const stored = await payload.findByID({ collection: 'preorder-campaigns', id: doc.id, locale: 'all', depth: 0 })
  expect(stored.title).toEqual({ en: 'Gold sandals', fr: 'Sandales dorées' })
})
