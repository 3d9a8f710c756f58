// A return's steps on its order: the returns of an order, and the order's timeline (its change log: who, when,
// what), which the backoffice shows at the top of the order. Written by the system inside the step's transaction.
// Also what of the order can no longer be sent back (coveredPairs).
import type { Payload, PayloadRequest } from 'payload'
import { pairsRefundedFromOrder } from '@/domain/refunds'
import { coveredByReturns } from '@/domain/returns'
import type { Order, Return } from '@/payload-types'

export async function returnsOf(payload: Payload, orderId: number, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'returns',
    where: { order: { equals: orderId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs as Return[]
}

type Entry = NonNullable<Order['changeLog']>[number]

export async function appendOrderLog(
  payload: Payload,
  req: Partial<PayloadRequest>,
  orderId: number,
  entries: Entry[],
  status?: Order['status'],
) {
  // Read again inside the transaction (the order row is claimed by the caller): no entry of another step is lost.
  const order = (await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    req,
  })) as Order
  return (await payload.update({
    collection: 'orders',
    id: order.id,
    depth: 0,
    overrideAccess: true,
    req,
    data: { changeLog: [...(order.changeLog ?? []), ...entries], ...(status ? { status } : {}) },
  })) as Order
}

/** What is no longer returnable on the order: the pairs of its returns (not declined) and those refunded from the
 *  order outside any return (src/domain). */
export async function coveredPairs(payload: Payload, orderId: number, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'refunds',
    where: { order: { equals: orderId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return [...coveredByReturns(await returnsOf(payload, orderId, req)), ...pairsRefundedFromOrder(docs)]
}
