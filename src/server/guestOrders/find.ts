// "Find my order": a guest gives the email and the number of an order; when both are one order's, the order's link
// (./link.ts) is mailed to the address the order was placed with. The answer never says which: it is given before
// the order is looked up (afterAnswer, as a forgotten password is), so a match and a miss get the same words in the
// same time, and only the mailbox learns the difference. An order never paid (pending, expired) has nothing to
// follow and gets no mail either.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import type { FindOrderInput } from '@/domain/schemas/findOrder'
import { findOrderSchema } from '@/domain/schemas/findOrder'
import type { Order } from '@/payload-types'
import { normalizeEmail } from '../accounts/guard'
import { afterAnswer } from '../accounts/mail'
import { orderLinkEmail } from '../email/messages'
import { queueEmail, runEmailQueueSoon } from '../email/queue'
import { messagesFor, perLocale } from '../http/copy'
import { LINK_DAYS, orderPageUrl } from '../orderLinks/orderPage'
import { orderNumbered } from './view'

export const findOrderSchemaFor = perLocale((l: Locale) =>
  findOrderSchema({
    invalidEmail: messagesFor(l).account.errors.invalidEmail,
    invalidNumber: messagesFor(l).account.findOrder.invalidNumber,
  }),
)

const NOTHING_TO_FOLLOW = new Set<Order['status']>(['pending', 'expired'])

/** The order with this number, when it was placed with this address (any case) and paid at some point. */
async function orderByPair(payload: Payload, email: string, number: string): Promise<Order | null> {
  const order = await orderNumbered(payload, number)
  if (!order || normalizeEmail(order.email) !== normalizeEmail(email) || NOTHING_TO_FOLLOW.has(order.status))
    return null
  return order
}

/** Mails the order's link after the answer when the pair is an order's; nothing otherwise. */
export function mailOrderLink(payload: Payload, l: Locale, input: FindOrderInput): void {
  afterAnswer(async () => {
    const order = await orderByPair(payload, input.email, input.number)
    if (!order) return
    const href = orderPageUrl(payload, order, l)
    await queueEmail(
      payload,
      await orderLinkEmail({ to: order.email, locale: l, number: order.number, href, days: LINK_DAYS }),
    )
    runEmailQueueSoon(payload)
  })
}
