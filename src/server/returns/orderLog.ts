// A return's steps on its order: the returns of an order, and the order's timeline (its change log: who, when,
// what), which the backoffice shows at the top of the order. Written by the system inside the step's transaction.
import type { Payload, PayloadRequest } from 'payload'
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
