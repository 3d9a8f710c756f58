import { describe, expect, it } from 'vitest'
import {
  STRIPE_EVENT_OUTCOMES,
  completesNow,
  conversionEvent,
  conversionKey,
  formatCardNumber,
  isSettled,
  maskEmail,
  outcomeForStripeEvent,
  testCardResult,
  type OrderSummary,
} from '@/domain/payments'
import { isSessionId, orderLookupSchema } from '@/domain/schemas/orderLookup'
import { isTestPaymentError, testPaymentSchema } from '@/domain/schemas/testPayment'

describe('Stripe event allow-list', () => {
  it('maps exactly the four checkout events', () => {
    expect(STRIPE_EVENT_OUTCOMES).toEqual({
      'checkout.session.completed': 'completed',
      'checkout.session.async_payment_succeeded': 'completed',
      'checkout.session.async_payment_failed': 'failed',
      'checkout.session.expired': 'expired',
    })
  })
  it.each([
    'payment_intent.succeeded',
    'charge.refunded',
    'checkout.session',
    'toString',
    '__proto__',
    'constructor',
    '',
  ])('ignores %j', (type) => {
    expect(outcomeForStripeEvent(type)).toBeNull()
  })
  it('a completed session waits for its async payment unless paid', () => {
    expect(completesNow('checkout.session.completed', 'paid')).toBe(true)
    expect(completesNow('checkout.session.completed', 'no_payment_required')).toBe(true)
    expect(completesNow('checkout.session.completed', 'unpaid')).toBe(false)
    expect(completesNow('checkout.session.completed', null)).toBe(false)
    expect(completesNow('checkout.session.async_payment_succeeded', 'paid')).toBe(true)
    expect(completesNow('checkout.session.expired', 'unpaid')).toBe(true)
  })
})

describe('test cards', () => {
  it.each(['4242 4242 4242 4242', '4242424242424242', '4242-4242-4242-4242', '5555 5555 5555 4444'])(
    '%s succeeds',
    (n) => expect(testCardResult(n)).toBe('succeeded'),
  )
  it.each(['4000 0000 0000 0002', '4000000000009995'])('%s is declined', (n) =>
    expect(testCardResult(n)).toBe('declined'),
  )
  it.each(['', '1234', '4242 4242 4242 4241', 'abcd'])('%j is invalid', (n) =>
    expect(testCardResult(n)).toBe('invalid'),
  )
  it('groups digits by four, drops letters, caps at 19 digits', () => {
    expect(formatCardNumber('42424242')).toBe('4242 4242')
    expect(formatCardNumber('4242 42a42')).toBe('4242 4242')
    expect(formatCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19)
    expect(formatCardNumber('')).toBe('')
  })
})

const order: OrderSummary = {
  number: 'MS-2611-00042',
  status: 'paid',
  email: 'c***@example.com',
  lines: [
    { sku: 'pumps-red-38', title: 'Vavin pumps', size: '38', color: 'Red', unitPrice: 69000, quantity: 2 },
    { sku: 'gloves-black-7', title: 'Gloves', size: '7', color: 'Black', unitPrice: 25050, quantity: 1 },
  ],
  total: 163050,
  currency: 'EUR',
}

describe('ad conversion', () => {
  it('carries transaction id, value in euros, currency EUR and items', () => {
    expect(conversionEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'MS-2611-00042',
        value: 1630.5,
        currency: 'EUR',
        items: [
          { item_id: 'pumps-red-38', item_name: 'Vavin pumps', item_variant: 'Red 38', price: 690, quantity: 2 },
          { item_id: 'gloves-black-7', item_name: 'Gloves', item_variant: 'Black 7', price: 250.5, quantity: 1 },
        ],
      },
    })
  })
  it('is keyed per order so a reload does not count twice', () => expect(conversionKey('MS-1')).toBe('conversion:MS-1'))
})

describe('order lookup', () => {
  it('masks the email', () => {
    expect(maskEmail('claire.dubois@example.fr')).toBe('c***@example.fr')
    expect(maskEmail('nope')).toBe('***')
  })
  it('only pending orders are still settling', () => {
    expect(isSettled('pending')).toBe(false)
    for (const s of ['paid', 'expired', 'cancelled', 'shipped'] as const) expect(isSettled(s)).toBe(true)
  })
  it.each(['cs_test_a1B2c3D4e5F6g7', 'cs_live_ABCDEFGHIJKLMNOP', `test_cs_${'ab'.repeat(12)}`])(
    'accepts session id %s',
    (id) => {
      expect(isSessionId(id)).toBe(true)
      expect(orderLookupSchema.safeParse({ session_id: id }).success).toBe(true)
    },
  )
  it.each(['', 'cs_test_', 'test_cs_123', `test_cs_${'zz'.repeat(12)}`, '1 OR 1=1', 'cs_test_abc/../x', 42])(
    'refuses %j',
    (id) => {
      expect(isSessionId(id)).toBe(false)
      expect(orderLookupSchema.safeParse({ session_id: id }).success).toBe(false)
    },
  )
})

describe('test payment form', () => {
  it('takes pay with a card, or cancel', () => {
    expect(testPaymentSchema.parse({ action: 'pay', card: ' 4242 ' })).toEqual({ action: 'pay', card: '4242' })
    expect(testPaymentSchema.parse({ action: 'cancel' })).toEqual({ action: 'cancel' })
  })
  it('refuses anything else', () => {
    expect(testPaymentSchema.safeParse({ action: 'refund' }).success).toBe(false)
    expect(testPaymentSchema.safeParse({}).success).toBe(false)
    expect(testPaymentSchema.safeParse({ action: 'pay', card: 'x'.repeat(41) }).success).toBe(false)
  })
  it('knows its error reasons', () => {
    for (const e of ['declined', 'invalid', 'closed']) expect(isTestPaymentError(e)).toBe(true)
    expect(isTestPaymentError('<script>')).toBe(false)
  })
})
