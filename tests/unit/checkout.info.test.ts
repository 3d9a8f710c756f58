import { describe, expect, it } from 'vitest'
import { createCheckoutInfoSchema, formatZodIssues } from '@/domain/schemas/checkout'
import { defaultCheckoutLabels, defaultCheckoutMessages } from '@/domain/schemas/messages'

const checkoutInfoSchema = createCheckoutInfoSchema()

const valid = {
  email: 'claire@example.fr',
  shippingAddress: {
    fullName: 'Claire Dubois',
    addressLine1: '12 rue de Rivoli',
    city: 'Paris',
    postalCode: '75001',
    country: 'FR',
  },
}
type Address = Record<string, unknown>
const withAddress = (over: Address) => ({ ...valid, shippingAddress: { ...valid.shippingAddress, ...over } })
const issues = (input: unknown, schema = checkoutInfoSchema) => {
  const r = schema.safeParse(input)
  return r.success ? [] : formatZodIssues(r.error)
}

describe('checkout messages', () => {
  it('keeps the product strings and labels word for word', () => {
    expect(defaultCheckoutMessages).toEqual({
      invalidEmail: 'Please enter a valid email address.',
      required: 'Please fill in {label}.',
      invalidPostalCode: 'Please enter a valid postal code.',
      invalidPhone: 'Please enter a valid phone number.',
    })
    expect(defaultCheckoutLabels).toEqual({
      fullName: 'Full Name',
      addressLine1: 'Address Line 1',
      city: 'City',
      postalCode: 'Postal Code',
      country: 'Country',
    })
  })
})

describe('createCheckoutInfoSchema', () => {
  it('accepts a valid panel and trims', () => {
    const out = checkoutInfoSchema.parse(withAddress({ fullName: '  Claire Dubois ', addressLine2: '  ', phone: '' }))
    expect(out.shippingAddress.fullName).toBe('Claire Dubois')
    expect(out.shippingAddress.addressLine2).toBeUndefined()
    expect(out.shippingAddress.phone).toBeUndefined()
  })

  it.each([
    ['a@b.co', true],
    ['  a@b.co  ', true],
    ['claire.dubois+shop@example.fr', true],
    ['', false],
    ['claire', false],
    ['claire@', false],
    ['@example.fr', false],
    ['claire@example', false],
    ['cl aire@example.fr', false],
  ])('email %j valid: %s', (email, ok) => {
    const found = issues({ ...valid, email })
    expect(found).toEqual(ok ? [] : [{ field: 'email', message: 'Please enter a valid email address.' }])
  })

  it.each([
    ['fullName', 'Please fill in Full Name.'],
    ['addressLine1', 'Please fill in Address Line 1.'],
    ['city', 'Please fill in City.'],
    ['postalCode', 'Please fill in Postal Code.'],
    ['country', 'Please fill in Country.'],
  ])('%s blank or missing → %s', (key, message) => {
    const field = `shippingAddress.${key}`
    expect(issues(withAddress({ [key]: '   ' }))).toEqual([{ field, message }])
    expect(issues(withAddress({ [key]: undefined }))).toEqual([{ field, message }])
  })

  it.each([
    ['75001', true],
    ['1000', true],
    ['100', false],
    ['12345678901', false],
    ['1234567890', true],
    ['75 001', true],
    [' 7 5 0 0 1 ', true],
    ['SW1A 1AA', false],
    ['75-001', false],
    ['7500a', false],
  ])('postal code %j valid: %s', (postalCode, ok) => {
    const expected = ok ? [] : [{ field: 'shippingAddress.postalCode', message: 'Please enter a valid postal code.' }]
    expect(issues(withAddress({ postalCode }))).toEqual(expected)
  })

  it.each([
    ['FR', 'FR'],
    ['gb', 'GB'],
    [' de ', 'DE'],
  ])('country %j is read as %s', (country, expected) => {
    expect(checkoutInfoSchema.parse(withAddress({ country })).shippingAddress.country).toBe(expected)
  })

  it.each(['US', 'UA', 'XX', 'France'])('country %s outside the list → the required message', (country) => {
    expect(issues(withAddress({ country }))).toEqual([
      { field: 'shippingAddress.country', message: 'Please fill in Country.' },
    ])
  })

  it.each([
    ['+33 1 23 45 67 89', true],
    ['0123456789', true],
    ['(01) 23-45-67', true],
    ['12345678', true],
    ['+12345678', true],
    ['1234567', false],
    ['+1234567', false],
    ['01 23 45 67 8x', false],
    ['++33123456789', false],
    ['33+123456789', false],
  ])('phone %j valid: %s', (phone, ok) => {
    const expected = ok ? [] : [{ field: 'shippingAddress.phone', message: 'Please enter a valid phone number.' }]
    expect(issues(withAddress({ phone }))).toEqual(expected)
  })

  it('reports every failing field at once, one message each', () => {
    const found = issues({
      email: 'x',
      shippingAddress: { fullName: '', addressLine1: '', city: '', postalCode: '', country: '' },
    })
    expect(found.map((i) => i.field)).toEqual([
      'email',
      'shippingAddress.fullName',
      'shippingAddress.addressLine1',
      'shippingAddress.city',
      'shippingAddress.postalCode',
      'shippingAddress.country',
    ])
  })

  it('uses the messages and labels passed by the French UI', () => {
    const fr = createCheckoutInfoSchema(
      { required: 'Veuillez renseigner {label}.', invalidPostalCode: 'Code postal invalide.' },
      { city: 'la ville' },
    )
    expect(issues(withAddress({ city: '', postalCode: '12' }), fr)).toEqual([
      { field: 'shippingAddress.city', message: 'Veuillez renseigner la ville.' },
      { field: 'shippingAddress.postalCode', message: 'Code postal invalide.' },
    ])
    expect(issues({ ...valid, email: 'no' }, fr)[0]?.message).toBe('Please enter a valid email address.')
  })
})
