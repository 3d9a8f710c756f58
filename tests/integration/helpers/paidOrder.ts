// An order placed through the real checkout and paid by the test provider's completion event: what the tests of
// what happens after payment (invoices, returns, credit notes) start from.
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'

const SITE = process.env.SERVER_URL || 'http://localhost:3000'
let n = 0

export async function paidOrder(
  payload: Payload,
  {
    sku,
    size,
    quantity = 1,
    email,
    country = 'FR',
    locale = 'fr',
  }: { sku: string; size: string; quantity?: number; email: string; country?: string; locale?: 'en' | 'fr' },
): Promise<Order> {
  const { orderId } = await createCheckout(payload, {
    items: [{ product_id: sku, quantity, size }],
    email,
    shippingAddress: {
      name: 'Claire Dubois',
      address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country },
    },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/`,
    locale,
  })
  const pending = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
  await applyPaymentEvent(payload, {
    eventId: `evt_paid_${orderId}_${++n}_${Date.now()}`,
    sessionId: pending.payment!.sessionId!,
    outcome: 'completed',
    type: 'checkout.session.completed',
    provider: 'test',
  })
  return payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
}
