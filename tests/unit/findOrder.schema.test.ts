// "Find my order"'s input: an order number typed as a shopper might is read as the shop writes it; anything else is
// named with the page's message (the schema the endpoint and the form share).
import { describe, expect, it } from 'vitest'
import { ORDER_NUMBER_PATTERN, normalizeOrderNumber, orderNumber } from '@/domain/orders'
import { findOrderSchema } from '@/domain/schemas/findOrder'
import { formatZodIssues } from '@/domain/schemas/issues'

const schema = findOrderSchema({ invalidEmail: 'bad email', invalidNumber: 'bad number' })

describe('order numbers as typed', () => {
  it.each([
    ['MS-2601-00012', 'MS-2601-00012'],
    [' ms-2601-00012 ', 'MS-2601-00012'],
    ['ms 2601 00012', 'MS-2601-00012'],
    ['Ms-2601  00012', 'MS-2601-00012'],
  ])('%j → %s', (typed, number) => {
    expect(normalizeOrderNumber(typed)).toBe(number)
    expect(schema.parse({ email: 'a@example.com', number: typed })).toEqual({
      email: 'a@example.com',
      number,
      locale: 'en',
    })
  })

  it('the numbers the shop makes match the pattern', () => {
    expect(orderNumber(12, new Date('2026-01-15T10:00:00Z'))).toMatch(ORDER_NUMBER_PATTERN)
  })

  it.each([['MS-2601-0012'], ['2601-00012'], ['MS-2601-00012-1'], [''], ['x'.repeat(50)], [12]])(
    '%j is refused with the page’s message',
    (number) => {
      const r = schema.safeParse({ email: 'a@example.com', number, locale: 'fr' })
      expect(r.success).toBe(false)
      expect(formatZodIssues(r.error!)).toEqual([{ field: 'number', message: 'bad number' }])
    },
  )

  it('a malformed email is named too', () => {
    const r = schema.safeParse({ email: 'nope', number: 'MS-2601-00012' })
    expect(formatZodIssues(r.error!)).toEqual([{ field: 'email', message: 'bad email' }])
  })
})
