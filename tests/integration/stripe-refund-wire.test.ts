// The Stripe adapter's refund as Stripe sees it: the SDK is pointed at a local HTTP listener and the requests are
// captured on the wire (no network). The session names its PaymentIntent; the refund asks for that intent, the
// returned lines' amount and carries the return's idempotency key, so a second ask is the same refund at Stripe.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stripeClient, stripeProvider } from '@/server/payments/stripeProvider'

interface Captured {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  form: URLSearchParams
}
const captured: Captured[] = []
let server: http.Server
let port = 0

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      captured.push({ method: req.method!, path: req.url!, headers: req.headers, form: new URLSearchParams(raw) })
      res.setHeader('content-type', 'application/json')
      res.setHeader('request-id', 'req_wire')
      if (req.method === 'GET' && req.url!.startsWith('/v1/checkout/sessions/cs_paid'))
        return res.end(JSON.stringify({ id: 'cs_paid', object: 'checkout.session', payment_intent: 'pi_wire123' }))
      if (req.method === 'GET')
        return res.end(JSON.stringify({ id: 'cs_open', object: 'checkout.session', payment_intent: null }))
      res.end(JSON.stringify({ id: 're_wire456', object: 'refund', status: 'succeeded', amount: 69000 }))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const provider = () => stripeProvider(stripeClient('sk_test_wire', { host: '127.0.0.1', port, protocol: 'http' }))

describe('Stripe refund request', () => {
  it('reads the PaymentIntent of the paid session, then POST /v1/refunds with it, the amount in cents and the idempotency key', async () => {
    const n = captured.length
    const { id } = await provider().refund({ sessionId: 'cs_paid', amount: 69000, idempotencyKey: 'return-refund-7' })
    expect(id).toBe('re_wire456')
    expect(captured.slice(n).map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_paid',
      'POST /v1/refunds',
    ])
    const { headers, form } = captured[n + 1]!
    expect(headers.authorization).toBe('Bearer sk_test_wire')
    expect(headers['idempotency-key']).toBe('return-refund-7')
    expect(form.get('payment_intent')).toBe('pi_wire123')
    expect(form.get('amount')).toBe('69000')
    expect(form.get('reason')).toBe('requested_by_customer')
  })

  it('a session with no payment is never refunded: no refund request leaves', async () => {
    const n = captured.length
    await expect(
      provider().refund({ sessionId: 'cs_open', amount: 100, idempotencyKey: 'return-refund-8' }),
    ).rejects.toThrow(/no payment to refund/)
    expect(captured.slice(n).map((c) => c.method)).toEqual(['GET'])
  })
})
