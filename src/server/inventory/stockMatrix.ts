// Builds the /app/stock matrix (product × size × store) from the staff user's own reads.
import type { PayloadRequest } from 'payload'
import { stockLevel } from '@/domain/inventory'

export interface MatrixCell {
  id: number | null
  quantity: number
  level: 'zero' | 'low' | 'ok'
}
export interface MatrixProduct {
  id: number
  title: string
  handle: string
  type: string
  sizes: string[]
  rows: { store: string; storeId: number; cells: Record<string, MatrixCell & { sku: string }> }[]
}

const sizeOrder = (a: string, b: string) => Number.parseFloat(a) - Number.parseFloat(b)

export async function stockMatrix(req: PayloadRequest): Promise<MatrixProduct[]> {
  const { payload, user } = req
  const common = { req, user, overrideAccess: false, pagination: false, depth: 0 } as const
  const [products, variants, inventory, stores] = await Promise.all([
    payload.find({
      ...common,
      collection: 'products',
      sort: 'position',
      locale: 'en',
      select: { title: true, handle: true },
    }),
    payload.find({ ...common, collection: 'product-variants', select: { product: true, size: true, sku: true } }),
    payload.find({ ...common, collection: 'inventory', select: { sku: true, store: true, quantity: true } }),
    payload.find({ ...common, collection: 'stores', select: { name: true, type: true } }),
  ])
  const lines = new Map(
    inventory.docs.map((r) => [`${r.sku}|${typeof r.store === 'object' ? r.store.id : r.store}`, r]),
  )
  // Online first: it is the store the website sells from.
  const storeList = [...stores.docs].sort((a, b) => (a.type === b.type ? 0 : a.type === 'online' ? -1 : 1))
  return products.docs.map((p) => {
    const own = variants.docs.filter((v) => (typeof v.product === 'object' ? v.product.id : v.product) === p.id)
    const sizes = own.map((v) => v.size).sort(sizeOrder)
    return {
      id: p.id,
      title: p.title,
      handle: p.handle ?? '',
      type: p.handle?.split('/')[0] ?? '',
      sizes,
      rows: storeList.map((s) => ({
        store: s.name,
        storeId: s.id,
        cells: Object.fromEntries(
          own.map((v) => {
            const line = lines.get(`${v.sku}|${s.id}`)
            const quantity = line?.quantity ?? 0
            return [v.size, { id: line?.id ?? null, sku: v.sku, quantity, level: stockLevel(quantity) }]
          }),
        ),
      })),
    }
  })
}
