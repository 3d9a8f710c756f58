// The shopper's side of a return: which lines of a delivered order may still go back (lookup) and the request
// itself. Two ways in: the signed link of the delivered email (the signature is the authority, the shopper may have
// no account), or the signed-in customer whose account holds the order. Either way the reads are the system's own,
// made only once that check holds.
import type { Payload, PayloadRequest } from 'payload'
import {
  type ReturnRefusal,
  coveredByReturns,
  remainingQuantities,
  returnDeadline,
  returnDecision,
} from '@/domain/returns'
import type { ReturnLookup, ReturnRequestInput } from '@/domain/schemas/returns'
import type { Order, Return } from '@/payload-types'
import { attachGuestOrders } from '../accounts/orders'
import type { SignedInCustomer } from '../accounts/session'
import { ApiError } from '../http/errors'
import { inTransaction } from '../platform/transaction'
import { claimOrder } from '../orders/claim'
import { returnLinkValid } from './links'
import { appendOrderLog, returnsOf } from './orderLog'

export interface ReturnView {
  number: string
  deadline: string | null
  refusal: ReturnRefusal | null
  lines: { sku: string; title: string; size: string | null; unitPrice: number; quantity: number; left: number }[]
  returns: { id: number; status: string; amount: number; createdAt: string }[]
}

const notFound = () => new ApiError(404, [{ field: 'order', message: 'Unknown order.' }])

/** The order a link or a signed-in customer may act on; 404 for anything else (no hint that the order exists). */
async function authorisedOrder(
  payload: Payload,
  input: { order: number; token?: string },
  customer: SignedInCustomer | null,
  req?: Partial<PayloadRequest>,
): Promise<Order> {
  const byLink = input.token ? returnLinkValid(payload, input.order, input.token) : false
  const byAccount = !byLink && customer ? (await attachGuestOrders(payload, customer)).includes(input.order) : false
  if (!byLink && !byAccount) throw notFound()
  const order = (await payload.findByID({
    collection: 'orders',
    id: input.order,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Order | null
  if (!order) throw notFound()
  return order
}

const decisionOrder = (order: Order) => ({
  status: order.status,
  deliveredAt: order.timeline?.deliveredAt,
  lines: (order.lines ?? []).map((l) => ({ sku: l.sku, unitPrice: l.unitPrice ?? 0, quantity: l.quantity })),
})

export async function returnView(
  payload: Payload,
  input: ReturnLookup,
  customer: SignedInCustomer | null,
  now = new Date(),
): Promise<ReturnView> {
  const order = await authorisedOrder(payload, input, customer)
  const returns = await returnsOf(payload, order.id)
  const left = remainingQuantities(decisionOrder(order).lines, coveredByReturns(returns))
  // Asking for one of anything still returnable tells whether the window and the state allow a return at all.
  const probe = (order.lines ?? []).filter((l) => (left.get(l.sku) ?? 0) > 0).slice(0, 1)
  const decision = returnDecision(
    decisionOrder(order),
    probe.map((l) => ({ sku: l.sku, quantity: 1 })),
    [],
    now,
  )
  return {
    number: order.number,
    deadline: order.timeline?.deliveredAt ? returnDeadline(new Date(order.timeline.deliveredAt)).toISOString() : null,
    refusal: decision.ok ? null : decision.reason,
    lines: (order.lines ?? []).map((l) => ({
      sku: l.sku,
      title: l.title,
      size: l.size ?? null,
      unitPrice: l.unitPrice ?? 0,
      quantity: l.quantity,
      left: Math.max(0, left.get(l.sku) ?? 0),
    })),
    returns: returns.map((r) => ({ id: r.id, status: r.status, amount: r.amount, createdAt: r.createdAt })),
  }
}

const REFUSALS: Record<ReturnRefusal, string> = {
  notDelivered: 'This order has not been delivered yet.',
  windowClosed: 'The 14 days for a return have passed.',
  custom: 'Custom and personalised items cannot be returned.',
  nothingLeft: 'Choose at least one item to return.',
  tooMany: 'That is more than is left to return.',
  unknownLine: 'That item is not in this order.',
}

async function byRequestId(payload: Payload, requestId: string, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'returns',
    where: { requestId: { equals: requestId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return (docs[0] as Return | undefined) ?? null
}

/** Makes the return (status requested) once per form: the same requestId again answers the return it made. */
export async function requestReturn(
  payload: Payload,
  input: ReturnRequestInput,
  customer: SignedInCustomer | null,
  now = new Date(),
): Promise<Return> {
  const seen = await byRequestId(payload, input.requestId)
  if (seen) {
    if (Number(typeof seen.order === 'object' ? seen.order.id : seen.order) !== input.order) throw notFound()
    return seen
  }
  try {
    return await inTransaction(payload, async (req) => {
      const order = await authorisedOrder(payload, input, customer, req)
      // The order row is locked for the rest of this transaction: two requests of one order are counted one after
      // the other, so together they never ask for more than was bought.
      if (!(await claimOrder(payload, req, order.id, order.status))) throw notFound()
      // The same form sent twice at once: the second, counted after the first, finds the return it made.
      const made = await byRequestId(payload, input.requestId, req)
      if (made) return made
      const earlier = await returnsOf(payload, order.id, req)
      const wanted = input.lines.filter((l) => l.quantity > 0)
      const decision = returnDecision(decisionOrder(order), wanted, coveredByReturns(earlier), now)
      if (!decision.ok) throw new ApiError(422, [{ field: 'lines', message: REFUSALS[decision.reason] }])
      const lines = wanted.map((w) => {
        const l = order.lines.find((x) => x.sku === w.sku)!
        return { sku: l.sku, title: l.title, size: l.size, unitPrice: l.unitPrice ?? 0, quantity: w.quantity }
      })
      const by = customer?.email ?? order.email
      const at = now.toISOString()
      const ret = (await payload.create({
        collection: 'returns',
        overrideAccess: true,
        depth: 0,
        req,
        data: {
          order: order.id,
          orderNumber: order.number,
          status: 'requested',
          reason: input.reason,
          note: input.note || undefined,
          locale: order.locale === 'fr' ? 'fr' : 'en',
          lines,
          amount: decision.amount,
          requestId: input.requestId,
          log: [{ at, by, change: 'requested' }],
        },
      })) as Return
      await appendOrderLog(payload, req, order.id, [
        { at, by, change: `return #${ret.id}: requested ${lines.map((l) => `${l.quantity} × ${l.sku}`).join(', ')}` },
      ])
      return ret
    })
  } catch (err) {
    // One form sent twice at once on Postgres: the second found no return yet, then lost on the unique requestId.
    const again = await byRequestId(payload, input.requestId)
    if (again && Number(typeof again.order === 'object' ? again.order.id : again.order) === input.order) return again
    throw err
  }
}
