// The built-in test checkout's decisions: what a pay or cancel on /checkout/test/{session} does. It drives the
// same fulfilment as Stripe's webhook. Like Stripe's hosted page, a decline keeps the shopper on the page with the
// session open; cancel is the shopper giving up, as Stripe's cancel link: the held units go back at once.
import type { Payload } from 'payload'
import { testCardResult } from '@/domain/payments'
import type { TestPayment, TestPaymentError } from '@/domain/schemas/testPayment'
import type { Order } from '@/payload-types'
import { applyPaymentEvent } from './fulfilment'
import { giveUp } from './giveUp'
import { onSite } from '../payments/returnUrls'

export type TestCheckoutResult = { redirect: string } | { error: TestPaymentError }

export const isOpen = (order: Order, now = new Date()) =>
  order.status === 'pending' &&
  order.hold?.state === 'held' &&
  (!order.hold.expiresAt || new Date(order.hold.expiresAt) > now)

export function successRedirect(order: Order) {
  const prefix = order.locale === 'fr' ? '/fr' : ''
  const u = onSite(order.payment?.successUrl, `${prefix}/checkout/success`)
  u.searchParams.set('session_id', order.payment!.sessionId!)
  return u.toString()
}

export async function runTestPayment(payload: Payload, order: Order, input: TestPayment): Promise<TestCheckoutResult> {
  if (input.action === 'cancel') {
    await giveUp(payload, order)
    return { redirect: onSite(order.payment?.cancelUrl).toString() }
  }
  if (order.status === 'paid') return { redirect: successRedirect(order) }
  if (!isOpen(order)) return { error: 'closed' }
  const card = testCardResult(input.card ?? '')
  if (card !== 'succeeded') return { error: card }
  const sessionId = order.payment!.sessionId!
  const after = await applyPaymentEvent(payload, {
    // One payment per session: a double-submitted form is the same event, deduplicated by fulfilment.
    eventId: `test_evt_${sessionId}`,
    sessionId,
    outcome: 'completed',
    type: 'checkout.session.completed',
    provider: 'test',
  })
  if (after?.status !== 'paid') return { error: 'closed' }
  return { redirect: successRedirect(after) }
}
