// Payment rules shared by the webhook, the built-in test checkout and the success page. Pure: no I/O.
import type { SizeSystem } from './orderLines'
import type { OrderStatus } from './orders'
import type { VatRegime } from './vat'

export type PaymentOutcome = 'completed' | 'failed' | 'expired'

// The only Stripe events we act on. Anything else is acknowledged and ignored.
export const STRIPE_EVENT_OUTCOMES = {
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'completed',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
} as const satisfies Record<string, PaymentOutcome>

export type HandledStripeEvent = keyof typeof STRIPE_EVENT_OUTCOMES

export const outcomeForStripeEvent = (type: string): PaymentOutcome | null =>
  Object.hasOwn(STRIPE_EVENT_OUTCOMES, type) ? STRIPE_EVENT_OUTCOMES[type as HandledStripeEvent] : null

/**
 * A completed session whose payment is still pending (bank debits, SEPA…) is not paid yet: Stripe sends
 * async_payment_succeeded later. 'paid' and 'no_payment_required' complete the order now.
 */
export const completesNow = (type: string, paymentStatus: string | null | undefined) =>
  type !== 'checkout.session.completed' || paymentStatus === 'paid' || paymentStatus === 'no_payment_required'

// Stripe's documented test cards (https://docs.stripe.com/testing): the test checkout accepts the same ones.
export const TEST_CARDS_SUCCEED = ['4242424242424242', '5555555555554444', '4000056655665556'] as const
export const TEST_CARDS_DECLINE = ['4000000000000002', '4000000000009995', '4000000000000069'] as const

export type TestCardResult = 'succeeded' | 'declined' | 'invalid'

export const normalizeCardNumber = (value: string) => value.replace(/[\s-]/g, '')

export function testCardResult(value: string): TestCardResult {
  const n = normalizeCardNumber(value)
  if ((TEST_CARDS_SUCCEED as readonly string[]).includes(n)) return 'succeeded'
  if ((TEST_CARDS_DECLINE as readonly string[]).includes(n)) return 'declined'
  return 'invalid'
}

/** Groups digits by four as the shopper types: '42424242' → '4242 4242'. */
export const formatCardNumber = (value: string) =>
  normalizeCardNumber(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** What the success page may learn about an order from its (unguessable) session id. */
export interface OrderSummary {
  number: string
  status: OrderStatus
  email: string
  /** Title and colour in the reader's language; the size system names the size (pointure or taille). */
  lines: {
    sku: string
    title: string
    size: string
    sizeSystem?: SizeSystem
    color: string
    unitPrice: number
    quantity: number
  }[]
  /** Shipping in cents, included in the total, and the delivery country it was priced for. */
  shipping?: number
  country?: string
  total: number
  /** The VAT inside the total as the order stored it (none on an export): the success page's VAT line. */
  vat?: { regime: VatRegime; rate: number; amount: number }
  currency: 'EUR'
}

/** Masks the address so a leaked success URL shows no full email: 'claire.dubois@x.fr' → 'c***@x.fr'. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email[0]}***${email.slice(at)}`
}

// The success page polls while the webhook is on its way: once a second, for at most 20 seconds.
export const SUCCESS_POLL_MS = 1000
export const SUCCESS_POLL_MAX = 20

/** Orders that will not become paid by waiting longer. */
export const isSettled = (status: OrderStatus) => status !== 'pending'

/** The ad conversion: transaction id, value, currency EUR and items, in the GA4 ecommerce shape. */
export function conversionEvent(order: OrderSummary) {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      value: order.total / 100,
      currency: order.currency,
      items: order.lines.map((l) => ({
        item_id: l.sku,
        item_name: l.title,
        item_variant: `${l.color} ${l.size}`.trim(),
        price: l.unitPrice / 100,
        quantity: l.quantity,
      })),
    },
  }
}

/** The conversion fires once per order even if the shopper reloads the success page. */
export const conversionKey = (orderNumber: string) => `conversion:${orderNumber}`
