// The one browser client as the shopper forms use it: a POST carrying its requestId is retried once on the
// retryable statuses with the same body, never on a validation answer; failures come back as field errors.
import { describe, expect, it } from 'vitest'
import { submitForm } from '@/lib/http'

function fakeFetch(answers: Array<[number, unknown]>) {
  const bodies: string[] = []
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    bodies.push(String(init.body))
    const [status, body] = answers[Math.min(bodies.length - 1, answers.length - 1)]!
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { fetchImpl, bodies, sleep: async () => undefined }
}

const form = { email: 'camille@example.com', requestId: 'req-0123456789' }

describe('submitForm', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries once on %i with the same requestId, then succeeds',
    async (status) => {
      const f = fakeFetch([
        [status, { errors: [] }],
        [201, { id: 7 }],
      ])
      expect(await submitForm('/api/forms/contact', form, f)).toEqual({ ok: true, id: 7 })
      expect(f.bodies).toHaveLength(2)
      expect(JSON.parse(f.bodies[1]!).requestId).toBe('req-0123456789')
      expect(f.bodies[1]).toBe(f.bodies[0])
    },
  )

  it('gives up after one retry and returns the errors', async () => {
    const f = fakeFetch([[503, { errors: [{ field: '', message: 'Try again.' }] }]])
    expect(await submitForm('/api/forms/contact', form, f)).toEqual({
      ok: false,
      status: 503,
      errors: [{ field: '', message: 'Try again.' }],
    })
    expect(f.bodies).toHaveLength(2)
  })

  it('never retries a 422 and returns its field errors', async () => {
    const f = fakeFetch([
      [422, { errors: [{ field: 'email', message: 'Please enter a valid email address.' }, { nonsense: 1 }] }],
    ])
    expect(await submitForm('/api/forms/contact', form, f)).toEqual({
      ok: false,
      status: 422,
      errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
    })
    expect(f.bodies).toHaveLength(1)
  })

  it('a network failure is status 0, not retried', async () => {
    let calls = 0
    const fetchImpl = (async () => {
      calls++
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await submitForm('/api/forms/contact', form, { fetchImpl })).toEqual({ ok: false, status: 0, errors: [] })
    expect(calls).toBe(1)
  })
})
