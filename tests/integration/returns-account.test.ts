// A return asked for from /account, on a real database (SQLite and Postgres), through the routes the pages call:
// the signed-in customer's account lists the delivered order (the page links it to /returns?order=<id>, with no
// signed token), the return form reads what may go back with the customer's session, and the request is made with
// it. Another customer's session, or none, opens nothing (404, no hint that the order exists).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as signInRoute } from '@/app/api/account/sign-in/route'
import { GET as profileRoute } from '@/app/api/account/profile/route'
import { GET as lookupRoute } from '@/app/api/returns/order/route'
import { POST as requestRoute } from '@/app/api/returns/route'
import { fulfilOrder } from '@/server/orders/fulfil'
import { seedStores } from '../../seed/stores'
import { paidOrder } from './helpers/paidOrder'
import { staffUser, testPayload } from './helpers/payload'
import { sellableShoe } from './helpers/shoe'

process.env.EMAIL_QUEUE_MANUAL = '1'
process.env.TRUST_PROXY = '1'
let payload: Payload
let service: Awaited<ReturnType<typeof staffUser>>
const SITE = process.env.SERVER_URL || 'http://localhost:3000'
const PASSWORD = 'velvet-heel-42'
let n = 0

const request = (path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) =>
  new Request(`${SITE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.7.0.${++n % 250}`,
      ...(cookie ? { cookie } : {}),
    },
  })

/** A verified customer, signed in through the sign-in route: the session cookie the browser would hold. */
async function signedIn(email: string) {
  await payload.create({
    collection: 'customers',
    data: { email, password: PASSWORD, _verified: true } as never,
    overrideAccess: true,
  })
  const res = await signInRoute(request('/api/account/sign-in', { body: { email, password: PASSWORD } }))
  expect(res.status).toBe(200)
  const m = /maison-customer=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')
  return `maison-customer=${m![1]}`
}

/** An order placed with this address, paid and delivered. */
async function deliveredOrder(email: string) {
  const { id: orderId } = await paidOrder(payload, { sku: 'acc-38', size: '38', quantity: 2, email })
  for (const from of ['paid', 'preparing', 'shipped'] as const)
    await fulfilOrder(payload, service, {
      id: orderId,
      from,
      ...(from === 'preparing' ? { carrier: 'colissimo', trackingNumber: 'ACC123456' } : {}),
    })
  return orderId
}

beforeAll(async () => {
  payload = await testPayload()
  await staffUser(payload, ['admin'], 'first-admin-acc@test.example')
  service = await staffUser(payload, ['service'])
  await seedStores(payload)
  await sellableShoe(payload, { sku: 'acc-38', title: 'Tournon pumps', price: 52000, quantity: 40 })
}, 120_000)

describe('a return from /account', () => {
  it('a signed-in customer sees the delivered order, reads what may go back and asks for the return without a link token', async () => {
    const email = `claire.acc.${Date.now()}@example.com`
    const orderId = await deliveredOrder(email)
    const cookie = await signedIn(email)

    // /account: the order is there, delivered (the page links it to /returns?order=<id>).
    const profile = await profileRoute(request('/api/account/profile?locale=fr', { cookie }))
    expect(profile.status).toBe(200)
    const { orders } = (await profile.json()) as { orders: { id: number; status: string }[] }
    expect(orders).toEqual([expect.objectContaining({ id: orderId, status: 'delivered' })])

    // /returns?order=<id>: what the form offers, read with the session alone.
    const lookup = await lookupRoute(request(`/api/returns/order?order=${orderId}&locale=fr`, { cookie }))
    expect(lookup.status).toBe(200)
    const view = (await lookup.json()) as { lines: { sku: string; left: number }[]; refusal: unknown }
    expect(view.refusal).toBeNull()
    expect(view.lines).toEqual([expect.objectContaining({ sku: 'acc-38', left: 2 })])

    // The form's request, as ReturnForm sends it (no token): one return, requested, of one pair.
    const body = {
      order: orderId,
      locale: 'fr',
      lines: [{ sku: 'acc-38', quantity: 1 }],
      reason: 'size',
      requestId: `acc-${orderId}-form-1`,
    }
    const made = await requestRoute(request('/api/returns', { body, cookie }))
    expect(made.status).toBe(201)
    const { id } = (await made.json()) as { id: number }
    const ret = await payload.findByID({ collection: 'returns', id, depth: 0, overrideAccess: true })
    expect(ret).toMatchObject({ status: 'requested', reason: 'size', locale: 'fr', amount: 52000 })
    expect(ret.lines.map((l) => [l.sku, l.quantity])).toEqual([['acc-38', 1]])
    // What is left to return now counts it.
    const after = await lookupRoute(request(`/api/returns/order?order=${orderId}&locale=fr`, { cookie }))
    expect(((await after.json()) as typeof view).lines[0]!.left).toBe(1)
  })

  it('another customer’s session, or no session, neither reads nor returns the order (404)', async () => {
    const email = `claire.acc2.${Date.now()}@example.com`
    const orderId = await deliveredOrder(email)
    const stranger = await signedIn(`someone.else.${Date.now()}@example.com`)
    for (const cookie of [stranger, undefined]) {
      const lookup = await lookupRoute(request(`/api/returns/order?order=${orderId}&locale=fr`, { cookie }))
      expect(lookup.status).toBe(404)
      const res = await requestRoute(
        request('/api/returns', {
          cookie,
          body: {
            order: orderId,
            locale: 'fr',
            lines: [{ sku: 'acc-38', quantity: 1 }],
            reason: 'size',
            requestId: `acc-${orderId}-${cookie ? 'stranger' : 'anon'}`,
          },
        }),
      )
      expect(res.status).toBe(404)
    }
    expect((await payload.count({ collection: 'returns', where: { order: { equals: orderId } } })).totalDocs).toBe(0)
  })
})
