// Child of bench/cluster.ts: what the bench needs on the cluster's database, made through Payload's Local API once
// the instances have seeded it — an editor (who may change a price, no second factor), a verified shopper, a product
// page to edit, and two SKUs of the online store with a known stock: one with its last unit(s) for the race, one
// with plenty for the load under a kill. Everything the bench then does goes over HTTP.
// Usage: tsx bench/cluster/setup.ts FILE   (DATABASE_URL, PAYLOAD_SECRET as the instances have them)
import { writeFileSync } from 'node:fs'
import { childMain } from '../../scripts/child'
import { SHOPPER_PASSWORD, STAFF_PASSWORD } from '../abuse/client'

export interface ClusterFixtures {
  editor: string
  shopper: string
  page: { id: number; path: string; price: number }
  race: { sku: string; units: number }
  load: { sku: string; units: number }
}

childMain(async () => {
  const file = process.argv[2]
  if (!file) throw new Error('usage: setup.ts FILE')
  const units = Number(process.env.BENCH_RACE_UNITS || 1)
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const { onlineStoreId } = await import('../../src/server/inventory/moves')
  const payload = await getPayload({ config })
  const stamp = Date.now().toString(36)
  const editor = `editor-${stamp}@bench.example`
  await payload.create({
    collection: 'users',
    data: { email: editor, password: STAFF_PASSWORD, name: 'Bench Editor', roles: ['editor'] } as never,
    overrideAccess: true,
  })
  const shopper = `shopper-${stamp}@bench.example`
  await payload.create({
    collection: 'customers',
    data: { email: shopper, password: SHOPPER_PASSWORD, _verified: true } as never,
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  // A product with a page of its own (pumps, red: /pumps/red).
  const [product] = (
    await payload.find({
      collection: 'products',
      where: { and: [{ handle: { equals: 'pumps' } }, { color: { equals: 'red' } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
  ).docs
  if (!product) throw new Error('the seed has no red pumps')
  const store = await onlineStoreId(payload)
  // The bench's own pair, size 38, one SKU per colour (as bench/checkout.ts makes them): the red pumps' page keeps
  // its real sizes.
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: `bench-${stamp}`, name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const make = async (sku: string, quantity: number) => {
    const p = await payload.create({
      collection: 'products',
      data: { title: 'Vavin pumps', productType: type.id, color: sku, colorName: 'Red', price: 69000 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'product-variants',
      data: { product: p.id, size: '38', sku },
      overrideAccess: true,
    })
    await payload.create({ collection: 'inventory', data: { sku, store, quantity }, overrideAccess: true })
  }
  const race = `bench-${stamp}-race`
  const load = `bench-${stamp}-load`
  await make(race, units)
  await make(load, 5000)
  const fixtures: ClusterFixtures = {
    editor,
    shopper,
    page: { id: product.id as number, path: '/pumps/red', price: product.price as number },
    race: { sku: race, units },
    load: { sku: load, units: 5000 },
  }
  writeFileSync(file, JSON.stringify(fixtures))
})
