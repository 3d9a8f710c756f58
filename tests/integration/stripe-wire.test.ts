// The Stripe adapter as Stripe sees it: the SDK is pointed at a local HTTP listener and the create-session
// request is captured on the wire. Checkout goes through createCheckout, so prices come from the database.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { COUNTRY_CODES } from '@/domain/schemas/countries'
import { GET as cancelLink } from '@/app/api/payments/cancel/route'
import { createCheckout } from '@/server/checkout/createCheckout'
import { onlineStoreId } from '@/server/inventory/moves'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

interface Captured {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  form: URLSearchParams
  at: number
}
const captured: Captured[] = []
// What Stripe says to an expire call: done, or "not open" because the shopper paid a moment before.
let sessionPaid = false
let server: http.Server
let port = 0

vi.mock('@/server/payments', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/payments')>()
  const { stripeClient, stripeProvider } = await import('@/server/payments/stripeProvider')
  return {
    ...real,
    paymentProvider: () => stripeProvider(stripeClient('sk_test_wire', { host: '127.0.0.1', port, protocol: 'http' })),
  }
})

let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const form = new URLSearchParams(raw)
      captured.push({ method: req.method!, path: req.url!, headers: req.headers, form, at: Date.now() })
      res.setHeader('content-type', 'application/json')
      res.setHeader('request-id', 'req_wire')
      const id = req.url!.split('/')[4]
      if (req.url!.endsWith('/expire')) {
        if (sessionPaid) {
          res.statusCode = 400
          return res.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
              },
            }),
          )
        }
        return res.end(JSON.stringify({ id, object: 'checkout.session', status: 'expired' }))
      }
      if (req.method === 'GET')
        return res.end(JSON.stringify({ id, object: 'checkout.session', status: sessionPaid ? 'complete' : 'open' }))
      res.end(
        JSON.stringify({
          id: `cs_test_wire${captured.length}abcdefghij`,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/cs_test_wire${captured.length}`,
        }),
      )
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
  payload = await testPayload()
  await seedStores(payload)
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-wire', name: 'Boots', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const p = await payload.create({
    collection: 'products',
    data: { title: 'Odéon boots', productType: type.id, color: 'black', colorName: 'Black', price: 125000 },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'products',
    id: p.id,
    locale: 'fr',
    data: { title: 'Bottines Odéon', colorName: 'Noir' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'product-variants',
    data: { product: p.id, size: '39', sku: 'wire-39' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'inventory',
    // Enough for every test's holds at once, whatever order the tests run in.
    data: { sku: 'wire-39', store: await onlineStoreId(payload), quantity: 12 },
    overrideAccess: true,
  })
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('Stripe Checkout Session request', () => {
  it('sends EUR, the database price, the 40 countries, the order id, an idempotency key and an expires_at Stripe accepts, covered by the hold', async () => {
    const before = Date.now()
    const n = captured.length
    const { url, orderId } = await createCheckout(payload, {
      items: [{ product_id: 'wire-39', quantity: 2, size: '39', price: 1 } as never],
      email: 'claire@example.com',
      shippingAddress: {
        name: 'Claire Dubois',
        address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
      },
      successUrl: `${SITE}/checkout/success`,
      cancelUrl: `${SITE}/`,
      locale: 'fr',
      requestId: 'wire-request-0001',
    })
    expect(url).toBe(`https://checkout.stripe.com/c/pay/cs_test_wire${n + 1}`)
    expect(captured).toHaveLength(n + 1)
    const { method, path, headers, form, at: requested } = captured[n]!
    expect(method).toBe('POST')
    expect(path).toBe('/v1/checkout/sessions')
    expect(headers.authorization).toBe('Bearer sk_test_wire')
    expect(headers['idempotency-key']).toBe(`checkout-wire-request-0001-${orderId}`)
    expect(form.get('mode')).toBe('payment')
    expect(form.get('currency')).toBe('eur')
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur')
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('125000')
    expect(form.get('line_items[0][quantity]')).toBe('2')
    // The session is French: so is the line's name on Stripe's page (issue 36).
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Bottines Odéon')
    expect(form.get('customer_email')).toBe('claire@example.com')
    expect(form.get('locale')).toBe('fr')
    expect(form.get('metadata[orderId]')).toBe(String(orderId))
    // Shipping was priced for France in the panel: Stripe collects a French address only, and charges the zone's
    // rate (the default table: 15 €, free from 500 € — this order is 2 500 €) with the terms' 3–7 business days.
    const countries = [...form.keys()]
      .filter((k) => k.startsWith('shipping_address_collection[allowed_countries]'))
      .map((k) => form.get(k))
    expect(countries).toEqual(['FR'])
    expect(COUNTRY_CODES).toContain('FR')
    const rate = 'shipping_options[0][shipping_rate_data]'
    expect(form.get(`${rate}[type]`)).toBe('fixed_amount')
    expect(form.get(`${rate}[fixed_amount][amount]`)).toBe('0')
    expect(form.get(`${rate}[fixed_amount][currency]`)).toBe('eur')
    expect(form.get(`${rate}[display_name]`)).toBe('Livraison en France')
    expect(form.get(`${rate}[delivery_estimate][minimum][unit]`)).toBe('business_day')
    expect(form.get(`${rate}[delivery_estimate][minimum][value]`)).toBe('3')
    expect(form.get(`${rate}[delivery_estimate][maximum][value]`)).toBe('7')
    expect(form.get('success_url')).toBe(`${SITE}/checkout/success?session_id={CHECKOUT_SESSION_ID}`)
    // The cancel link passes through the shop's give-up endpoint (signed per order), which sends the shopper on.
    expect(form.get('cancel_url')).toMatch(
      new RegExp(`^${SITE}/api/payments/cancel\\?order=${orderId}&token=[0-9a-f]{64}$`),
    )
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    const expiresAt = Number(form.get('expires_at'))
    expect(Number.isInteger(expiresAt)).toBe(true)
    // Stripe refuses less than 30 minutes after it receives the request (which is after `requested`).
    expect(expiresAt * 1000 - requested).toBeGreaterThanOrEqual(30 * 60_000)
    expect(expiresAt * 1000 - before).toBeLessThanOrEqual(35 * 60_000)
    // The hold lasts at least as long as the session.
    expect(new Date(order.hold!.expiresAt!).getTime()).toBeGreaterThanOrEqual(expiresAt * 1000)
    expect(order.payment).toMatchObject({ provider: 'stripe', sessionId: `cs_test_wire${n + 1}abcdefghij` })
  })

  it('a retried request with the same requestId does not call Stripe again', async () => {
    const input = {
      items: [{ product_id: 'wire-39', quantity: 2, size: '39' }],
      email: 'claire@example.com',
      shippingAddress: {
        name: 'Claire Dubois',
        address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
      },
      successUrl: `${SITE}/checkout/success`,
      cancelUrl: `${SITE}/`,
      locale: 'fr' as const,
      requestId: 'wire-request-retry',
    }
    const n = captured.length
    const first = await createCheckout(payload, input)
    expect(captured).toHaveLength(n + 1)
    const again = await createCheckout(payload, input)
    expect(again).toEqual(first)
    expect(captured).toHaveLength(n + 1)
  })

  it('a hold with less than 30 minutes left still gets a session Stripe accepts, and the hold is extended to cover it', async () => {
    const input = {
      items: [{ product_id: 'wire-39', quantity: 1, size: '39' }],
      email: 'claire@example.com',
      shippingAddress: {
        name: 'Claire Dubois',
        address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
      },
      successUrl: `${SITE}/checkout/success`,
      cancelUrl: `${SITE}/`,
      locale: 'en' as const,
      requestId: 'wire-request-0002',
    }
    const { orderId } = await createCheckout(payload, input)
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    // As if the session had not been stored and 10 minutes had gone by: the retry resumes this order.
    const shortHold = new Date(Date.now() + 20 * 60_000)
    await payload.update({
      collection: 'orders',
      id: orderId,
      data: {
        payment: { ...order.payment, sessionId: null, url: null },
        hold: { ...order.hold, expiresAt: shortHold.toISOString() },
      },
      overrideAccess: true,
    })
    const n = captured.length
    const again = await createCheckout(payload, input)
    expect(again.orderId).toBe(orderId)
    expect(captured).toHaveLength(n + 1)
    const { form, at, headers } = captured[n]!
    expect(headers['idempotency-key']).toBe(`checkout-wire-request-0002-${orderId}`)
    const expiresAt = Number(form.get('expires_at'))
    expect(expiresAt * 1000 - at).toBeGreaterThanOrEqual(30 * 60_000)
    const after = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    expect(new Date(after.hold!.expiresAt!).getTime()).toBe(expiresAt * 1000)
    expect(after.hold?.state).toBe('held')
  })
})

describe('shipping on the Stripe session', () => {
  it('charges the zone table’s rate for the chosen country, named in English with Europe’s 5–10 business days', async () => {
    await payload.updateGlobal({
      slug: 'shipping',
      data: {
        zones: [
          { name: 'France', countries: ['FR'], rate: 1500, freeFrom: 50000 },
          { name: 'Europe', countries: COUNTRY_CODES.filter((c) => c !== 'FR'), rate: 3500, freeFrom: null },
        ],
      },
      overrideAccess: true,
    })
    const { orderId } = await createCheckout(payload, {
      items: [{ product_id: 'wire-39', quantity: 1, size: '39' }],
      email: 'anna@example.com',
      shippingAddress: {
        name: 'Anna Weber',
        address: { line1: 'Torstraße 1', city: 'Berlin', postal_code: '10119', country: 'DE' },
      },
      successUrl: `${SITE}/checkout/success`,
      cancelUrl: `${SITE}/`,
      locale: 'en',
      requestId: 'wire-request-shipping',
    })
    const { form } = captured.at(-1)!
    const rate = 'shipping_options[0][shipping_rate_data]'
    expect(form.get(`${rate}[fixed_amount][amount]`)).toBe('3500')
    expect(form.get(`${rate}[display_name]`)).toBe('Delivery in Europe')
    expect(form.get(`${rate}[delivery_estimate][minimum][value]`)).toBe('5')
    expect(form.get(`${rate}[delivery_estimate][maximum][value]`)).toBe('10')
    expect(form.get('shipping_address_collection[allowed_countries][0]')).toBe('DE')
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('125000')
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    expect(order).toMatchObject({ subtotal: 125000, shipping: 3500, total: 128500 })
  })
})

describe('giving up on Stripe Checkout', () => {
  const input = (requestId: string) => ({
    items: [{ product_id: 'wire-39', quantity: 1, size: '39' }],
    email: 'claire@example.com',
    shippingAddress: {
      name: 'Claire Dubois',
      address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
    },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/fr/checkout/cancel`,
    locale: 'fr' as const,
    requestId,
  })
  const stock = async () =>
    (await payload.find({ collection: 'inventory', where: { sku: { equals: 'wire-39' } }, overrideAccess: true }))
      .docs[0]!.quantity
  const follow = (link: string) => cancelLink(new Request(link))

  it('the cancel link expires the session at Stripe and puts the held pair back at once; a forged link does nothing', async () => {
    sessionPaid = false
    const before = await stock()
    const { orderId } = await createCheckout(payload, input('wire-give-up-1'))
    expect(await stock()).toBe(before - 1)
    const link = captured.at(-1)!.form.get('cancel_url')!
    const forged = await follow(link.replace(/token=[0-9a-f]/, (m) => (m.endsWith('0') ? 'token=1' : 'token=0')))
    expect(forged.status).toBe(404)
    expect(await stock()).toBe(before - 1)
    const n = captured.length
    const res = await follow(link)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${SITE}/fr/checkout/cancel`)
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    expect(captured.slice(n).map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /v1/checkout/sessions/${order.payment!.sessionId}/expire`,
    ])
    expect(order.status).toBe('cancelled')
    expect(order.hold?.state).toBe('released')
    expect(await stock()).toBe(before)
    // The back button pressed twice: nothing moves again, Stripe is not asked again.
    await follow(link)
    expect(await stock()).toBe(before)
    expect(captured).toHaveLength(n + 1)
  })

  it('a session Stripe reports paid keeps its hold: the payment event decides', async () => {
    const before = await stock()
    const { orderId } = await createCheckout(payload, input('wire-give-up-2'))
    const link = captured.at(-1)!.form.get('cancel_url')!
    sessionPaid = true
    try {
      const res = await follow(link)
      expect(res.status).toBe(303)
    } finally {
      sessionPaid = false
    }
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    expect(order.status).toBe('pending')
    expect(order.hold?.state).toBe('held')
    expect(await stock()).toBe(before - 1)
  })
})
