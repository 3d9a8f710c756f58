// The drafts "create supplier orders" just made, as /app/supply confirms them: number, workshop, store (named in the
// staff member's language) and pairs of each, read by the ids the page's query names with the staff member's own
// access. An id that is not a supplier order this reader may see is simply left out.
import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/domain/locale'
import { MAX_DRAFTED } from '@/domain/lowStockList'
import type { Store, Supplier, SupplierOrder } from '@/payload-types'

export interface DraftMade {
  id: number
  number: string
  workshop: string
  store: string
  pairs: number
}

const nameOf = (v: unknown) => (typeof v === 'object' && v ? (v as Supplier | Store).name : String(v ?? ''))

export async function draftsMade(
  payload: Payload,
  user: unknown,
  ids: readonly number[],
  locale: Locale,
  req?: Partial<PayloadRequest>,
): Promise<DraftMade[]> {
  if (!ids.length) return []
  const found = await payload.find({
    collection: 'supplier-orders',
    where: { id: { in: ids.slice(0, MAX_DRAFTED) } },
    depth: 1,
    limit: MAX_DRAFTED,
    sort: 'id',
    locale,
    user,
    overrideAccess: false,
    req,
  })
  return (found.docs as SupplierOrder[]).map((o) => ({
    id: o.id,
    number: o.number ?? String(o.id),
    workshop: nameOf(o.supplier),
    store: nameOf(o.store),
    pairs: (o.lines ?? []).reduce((n, l) => n + l.quantity, 0),
  }))
}
