// Order numbers are drawn at random within a month: a collision must not fail the checkout nor leak stock.
import type { Payload } from 'payload'
import { beforeAll, expect, it, vi } from 'vitest'
import { createCheckout } from '@/server/checkout/createCheckout'
import { onlineStoreId } from '@/server/inventory/moves'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

const draws = ['MS-2611-00001', 'MS-2611-00001', 'MS-2611-00002']
vi.mock('@/domain/orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/domain/orders')>()),
  orderNumber: () => draws.shift() ?? 'MS-2611-99999',
}))

let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-num', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const p = await payload.create({
    collection: 'products',
    data: { title: 'Vavin pumps', productType: type.id, color: 'num', colorName: 'Red', price: 50000 },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'product-variants',
    data: { product: p.id, size: '38', sku: 'num-38' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'inventory',
    data: { sku: 'num-38', store: await onlineStoreId(payload), quantity: 5 },
    overrideAccess: true,
  })
})

it('a number drawn twice is redrawn; the failed attempt holds no stock', async () => {
  const input = {
    items: [{ product_id: 'num-38', quantity: 1, size: '38' }],
    email: 'a@example.com',
    shippingAddress: { name: 'A B', address: { line1: '1 rue X', city: 'Paris', postal_code: '75001', country: 'FR' } },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/`,
    locale: 'en' as const,
  }
  const a = await createCheckout(payload, input)
  const b = await createCheckout(payload, input)
  expect([a.orderNumber, b.orderNumber]).toEqual(['MS-2611-00001', 'MS-2611-00002'])
  const stock = (
    await payload.find({ collection: 'inventory', where: { sku: { equals: 'num-38' } }, overrideAccess: true })
  ).docs[0].quantity
  expect(stock).toBe(3)
})
