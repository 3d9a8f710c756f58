import { describe, expect, it } from 'vitest'
import { STOCK_INTEREST_KINDS, createNewsletterSchema, createStockInterestSchema } from '@/domain/schemas/forms'
import { formatZodIssues } from '@/domain/schemas/issues'
import en from '../../messages/en.json'

const newsletterSchema = createNewsletterSchema()
const stockInterestSchema = createStockInterestSchema()

const fields = (r: { success: boolean; error?: Parameters<typeof formatZodIssues>[0] }) =>
  r.success || !r.error ? [] : formatZodIssues(r.error)

describe('newsletterSchema', () => {
  const valid = { email: 'claire@example.fr', consent: true, requestId: 'nl-12345678', locale: 'fr' }

  it.each([
    ['valid', {}, []],
    ['consent false', { consent: false }, [{ field: 'consent', message: 'Please fill in Consent.' }]],
    ['consent missing', { consent: undefined }, [{ field: 'consent', message: 'Please fill in Consent.' }]],
    ['consent "true" string', { consent: 'true' }, [{ field: 'consent', message: 'Please fill in Consent.' }]],
    ['email missing', { email: undefined }, [{ field: 'email', message: 'Please enter a valid email address.' }]],
    ['email blank', { email: '  ' }, [{ field: 'email', message: 'Please enter a valid email address.' }]],
  ])('%s', (_, over, expected) => {
    expect(fields(newsletterSchema.safeParse({ ...valid, ...over }))).toEqual(expected)
  })

  it('takes a French consent label', () => {
    const fr = createNewsletterSchema({ consent: 'le consentement' }, { required: 'Veuillez cocher {label}.' })
    expect(fields(fr.safeParse({ ...valid, consent: false }))).toEqual([
      { field: 'consent', message: 'Veuillez cocher le consentement.' },
    ])
  })

  it('keeps the joining label', () => expect(en.requests.newsletter.joining).toBe('Joining...'))
})

describe('stockInterestSchema', () => {
  const valid = {
    productId: '7',
    sku: 'sandals-gold-38',
    size: '38',
    email: 'a@b.fr',
    kind: 'notify',
    requestId: 'si-12345678',
    locale: 'en',
  }

  it.each([
    ['valid notify', {}, []],
    ['valid preorder', { kind: 'preorder' }, []],
    ['numeric productId', { productId: 7 }, []],
    ['unknown kind', { kind: 'reserve' }, ['kind']],
    ['no sku', { sku: '' }, ['sku']],
    ['no size', { size: undefined }, ['size']],
    ['no productId', { productId: undefined }, ['productId']],
    ['no requestId', { requestId: undefined }, ['requestId']],
  ])('%s', (_, over, expected) => {
    expect(fields(stockInterestSchema.safeParse({ ...valid, ...over })).map((i) => i.field)).toEqual(expected)
  })

  it('turns a numeric productId into a string and names the kinds', () => {
    expect(stockInterestSchema.parse({ ...valid, productId: 7 }).productId).toBe('7')
    expect(STOCK_INTEREST_KINDS).toEqual(['notify', 'preorder'])
  })
})
