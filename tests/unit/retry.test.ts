import { describe, expect, it } from 'vitest'
import { BACKOFF_MAX_MS, RETRY_STATUSES, backoffMs, isIdempotent, shouldRetry } from '@/domain/retry'

describe('shouldRetry', () => {
  it('lists the retried statuses', () => expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]))

  it.each(['GET', 'get', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])('never retries idempotent %s', (method) => {
    for (const status of RETRY_STATUSES) expect(shouldRetry({ method, status, attempt: 0 })).toBe(false)
  })

  it.each(RETRY_STATUSES.map((s) => [s]))('retries a POST once on %s', (status) => {
    expect(shouldRetry({ method: 'POST', status, attempt: 0 })).toBe(true)
    expect(shouldRetry({ method: 'POST', status, attempt: 1 })).toBe(false)
    expect(shouldRetry({ method: 'PATCH', status, attempt: 0 })).toBe(true)
  })

  it.each([400, 401, 403, 404, 422, 501, 505, 200, undefined])('does not retry a POST on %s', (status) => {
    expect(shouldRetry({ method: 'POST', status, attempt: 0 })).toBe(false)
  })

  it.each([
    [{ method: 'POST', status: 503, attempt: 0, idempotent: true }, false],
    [{ method: 'POST', status: 503, attempt: 0, idempotent: false }, true],
    [{ method: 'POST', status: 503, attempt: 2 }, false],
  ])('%j → %s', (q, expected) => expect(shouldRetry(q)).toBe(expected))

  it.each([
    ['GET', undefined, true],
    ['post', undefined, false],
    ['post', true, true],
  ] as const)('isIdempotent(%s, %s) → %s', (m, flag, expected) => expect(isIdempotent(m, flag)).toBe(expected))
})

describe('backoffMs', () => {
  it.each([
    [-1, 250],
    [0, 250],
    [1, 500],
    [2, 1000],
    [4, 4000],
    [10, BACKOFF_MAX_MS],
  ])('attempt %s → %s ms', (attempt, ms) => expect(backoffMs(attempt)).toBe(ms))
})
