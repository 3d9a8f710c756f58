import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { checkoutErrorMessage, formatZodIssues } from '@/domain/schemas/checkout'
import { FALLBACK_CHECKOUT_ERROR } from '@/domain/schemas/checkoutErrors'
import en from '../../messages/en.json'

describe('checkoutErrorMessage', () => {
  const withMessage = (message: string, extra: object = {}) => Object.assign(new Error(message), extra)
  it.each([
    [
      'server statusMessage in data wins',
      withMessage('HTTP 409', { data: { statusMessage: 'Only 1 left' }, statusMessage: 'Conflict' }),
      'Only 1 left',
    ],
    ['statusMessage on the error', withMessage('HTTP 502', { statusMessage: 'Bad Gateway' }), 'Bad Gateway'],
    ['blank statusMessage is skipped', withMessage('Network down', { statusMessage: '  ' }), 'Network down'],
    ['error message', new Error('No checkout URL received'), 'No checkout URL received'],
    ['plain object message', { message: 'Boom' }, 'Boom'],
    ['thrown string', 'Card declined', 'Card declined'],
    ['empty Error', new Error(''), FALLBACK_CHECKOUT_ERROR],
    ['null', null, FALLBACK_CHECKOUT_ERROR],
    ['number', 42, FALLBACK_CHECKOUT_ERROR],
    ['non-string statusMessage', { statusMessage: 500 }, FALLBACK_CHECKOUT_ERROR],
  ])('%s', (_, err, expected) => {
    expect(checkoutErrorMessage(err)).toBe(expected)
  })

  it('keeps the exact strings and takes a French fallback', () => {
    expect(FALLBACK_CHECKOUT_ERROR).toBe('Failed to start checkout. Please try again.')
    expect(en.checkout.errors.fallback).toBe(FALLBACK_CHECKOUT_ERROR)
    expect(en.checkout.errors.noUrl).toBe('No checkout URL received')
    expect(checkoutErrorMessage(undefined, 'Échec du paiement.')).toBe('Échec du paiement.')
  })
})

describe('formatZodIssues', () => {
  it('gives dotted paths, including array indexes and the root', () => {
    const schema = z.object({ a: z.object({ b: z.array(z.number()) }) })
    const r = schema.safeParse({ a: { b: [1, 'x'] } })
    expect(r.success ? null : formatZodIssues(r.error)).toEqual([{ field: 'a.b.1', message: expect.any(String) }])
    const root = z.string().safeParse(1)
    expect(root.success ? null : formatZodIssues(root.error)[0]?.field).toBe('')
  })
})
