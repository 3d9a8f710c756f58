// A shopper who explicitly gives up on the payment page (Stripe's cancel link, Cancel on the test checkout) gets the
// held units back on the shelf at once, instead of locking the last pair until the hold expires: the provider's
// session is expired first, so it can no longer be paid, then the hold is released through the shared fulfilment
// (once, whoever claims it first). A declined card is not a give-up: the session stays open for another try.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import { log } from '../platform/log'
import { paymentProvider, serverUrl } from '../payments'
import { applyPaymentEvent } from './fulfilment'

const linkToken = (payload: Payload, orderId: number) =>
  createHmac('sha256', payload.secret).update(`give-up:${orderId}`).digest('hex')

/** The provider's cancel link for an order: signed, so nobody can give up someone else's order by its id. */
export function giveUpUrl(payload: Payload, orderId: number) {
  const u = new URL('/api/payments/cancel', serverUrl())
  u.searchParams.set('order', String(orderId))
  u.searchParams.set('token', linkToken(payload, orderId))
  return u.toString()
}

export function giveUpLinkValid(payload: Payload, orderId: number, token: string) {
  const want = Buffer.from(linkToken(payload, orderId))
  const got = Buffer.from(token)
  return got.length === want.length && timingSafeEqual(got, want)
}

/**
 * The order a give-up link names, or null when the link is not ours or the order is gone. The signature is the
 * authority here (the shopper has no account), so the read is the system's own, made only once it holds.
 */
export async function orderForGiveUp(payload: Payload, orderId: number, token: string): Promise<Order | null> {
  if (!giveUpLinkValid(payload, orderId, token)) return null
  return (await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Order | null
}

/** Closes the session and gives the stock back; the order as it stands afterwards. */
export async function giveUp(payload: Payload, order: Order): Promise<Order> {
  const sessionId = order.payment?.sessionId
  if (order.status !== 'pending' || order.hold?.state !== 'held' || !sessionId) return order
  const provider = paymentProvider()
  // A session of another provider cannot be closed from here: its hold ends at expiry.
  if (provider.name !== order.payment?.provider) return order
  try {
    // Paid in the meantime: the payment event decides, nothing is given back.
    if (!(await provider.expireSession(sessionId))) return order
  } catch (err) {
    log.warn('The payment session could not be expired; the hold stays until it lapses', {
      order: order.number,
      err: String((err as Error)?.message ?? err),
    })
    return order
  }
  const after = await applyPaymentEvent(payload, {
    eventId: `give-up:${sessionId}`,
    sessionId,
    orderId: order.id,
    orderNumber: order.number,
    outcome: 'failed',
    type: 'checkout.session.given_up',
    provider: order.payment.provider,
  })
  return after ?? order
}
