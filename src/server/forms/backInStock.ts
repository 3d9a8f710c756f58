// Called by the inventory hook when a SKU's online stock goes from 0 to more than 0: one email per waiting shopper
// (per address, whatever they asked for).
// Each row is claimed by a guarded update (waiting → notified) before its email is queued, so two concurrent
// restocks never email the same shopper twice.
import type { PayloadRequest } from 'payload'
import { backInStockEmail } from '../email/messages'
import { queueEmail, runEmailQueueSoon } from '../email/queue'
import { productSizeSystem } from './sizeSystem'

type Interest = {
  id: number
  email: string
  locale?: string | null
  productTitle?: string | null
  size: string
  productPath?: string | null
  productId?: string | null
}

export async function notifyBackInStock(
  req: PayloadRequest,
  { sku, storeId }: { sku: string; storeId: number | string },
) {
  const { payload } = req
  // System work on behalf of whoever restocked: the shopper rows are not theirs to read, hence overrideAccess.
  const waiting = await payload.find({
    collection: 'stock-interests',
    where: { and: [{ sku: { equals: sku } }, { status: { equals: 'waiting' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!waiting.docs.length) return 0
  const store = await payload.findByID({ collection: 'stores', id: storeId, depth: 0, overrideAccess: true, req })
  if (store?.type !== 'online') return 0
  // A shopper may wait both to be notified and to preorder the same size: all their rows are claimed, one email goes.
  const byEmail = new Map<string, Interest[]>()
  for (const i of waiting.docs as unknown as Interest[]) {
    const key = i.email.trim().toLowerCase()
    byEmail.set(key, [...(byEmail.get(key) ?? []), i])
  }
  let sent = 0
  for (const rows of byEmail.values()) {
    const claimed = await payload.update({
      collection: 'stock-interests',
      where: { and: [{ id: { in: rows.map((r) => r.id) } }, { status: { equals: 'waiting' } }] },
      data: { status: 'notified', notifiedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (claimed.docs.length === 0) continue
    const first = rows[0]
    const sizeSystem = await productSizeSystem(payload, first.productId, req)
    await queueEmail(payload, await backInStockEmail({ ...first, path: first.productPath || '/', sizeSystem }), req)
    sent++
  }
  if (sent) runEmailQueueSoon(payload)
  return sent
}
