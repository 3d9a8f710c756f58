// Four Italian workshops (invented, with realistic details) and a few supplier orders in different states, so the
// pipeline board is alive on first start. Runs only while there is no workshop: a second start changes nothing.
import type { Payload } from 'payload'

const context = { disableRevalidate: true, seed: true }

const WORKSHOPS = [
  {
    name: 'Calzaturificio Arcangeli',
    contact: { name: 'Giulia Arcangeli', email: 'ordini@arcangeli-calzature.example', phone: '+39 049 555 0142' },
    address: { line1: 'Via Riviera del Brenta 112', postalCode: '30032', city: "Fiesso d'Artico", region: 'Veneto' },
    leadTimeDays: 42,
    minimumOrder: 12,
    types: ['pumps', 'sandals'],
    colourways: ['Nappa', 'Patent leather', 'Suede'],
    notes:
      'Family workshop on the Riviera del Brenta since 1961; lasts made in-house. Closed the first three weeks of August.',
  },
  {
    name: 'Bottega Santoro Stivali',
    contact: { name: 'Marco Santoro', email: 'marco@santorostivali.example', phone: '+39 050 555 0187' },
    address: { line1: 'Via di Gello 41', postalCode: '56123', city: 'Pisa', region: 'Toscana' },
    leadTimeDays: 56,
    minimumOrder: 8,
    types: ['boots', 'ankle-boots'],
    colourways: ['Vegetable-tanned calf', 'Burnished leather'],
    notes: 'Goodyear-welted boots; the vegetable-tanned leather comes from Santa Croce sull’Arno.',
  },
  {
    name: 'Manifattura Ferrante',
    contact: { name: 'Elena Ferrante', email: 'produzione@manifatturaferrante.example', phone: '+39 0734 555 019' },
    address: { line1: 'Via Lungo Chienti 18', postalCode: '63811', city: "Sant'Elpidio a Mare", region: 'Marche' },
    leadTimeDays: 35,
    minimumOrder: 24,
    types: ['sneakers'],
    colourways: ['Calf leather', 'Suede', 'Canvas'],
    notes: 'Cup soles stitched by hand; samples in ten working days.',
  },
  {
    name: 'Guanteria Esposito',
    contact: { name: 'Salvatore Esposito', email: 'info@guanteriaesposito.example', phone: '+39 081 555 0163' },
    address: { line1: 'Vico dei Guantai 9', postalCode: '80138', city: 'Napoli', region: 'Campania' },
    leadTimeDays: 28,
    minimumOrder: 10,
    types: ['gloves'],
    colourways: ['Lambskin', 'Peccary', 'Cashmere lining'],
    notes: 'Gloves cut and sewn by hand in the Sanità; silk, cashmere or unlined.',
  },
]

// Default reorder levels per product type: boots sell slower and cost more to hold.
const LEVELS: Record<string, { reorderPoint: number; reorderTarget: number }> = {
  boots: { reorderPoint: 1, reorderTarget: 4 },
  'ankle-boots': { reorderPoint: 1, reorderTarget: 4 },
  pumps: { reorderPoint: 2, reorderTarget: 6 },
  sandals: { reorderPoint: 2, reorderTarget: 6 },
  sneakers: { reorderPoint: 2, reorderTarget: 8 },
  gloves: { reorderPoint: 2, reorderTarget: 6 },
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()

export async function seedSupply(payload: Payload) {
  const existing = await payload.count({ collection: 'suppliers', overrideAccess: true })
  if (existing.totalDocs > 0) return
  const types = await payload.find({ collection: 'product-types', pagination: false, depth: 0, overrideAccess: true })
  const typeId = new Map(types.docs.map((t) => [t.slug, t.id]))
  for (const t of types.docs) {
    if (t.reorderPoint == null && LEVELS[t.slug])
      await payload.update({
        collection: 'product-types',
        id: t.id,
        data: LEVELS[t.slug]!,
        overrideAccess: true,
        context,
      })
  }
  const ids: Record<string, number> = {}
  for (const w of WORKSHOPS) {
    const doc = await payload.create({
      collection: 'suppliers',
      overrideAccess: true,
      context,
      data: {
        name: w.name,
        contact: w.contact,
        address: w.address,
        country: 'IT',
        leadTimeDays: w.leadTimeDays,
        minimumOrder: w.minimumOrder,
        currency: 'EUR',
        productTypes: w.types.map((s) => typeId.get(s)).filter((id): id is number => id != null),
        colourways: w.colourways,
        notes: w.notes,
      },
    })
    ids[w.name] = doc.id
  }
  const stores = await payload.find({ collection: 'stores', depth: 0, overrideAccess: true })
  const online = stores.docs.find((s) => s.type === 'online')?.id
  const boutique = stores.docs.find((s) => s.type !== 'online')?.id ?? online
  if (!online) return
  const skusOf = async (type: string, n: number) => {
    const products = await payload.find({
      collection: 'products',
      where: { productType: { equals: typeId.get(type) } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const product = products.docs[0]
    if (!product) return []
    const variants = await payload.find({
      collection: 'product-variants',
      where: { product: { equals: product.id } },
      sort: 'position',
      limit: n,
      depth: 0,
      overrideAccess: true,
    })
    return variants.docs.map((v) => v.sku)
  }
  const plans = [
    { workshop: 'Calzaturificio Arcangeli', type: 'pumps', status: 'sent', store: online, expected: 30, cost: 14_500 },
    {
      workshop: 'Bottega Santoro Stivali',
      type: 'boots',
      status: 'in_production',
      store: online,
      expected: 19,
      cost: 31_000,
    },
    {
      workshop: 'Manifattura Ferrante',
      type: 'sneakers',
      status: 'shipped',
      store: boutique,
      expected: 3,
      cost: 9_800,
    },
    { workshop: 'Guanteria Esposito', type: 'gloves', status: 'draft', store: online, expected: 28, cost: 6_200 },
    {
      workshop: 'Calzaturificio Arcangeli',
      type: 'sandals',
      status: 'received',
      store: online,
      expected: -12,
      cost: 12_000,
    },
  ] as const
  for (const p of plans) {
    const skus = await skusOf(p.type, 3)
    if (!skus.length || !ids[p.workshop]) continue
    const received = p.status === 'received'
    await payload.create({
      collection: 'supplier-orders',
      overrideAccess: true,
      context,
      data: {
        supplier: ids[p.workshop]!,
        status: p.status,
        store: p.store!,
        expectedAt: days(p.expected),
        lines: skus.map((sku, i) => ({ sku, quantity: 2 + i, unitCost: p.cost, received: received ? 2 + i : 0 })),
        notes: received ? 'Received before the shop opened online: counted in the opening stock.' : undefined,
      },
    })
  }
}
