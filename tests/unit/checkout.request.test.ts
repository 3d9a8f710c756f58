import { describe, expect, it } from 'vitest'
import type { CartItem } from '@/domain/cart/types'
import {
  checkoutInfoToRequest,
  createCheckoutInfoSchema,
  createCheckoutSessionRequestSchema,
  formatZodIssues,
} from '@/domain/schemas/checkout'
import { MAX_CART_LINES } from '@/domain/schemas/checkoutRequest'

const checkoutInfoSchema = createCheckoutInfoSchema()
const checkoutSessionRequestSchema = createCheckoutSessionRequestSchema()

const cartItem: CartItem = {
  id: 'pumps-black-38:38',
  product_id: 'pumps-black-38',
  title: 'Pumps',
  price: 69000,
  quantity: 2,
  image: '/p.jpg',
  size: '38',
  color: 'black',
  type: 'pumps',
}
const body = {
  items: [{ id: 'a', product_id: 'pumps-black-38', quantity: 1, size: '38' }],
  email: 'claire@example.fr',
  shippingAddress: {
    name: 'Claire Dubois',
    address: { line1: '12 rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' },
  },
  successUrl: 'https://shop.test/checkout/success',
  cancelUrl: 'https://shop.test/',
}
const fields = (input: unknown) => {
  const r = checkoutSessionRequestSchema.safeParse(input)
  return r.success ? [] : formatZodIssues(r.error)
}

describe('createCheckoutSessionRequestSchema', () => {
  it('accepts the minimal wire payload and defaults the locale to en', () => {
    const out = checkoutSessionRequestSchema.parse(body)
    expect(out.locale).toBe('en')
    expect(out.requestId).toBeUndefined()
  })

  it.each([
    ['quantity 0', { items: [{ ...body.items[0], quantity: 0 }] }, 'items.0.quantity'],
    ['quantity 21', { items: [{ ...body.items[0], quantity: 21 }] }, 'items.0.quantity'],
    ['quantity 1.5', { items: [{ ...body.items[0], quantity: 1.5 }] }, 'items.0.quantity'],
    ['no size', { items: [{ ...body.items[0], size: undefined }] }, 'items.0.size'],
    ['no product_id', { items: [{ ...body.items[0], product_id: '' }] }, 'items.0.product_id'],
    ['negative price', { items: [{ ...body.items[0], price: -1 }] }, 'items.0.price'],
    ['too many lines', { items: Array.from({ length: MAX_CART_LINES + 1 }, () => body.items[0]) }, 'items'],
    ['bad email', { email: 'nope' }, 'email'],
    ['javascript: success url', { successUrl: 'javascript:alert(1)' }, 'successUrl'],
    ['relative cancel url', { cancelUrl: '/checkout/cancel' }, 'cancelUrl'],
    ['short requestId', { requestId: 'abc' }, 'requestId'],
    ['unknown locale', { locale: 'de' }, 'locale'],
  ])('rejects %s at %s', (_, over, field) => {
    expect(fields({ ...body, ...over }).map((i) => i.field)).toEqual([field])
  })

  it.each([1, 20])('accepts quantity %s (bounds 1..20)', (quantity) => {
    expect(fields({ ...body, items: [{ ...body.items[0], quantity }] })).toEqual([])
  })

  it.each([1, MAX_CART_LINES])('accepts %s lines (bounds 1..50)', (n) => {
    expect(fields({ ...body, items: Array.from({ length: n }, () => body.items[0]) })).toEqual([])
  })

  it('says the cart is empty for zero items', () => {
    expect(fields({ ...body, items: [] })).toEqual([{ field: 'items', message: 'Your cart is empty' }])
  })

  it.each([
    ['name', { name: ' ' }, 'shippingAddress.name', 'Please fill in Full Name.'],
    [
      'line1',
      { address: { ...body.shippingAddress.address, line1: '' } },
      'shippingAddress.address.line1',
      'Please fill in Address Line 1.',
    ],
    [
      'city',
      { address: { ...body.shippingAddress.address, city: '' } },
      'shippingAddress.address.city',
      'Please fill in City.',
    ],
    [
      'postal_code',
      { address: { ...body.shippingAddress.address, postal_code: '123' } },
      'shippingAddress.address.postal_code',
      'Please enter a valid postal code.',
    ],
    [
      'country',
      { address: { ...body.shippingAddress.address, country: 'US' } },
      'shippingAddress.address.country',
      'Please fill in Country.',
    ],
    ['phone', { phone: '12-34' }, 'shippingAddress.phone', 'Please enter a valid phone number.'],
  ])('uses the SPEC messages for %s', (_, over, field, message) => {
    expect(fields({ ...body, shippingAddress: { ...body.shippingAddress, ...over } })).toEqual([{ field, message }])
  })

  it('takes French messages', () => {
    const fr = createCheckoutSessionRequestSchema({ invalidEmail: 'Adresse e-mail invalide.' })
    const r = fr.safeParse({ ...body, email: 'x' })
    expect(r.success ? [] : formatZodIssues(r.error)).toEqual([{ field: 'email', message: 'Adresse e-mail invalide.' }])
  })
})

describe('checkoutInfoToRequest', () => {
  it('maps the panel shape to the wire shape, which the wire schema accepts', () => {
    const info = checkoutInfoSchema.parse({
      email: 'claire@example.fr',
      shippingAddress: {
        fullName: 'Claire',
        addressLine1: '1 rue A',
        addressLine2: 'Bât. B',
        city: 'Paris',
        postalCode: '75 001',
        country: 'fr',
        phone: '+33 6 12 34 56 78',
      },
    })
    const urls = {
      successUrl: 'https://shop.test/fr/checkout/success',
      cancelUrl: 'https://shop.test/fr',
      requestId: 'req-12345678',
      locale: 'fr' as const,
    }
    const wire = checkoutInfoToRequest(info, [cartItem], urls)
    expect(wire).toEqual({
      items: [
        {
          id: 'pumps-black-38:38',
          product_id: 'pumps-black-38',
          title: 'Pumps',
          price: 69000,
          quantity: 2,
          size: '38',
          color: 'black',
          type: 'pumps',
          image: '/p.jpg',
          variant: undefined,
        },
      ],
      email: 'claire@example.fr',
      shippingAddress: {
        name: 'Claire',
        address: { line1: '1 rue A', line2: 'Bât. B', city: 'Paris', postal_code: '75 001', country: 'FR' },
        phone: '+33 6 12 34 56 78',
      },
      ...urls,
    })
    expect(checkoutSessionRequestSchema.parse(wire).locale).toBe('fr')
  })
})
