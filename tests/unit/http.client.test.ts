// The browser's one HTTP client under its two retry rules (spec: the client retries idempotent calls zero times and
// others once on 408, 409, 425, 429, 500, 502, 503, 504; authentication calls retry on 502, 503 and 504), and one
// error for every failure: the status, 0 when no answer came, and the server's { errors, code }.
import { describe, expect, it } from 'vitest'
import { HttpError, authCall, requestJson } from '@/lib/http'

function answers(list: Array<[number, unknown]>) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    const [status, body] = list[Math.min(calls.length - 1, list.length - 1)]!
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { fetchImpl, calls, sleep: async () => undefined }
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as HttpError,
  )

describe('authCall (the auth rule)', () => {
  it.each([502, 503, 504])('retries %i twice, then answers', async (status) => {
    const f = answers([
      [status, {}],
      [status, {}],
      [200, { ok: true }],
    ])
    expect(await authCall('/api/account/sign-in', { body: { email: 'a@b.fr' }, ...f })).toEqual({ ok: true })
    expect(f.calls).toHaveLength(3)
    expect(f.calls[0]!.init.method).toBe('POST')
  })

  it.each([401, 409, 429, 500])('takes %i as final, with the field errors and the code', async (status) => {
    const f = answers([[status, { errors: [{ field: 'email', message: 'Invalid.' }], code: 'invalidCredentials' }]])
    const err = await failure(authCall('/api/account/sign-in', { body: {}, ...f }))
    expect(err).toBeInstanceOf(HttpError)
    expect(err!.status).toBe(status)
    expect(err!.errors).toEqual([{ field: 'email', message: 'Invalid.' }])
    expect(err!.code).toBe('invalidCredentials')
    expect(f.calls).toHaveLength(1)
  })

  it('sends a GET without a body when told', async () => {
    const f = answers([[200, { session: null }]])
    await authCall('/api/account/session', { method: 'GET', ...f })
    expect(f.calls[0]!.init.method).toBe('GET')
    expect(f.calls[0]!.init.body).toBeUndefined()
  })
})

describe('requestJson (the default rule)', () => {
  it('does not retry a GET on 503', async () => {
    const f = answers([[503, {}]])
    expect((await failure(requestJson('/api/cart', f)))!.status).toBe(503)
    expect(f.calls).toHaveLength(1)
  })

  it('passes the cache mode on: the saved cart and stock are never read from the browser cache', async () => {
    const f = answers([[200, {}]])
    await requestJson('/api/cart', { cache: 'no-store', ...f })
    expect(f.calls[0]!.init.cache).toBe('no-store')
  })

  it('a network failure is status 0, not retried', async () => {
    let calls = 0
    const fetchImpl = (async () => {
      calls++
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    const err = await failure(requestJson('/api/x', { method: 'POST', body: {}, fetchImpl }))
    expect(err).toBeInstanceOf(HttpError)
    expect(err!.status).toBe(0)
    expect(err!.errors).toEqual([])
    expect(calls).toBe(1)
  })

  it('a cancelled call stays an abort, for the caller to ignore', async () => {
    const fetchImpl = (async () => {
      throw new DOMException('The operation was aborted.', 'AbortError')
    }) as typeof fetch
    const err = await failure(requestJson('/api/x', { fetchImpl }))
    expect(err).toBeInstanceOf(DOMException)
  })
})
