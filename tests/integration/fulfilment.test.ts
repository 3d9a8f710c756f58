// The Fulfil button on a real database: one press one step, carrier and tracking required to ship, the shopper
// emailed in the order's language at preparing/shipped/delivered, the timeline (who, when, what), role rules.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as fulfilRoute } from '@/app/api/orders/fulfil/route'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'
import { runEmailQueue } from '@/server/email/queue'
import { onlineStoreId } from '@/server/inventory/moves'
import { fulfilOrder } from '@/server/orders/fulfil'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'
let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'
let n = 0

async function paidOrder(locale: 'en' | 'fr', email: string) {
  const { orderId } = await createCheckout(payload, {
    items: [{ product_id: 'ful-38', quantity: 1, size: '38' }],
    email,
    shippingAddress: {
      name: 'Claire Dubois',
      address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
    },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/`,
    locale,
  })
  const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
  await applyPaymentEvent(payload, {
    eventId: `evt_ful_${++n}`,
    sessionId: order.payment!.sessionId!,
    outcome: 'completed',
    type: 'checkout.session.completed',
    provider: 'test',
  })
  return orderId
}

const orderOf = (id: number) => payload.findByID({ collection: 'orders', id, overrideAccess: true })
const mailsTo = async (to: string) => {
  await runEmailQueue(payload)
  return (
    await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })
  ).docs
}

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-ful', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const p = await payload.create({
    collection: 'products',
    data: { title: 'Vavin pumps', productType: type.id, color: 'ful', colorName: 'Rouge', price: 69000 },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'product-variants',
    data: { product: p.id, size: '38', sku: 'ful-38' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'inventory',
    data: { sku: 'ful-38', store: await onlineStoreId(payload), quantity: 20 },
    overrideAccess: true,
  })
}, 120_000)

describe('Fulfil', () => {
  it('moves a French order paid → preparing → shipped → delivered, emailing the shopper in French with the tracking link', async () => {
    const service = await staffUser(payload, ['service'], 'service-ful@test.example')
    const id = await paidOrder('fr', 'claire.ful@example.com')
    expect((await fulfilOrder(payload, service, { id, from: 'paid' })).status).toBe('preparing')
    await expect(fulfilOrder(payload, service, { id, from: 'preparing' })).rejects.toMatchObject({ status: 422 })
    const shipped = await fulfilOrder(payload, service, {
      id,
      from: 'preparing',
      carrier: 'colissimo',
      trackingNumber: '6A12345678901',
    })
    expect(shipped.status).toBe('shipped')
    expect(shipped.fulfilment).toMatchObject({ carrier: 'colissimo', trackingNumber: '6A12345678901' })
    await fulfilOrder(payload, service, { id, from: 'shipped' })

    const mails = (await mailsTo('claire.ful@example.com')).filter(
      (m) => !/Votre commande Maison Sabine/.test(m.subject),
    )
    const number = (await orderOf(id)).number
    expect(mails.map((m) => m.subject)).toEqual([
      `Votre commande ${number} est en préparation`,
      `Votre commande ${number} est en route`,
      `Votre commande ${number} a été livrée`,
    ])
    expect(mails[1]!.text).toContain(
      'Suivre mon colis\u00a0: https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    )
    expect(mails[1]!.text).toContain('sous 3 à 7 jours ouvrés')
    expect(mails[1]!.html).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901"')

    const order = await orderOf(id)
    expect(order.status).toBe('delivered')
    expect(order.timeline).toMatchObject({
      paidAt: expect.any(String),
      preparingAt: expect.any(String),
      shippedAt: expect.any(String),
      deliveredAt: expect.any(String),
    })
    expect(order.changeLog!.map((c) => [c.by, c.change])).toEqual([
      ['service-ful@test.example', 'status: paid → preparing'],
      ['service-ful@test.example', 'status: preparing → shipped'],
      ['service-ful@test.example', 'tracking: colissimo 6A12345678901'],
      ['service-ful@test.example', 'status: shipped → delivered'],
    ])
  })

  it('an English order is written to in English', async () => {
    const stock = await staffUser(payload, ['stock'])
    const id = await paidOrder('en', 'anna.ful@example.com')
    await fulfilOrder(payload, stock, { id, from: 'paid' })
    const mails = await mailsTo('anna.ful@example.com')
    expect(mails.at(-1)!.subject).toBe(`Your order ${(await orderOf(id)).number} is being prepared`)
  })

  it('a double click moves the order one step and sends one email', async () => {
    const service = await staffUser(payload, ['service'])
    const id = await paidOrder('en', 'double.ful@example.com')
    const results = await Promise.allSettled([
      fulfilOrder(payload, service, { id, from: 'paid' }),
      fulfilOrder(payload, service, { id, from: 'paid' }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 409 } })
    expect((await orderOf(id)).status).toBe('preparing')
    expect((await mailsTo('double.ful@example.com')).filter((m) => /being prepared/.test(m.subject))).toHaveLength(1)
  })

  it('an order cannot be marked shipped in the form without carrier and tracking', async () => {
    const service = await staffUser(payload, ['service'])
    const id = await paidOrder('en', 'form.ful@example.com')
    await fulfilOrder(payload, service, { id, from: 'paid' })
    await expect(
      payload.update({ collection: 'orders', id, data: { status: 'shipped' }, user: service, overrideAccess: false }),
    ).rejects.toThrow(/carrier and the tracking number/)
  })
})

describe('POST /api/orders/fulfil', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fulfilRoute(
      new Request(`${SITE}/api/orders/fulfil`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    )
  const signIn = async (roles: string[]) => {
    const email = `${roles.join('-')}-route-${++n}@test.example`
    await staffUser(payload, roles, email)
    const { token } = await payload.login({
      collection: 'users',
      data: { email, password: 'correct horse battery staple' },
    })
    return { Authorization: `JWT ${token}` }
  }

  it('401 without a staff session, 403 for an editor, 422 on a bad body, 200 for the service team', async () => {
    const id = await paidOrder('en', 'route.ful@example.com')
    expect((await post({ id, from: 'paid' })).status).toBe(401)
    expect((await post({ id, from: 'paid' }, await signIn(['editor']))).status).toBe(403)
    const service = await signIn(['service'])
    const bad = await post({ id, from: 'paid', carrier: 'pigeon', trackingNumber: '!' }, service)
    expect(bad.status).toBe(422)
    expect((await bad.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'carrier',
      'trackingNumber',
    ])
    const ok = await post({ id, from: 'paid' }, service)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ id, status: 'preparing' })
    expect((await orderOf(id)).status).toBe('preparing')
  })
})
