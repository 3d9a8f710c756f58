import { describe, expect, it } from 'vitest'
import { CONTACT_REASONS, createContactSchema, isBot } from '@/domain/schemas/forms'
import { formatZodIssues } from '@/domain/schemas/issues'
import en from '../../messages/en.json'

const contactSchema = createContactSchema()

const valid = {
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.fr',
  reason: 'order',
  message: 'Where is my order?',
  newsletter: true,
  requestId: '3f1c2a9e-1b2c-4d5e-8f90-123456789abc',
  locale: 'fr',
}
const issues = (input: unknown, schema = contactSchema) => {
  const r = schema.safeParse(input)
  return r.success ? [] : formatZodIssues(r.error)
}

describe('contactSchema', () => {
  it('accepts a full message, trims, defaults newsletter to false', () => {
    const { newsletter: _, ...rest } = valid
    const out = contactSchema.parse({ ...rest, firstName: ' Claire ', address: '  ' })
    expect(out.firstName).toBe('Claire')
    expect(out.address).toBeUndefined()
    expect(out.newsletter).toBe(false)
  })

  it('lists the seven reasons', () => {
    expect(CONTACT_REASONS).toEqual(['general', 'order', 'product', 'support', 'wholesale', 'press', 'other'])
  })

  it.each([
    ['firstName', '', 'Please fill in First Name.'],
    ['lastName', ' ', 'Please fill in Last Name.'],
    ['email', 'claire@', 'Please enter a valid email address.'],
    ['reason', 'complaint', 'Please fill in Reason.'],
    ['reason', undefined, 'Please fill in Reason.'],
    ['message', '   ', 'Please fill in Message.'],
    ['message', 'x'.repeat(5001), 'Message is too long.'],
    ['firstName', 'x'.repeat(101), 'First Name is too long.'],
    ['address', 'x'.repeat(501), 'Address is too long.'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(issues({ ...valid, [field]: value })).toEqual([{ field, message }])
  })

  it.each([
    ['message of exactly 5000 characters', { message: 'x'.repeat(5000) }, []],
    ['requestId of 7 characters', { requestId: 'abcdefg' }, ['requestId']],
    ['requestId of 8 characters', { requestId: 'abcdefgh' }, []],
    ['requestId of 65 characters', { requestId: 'a'.repeat(65) }, ['requestId']],
    ['requestId with a slash', { requestId: 'abc/defgh' }, ['requestId']],
    ['locale de', { locale: 'de' }, ['locale']],
    ['newsletter as a string', { newsletter: 'yes' }, ['newsletter']],
  ])('%s', (_, over, expected) => {
    expect(issues({ ...valid, ...over }).map((i) => i.field)).toEqual(expected)
  })

  it('takes French labels and messages', () => {
    const fr = createContactSchema({ firstName: 'le prénom' }, { required: 'Veuillez renseigner {label}.' })
    expect(issues({ ...valid, firstName: '' }, fr)).toEqual([
      { field: 'firstName', message: 'Veuillez renseigner le prénom.' },
    ])
  })
})

describe('honeypot', () => {
  it.each([
    [{}, false],
    [{ website: '' }, false],
    [{ website: '  ' }, false],
    [{ website: 'http://spam.example' }, true],
  ])('isBot(%j) → %s', (data, expected) => expect(isBot(data)).toBe(expected))

  it('parses a filled honeypot so the handler can answer success silently', () => {
    expect(contactSchema.parse({ ...valid, website: 'spam' }).website).toBe('spam')
  })
})

describe('contact copy', () => {
  it('is kept word for word', () => {
    const c = en.requests.contact
    expect(c.success).toBe('Your message has been sent successfully!')
    expect(c.error).toBe('An error occurred while sending the message.')
    expect(c.toastSuccess).toBe('Message sent successfully')
    expect(c.toastError).toBe('Error sending message')
    expect(c.sending).toBe('Sending...')
  })
})
