import { describe, expect, it, vi } from 'vitest'
import {
  CHECKOUT_INFO_KEY,
  EMPTY_CHECKOUT_INFO,
  attemptFingerprint,
  firstErrorByField,
  parseSavedInfo,
} from '@/domain/checkoutForm'
import { checkoutErrorMessage } from '@/domain/schemas/checkout'
import { FALLBACK_CHECKOUT_ERROR } from '@/domain/schemas/checkoutErrors'
import { HttpError, postJson, requestJson } from '@/lib/http'

describe('saved checkout info', () => {
  it('is stored under checkoutInfo', () => expect(CHECKOUT_INFO_KEY).toBe('checkoutInfo'))
  it('reads a saved value back', () => {
    const saved = {
      email: 'a@b.fr',
      shippingAddress: { ...EMPTY_CHECKOUT_INFO.shippingAddress, city: 'Paris', country: 'FR' },
    }
    expect(parseSavedInfo(JSON.stringify(saved))).toEqual(saved)
  })
  it.each([null, '', '{', 'null', '42', '[]', '{"email":5,"shippingAddress":"x"}'])(
    'turns %j into an empty draft',
    (raw) => {
      expect(parseSavedInfo(raw)).toEqual(EMPTY_CHECKOUT_INFO)
    },
  )
  it('fills missing fields and drops unknown ones', () => {
    const d = parseSavedInfo('{"email":"x@y.z","shippingAddress":{"city":"Lyon","evil":"1"},"extra":true}')
    expect(d).toEqual({ email: 'x@y.z', shippingAddress: { ...EMPTY_CHECKOUT_INFO.shippingAddress, city: 'Lyon' } })
  })
})

describe('form errors', () => {
  it('keeps the first message per field', () => {
    expect(
      firstErrorByField([
        { field: 'email', message: 'a' },
        { field: 'email', message: 'b' },
        { field: 'shippingAddress.city', message: 'c' },
      ]),
    ).toEqual({ email: 'a', 'shippingAddress.city': 'c' })
  })
  it('fingerprints change with the cart or the details', () => {
    expect(attemptFingerprint([{ a: 1 }, [1]])).toBe(attemptFingerprint([{ a: 1 }, [1]]))
    expect(attemptFingerprint([{ a: 1 }, [1]])).not.toBe(attemptFingerprint([{ a: 1 }, [2]]))
  })
})

const reply = (status: number, body: unknown) =>
  new Response(body === undefined ? 'not json' : JSON.stringify(body), { status })

describe('http client', () => {
  const sleep = vi.fn(async () => {})

  it('retries a POST once on 503 and returns the second answer', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(reply(503, {}))
      .mockResolvedValueOnce(reply(200, { url: 'u' }))
    await expect(postJson('/x', { requestId: 'r-12345678' }, { fetchImpl, sleep })).resolves.toEqual({ url: 'u' })
    expect(fetchImpl).toHaveBeenCalledTimes(2)
    // The retry sends the very same body, idempotency key included.
    expect(fetchImpl.mock.calls[0][1].body).toBe(fetchImpl.mock.calls[1][1].body)
  })
  it('retries at most once', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(reply(502, { statusMessage: 'Bad gateway' }))
    const err = (await postJson('/x', {}, { fetchImpl, sleep }).catch((e: unknown) => e)) as HttpError
    expect(err).toBeInstanceOf(HttpError)
    expect(err.status).toBe(502)
    expect(fetchImpl).toHaveBeenCalledTimes(2)
  })
  it('does not retry a 422 and hands the server statusMessage to the alert', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(reply(422, { statusMessage: 'Please enter a valid email address.' }))
    const err = (await postJson('/x', {}, { fetchImpl, sleep }).catch((e: unknown) => e)) as HttpError
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(checkoutErrorMessage(err)).toBe('Please enter a valid email address.')
  })
  it('an answer without statusMessage falls back to the translated text', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(reply(400, undefined))
    const err = (await postJson('/x', {}, { fetchImpl, sleep }).catch((e: unknown) => e)) as HttpError
    expect(checkoutErrorMessage(err)).toBe(FALLBACK_CHECKOUT_ERROR)
    expect(checkoutErrorMessage(err, 'Impossible')).toBe('Impossible')
  })
  it('never retries a GET', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(reply(503, {}))
    await expect(requestJson('/x', { fetchImpl, sleep })).rejects.toBeInstanceOf(HttpError)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })
})
