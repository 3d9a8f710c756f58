// The shopper's side of a return: which lines of a delivered order may still go back (lookup) and the request
// itself. Two ways in: the signed link of the delivered email (the signature is the authority, the shopper may have
// no account), or the signed-in customer whose account holds the order. Either way the reads are the system's own,
// made only once that check holds.
import type { Payload, PayloadRequest } from 'payload'
import { type ReturnRefusal, remainingQuantities, returnDeadline, returnDecision } from '@/domain/returns'
import type { Locale } from '@/domain/locale'
import { type SizeSystem, lineWords } from '@/domain/orderLines'
import type { ReturnLookup, ReturnRequestInput } from '@/domain/schemas/returns'
import type { Order, Return } from '@/payload-types'
import { attachGuestOrders } from '../accounts/orders'
import type { SignedInCustomer } from '../http/customerSession'
import { ApiError } from '../http/errors'
import { inTransaction } from '../platform/transaction'
import { claimOrder } from '../orders/rows'
import { returnLinkValid } from '../orderLinks/returnForm'
import { appendOrderLog, coveredPairs, returnsOf } from './orderLog'

export interface ReturnView {
  number: string
  deadline: string | null
  refusal: ReturnRefusal | null
  lines: {
    sku: string
    /** In the page's language (both are stored on the order line); the size system names the size. */
    title: string
    size: string | null
    sizeSystem: SizeSystem
    unitPrice: number
    quantity: number
    left: number
    /** Made to order: never returnable (left is 0), while the order's other lines may go back. */
    custom: boolean
  }[]
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
  lines: (order.lines ?? []).map((l) => ({
    sku: l.sku,
    unitPrice: l.unitPrice ?? 0,
    quantity: l.quantity,
    custom: l.custom === true,
  })),
})

export async function returnView(
  payload: Payload,
  input: ReturnLookup,
  customer: SignedInCustomer | null,
  now = new Date(),
): Promise<ReturnView> {
  const locale = (input.locale ?? 'en') as Locale
  const order = await authorisedOrder(payload, input, customer)
  const returns = await returnsOf(payload, order.id)
  // Pairs already asked back, or refunded from the order by the service team, are no longer offered.
  const left = remainingQuantities(decisionOrder(order).lines, await coveredPairs(payload, order.id))
  // Asking for one of anything still returnable tells whether the window and the state allow a return at all; a
  // custom line is probed only when nothing else is left (then the answer is that custom pairs do not go back).
  const open = (order.lines ?? []).filter((l) => (left.get(l.sku) ?? 0) > 0)
  const probe = [...open.filter((l) => !l.custom), ...open.filter((l) => l.custom)].slice(0, 1)
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
      title: lineWords(l, locale).title,
      size: l.size ?? null,
      sizeSystem: lineWords(l, locale).sizeSystem,
      unitPrice: l.unitPrice ?? 0,
      quantity: l.quantity,
      left: l.custom ? 0 : Math.max(0, left.get(l.sku) ?? 0),
      custom: l.custom === true,
    })),
    returns: returns.map((r) => ({ id: r.id, status: r.status, amount: r.amount, createdAt: r.createdAt })),
  }
}

// The refusals of a request, in the shopper's language (the form shows them as they are).
const REFUSALS: Record<'en' | 'fr', Record<ReturnRefusal, string>> = {
  en: {
    notDelivered: 'This order has not been delivered yet.',
    windowClosed: 'The 14 days for a return have passed.',
    custom: 'Custom and personalised items cannot be returned.',
    nothingLeft: 'Choose at least one item to return.',
    tooMany: 'That is more than is left to return.',
    unknownLine: 'That item is not in this order.',
  },
  fr: {
    notDelivered: 'Cette commande n’a pas encore été livrée.',
    windowClosed: 'Le délai de 14\u00a0jours pour un retour est dépassé.',
    custom: 'Les articles sur mesure ou personnalisés ne peuvent pas être retournés.',
    nothingLeft: 'Choisissez au moins un article à retourner.',
    tooMany: 'C’est plus que ce qu’il reste à retourner.',
    unknownLine: 'Cet article ne fait pas partie de cette commande.',
  },
}

/** A custom line named: the shopper learns which pair cannot go back, and that the others still can. */
const CUSTOM_LINE = {
  en: (title: string) =>
    `${title} is a custom pair: custom and personalised items cannot be returned. The other items of your order can still be returned.`,
  fr: (title: string) =>
    `${title} est une paire sur mesure\u00a0: les articles sur mesure ou personnalisés ne peuvent pas être retournés. Les autres articles de votre commande peuvent toujours l’être.`,
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
      const wanted = input.lines.filter((l) => l.quantity > 0)
      // Pairs already asked back, or refunded from the order by the service team, cannot be asked back again.
      const decision = returnDecision(decisionOrder(order), wanted, await coveredPairs(payload, order.id, req), now)
      if (!decision.ok) {
        const l = (input.locale ?? order.locale) === 'fr' ? 'fr' : 'en'
        const line = decision.sku ? order.lines.find((x) => x.sku === decision.sku) : undefined
        const message =
          decision.reason === 'custom' && line ? CUSTOM_LINE[l](lineWords(line, l).title) : REFUSALS[l][decision.reason]
        throw new ApiError(422, [{ field: 'lines', message }])
      }
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
