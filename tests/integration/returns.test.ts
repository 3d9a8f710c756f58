// Returns and refunds on a real database (SQLite and Postgres): the shopper's request from the signed link (or the
// account), service staff accepting, receiving (restock written to the ledger) and refunding through the payment
// port; a double or concurrent submit makes one return, restocks once and refunds once; role rules and refusals.
import { Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as lookupRoute } from '@/app/api/returns/order/route'
import { POST as requestRoute } from '@/app/api/returns/route'
import { POST as stepRoute } from '@/app/api/returns/step/route'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'
import { runEmailQueue } from '@/server/email/queue'
import { onlineStoreId } from '@/server/inventory/moves'
import { fulfilOrder } from '@/server/orders/fulfil'
import { returnUrl } from '@/server/orderLinks/returnForm'
import { requestReturn, returnView } from '@/server/returns/shopper'
import { refundKey, stepReturn } from '@/server/returns/staff'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'
let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'
let n = 0
let service: Awaited<ReturnType<typeof staffUser>>

/** A delivered order of two pumps (38) and one pair of boots (39). */
async function deliveredOrder(locale: 'en' | 'fr', email: string) {
  const { orderId } = await createCheckout(payload, {
    items: [
      { product_id: 'ret-38', quantity: 2, size: '38' },
      { product_id: 'ret-39', quantity: 1, size: '39' },
    ],
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
    eventId: `evt_ret_${++n}_${Date.now()}`,
    sessionId: order.payment!.sessionId!,
    outcome: 'completed',
    type: 'checkout.session.completed',
    provider: 'test',
  })
  for (const from of ['paid', 'preparing', 'shipped'] as const)
    await fulfilOrder(payload, service, {
      id: orderId,
      from,
      ...(from === 'preparing' ? { carrier: 'colissimo', trackingNumber: 'RET123456' } : {}),
    })
  return orderId
}

const tokenOf = (orderId: number) => new URL(returnUrl(payload, orderId, 'en')).searchParams.get('token')!
const stock = async (sku: string) =>
  (await payload.find({ collection: 'inventory', where: { sku: { equals: sku } }, overrideAccess: true })).docs[0]!
    .quantity
const ledger = (sku: string) =>
  payload
    .find({
      collection: 'stock-movements',
      where: { and: [{ sku: { equals: sku } }, { kind: { equals: 'return' } }] },
      overrideAccess: true,
    })
    .then((r) => r.docs)
const mailsTo = async (to: string) => {
  await runEmailQueue(payload)
  return (
    await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })
  ).docs
}
const orderOf = (id: number) => payload.findByID({ collection: 'orders', id, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  service = await staffUser(payload, ['service'], 'service-ret@test.example')
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-ret', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const store = await onlineStoreId(payload)
  for (const [sku, size, price] of [
    ['ret-38', '38', 69000],
    ['ret-39', '39', 125000],
  ] as const) {
    const p = await payload.create({
      collection: 'products',
      data: { title: `Vavin ${sku}`, productType: type.id, color: sku, colorName: 'Rouge', price },
      overrideAccess: true,
    })
    await payload.create({ collection: 'product-variants', data: { product: p.id, size, sku }, overrideAccess: true })
    await payload.create({ collection: 'inventory', data: { sku, store, quantity: 40 }, overrideAccess: true })
  }
}, 180_000)

describe('the shopper asks for a return', () => {
  it('through the signed link: lines left and the deadline; a forged or missing signature finds nothing', async () => {
    const id = await deliveredOrder('fr', 'claire.ret1@example.com')
    const view = await returnView(payload, { order: id, token: tokenOf(id) }, null)
    expect(view.refusal).toBeNull()
    expect(view.lines.map((l) => [l.sku, l.left])).toEqual([
      ['ret-38', 2],
      ['ret-39', 1],
    ])
    const delivered = (await orderOf(id)).timeline!.deliveredAt!
    expect(new Date(view.deadline!).getTime() - new Date(delivered).getTime()).toBe(14 * 86_400_000)
    const forged = tokenOf(id).replace(/^./, (c) => (c === '0' ? '1' : '0'))
    const res = await lookupRoute(new Request(`${SITE}/api/returns/order?order=${id}&token=${forged}`))
    expect(res.status).toBe(404)
    expect((await lookupRoute(new Request(`${SITE}/api/returns/order?order=${id}`))).status).toBe(404)
    const ok = await lookupRoute(new Request(`${SITE}/api/returns/order?order=${id}&token=${tokenOf(id)}`))
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toContain('no-store')
  })

  it('the delivered email carries the signed return link in the order’s language', async () => {
    const id = await deliveredOrder('fr', 'claire.ret2@example.com')
    const mail = (await mailsTo('claire.ret2@example.com')).find((m) => m.subject.includes('a été livrée'))!
    expect(mail.text).toContain(`Retourner un article\u00a0: ${SITE}/fr/returns?order=${id}&token=${tokenOf(id)}`)
  })

  it('a double submit of one form makes one return; two forms at once never ask for more than was bought', async () => {
    const id = await deliveredOrder('en', 'claire.ret3@example.com')
    const form = {
      order: id,
      token: tokenOf(id),
      lines: [{ sku: 'ret-38', quantity: 2 }],
      reason: 'size' as const,
      requestId: `form-${id}-aaaaaaaa`,
    }
    const [a, b] = await Promise.all([requestReturn(payload, form, null), requestReturn(payload, form, null)])
    expect(a.id).toBe(b.id)
    expect(a).toMatchObject({ status: 'requested', amount: 138000 })
    // Everything of ret-38 is now being returned: another form asking for one more is refused.
    await expect(
      requestReturn(
        payload,
        { ...form, lines: [{ sku: 'ret-38', quantity: 1 }], requestId: `form-${id}-bbbbbbbb` },
        null,
      ),
    ).rejects.toMatchObject({ status: 422 })
    // Two different forms at once for the last pair of boots: one return.
    const boots = (k: string) => ({ ...form, lines: [{ sku: 'ret-39', quantity: 1 }], requestId: `form-${id}-${k}` })
    const results = await Promise.allSettled([
      requestReturn(payload, boots('cccccccc'), null),
      requestReturn(payload, boots('dddddddd'), null),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const all = await payload.find({ collection: 'returns', where: { order: { equals: id } }, overrideAccess: true })
    expect(all.docs).toHaveLength(2)
    // The order's timeline says who asked and what.
    expect((await orderOf(id)).changeLog?.map((c) => [c.by, c.change])).toEqual(
      expect.arrayContaining([['claire.ret3@example.com', `return #${a.id}: requested 2 × ret-38`]]),
    )
  })

  it('refused after the 14 days, in the shopper’s words', async () => {
    const id = await deliveredOrder('en', 'claire.ret4@example.com')
    const later = new Date(Date.now() + 15 * 86_400_000)
    await expect(
      requestReturn(
        payload,
        {
          order: id,
          token: tokenOf(id),
          lines: [{ sku: 'ret-38', quantity: 1 }],
          reason: 'size',
          requestId: `late-${id}-x1`,
        },
        null,
        later,
      ),
    ).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'lines', message: 'The 14 days for a return have passed.' }],
    })
    expect((await returnView(payload, { order: id, token: tokenOf(id) }, null, later)).refusal).toBe('windowClosed')
  })

  it('POST /api/returns answers 201 with the amount (lines only, no shipping) and 404 for a forged link', async () => {
    const id = await deliveredOrder('en', 'claire.ret5@example.com')
    const post = (body: object) =>
      requestRoute(
        new Request(`${SITE}/api/returns`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${id % 250}` },
          body: JSON.stringify(body),
        }),
      )
    const body = { order: id, lines: [{ sku: 'ret-39', quantity: 1 }], reason: 'style', requestId: `route-${id}-abc` }
    expect((await post({ ...body, token: 'a'.repeat(64) })).status).toBe(404)
    const res = await post({ ...body, token: tokenOf(id) })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ status: 'requested', amount: 125000 })
  })
})

describe('service staff accept, receive and refund', () => {
  it('restocks once and refunds once under a double (concurrent) submit; the ledger and the timeline record each step; emails at accepted and refunded', async () => {
    const email = 'claire.ret6@example.com'
    const id = await deliveredOrder('fr', email)
    const ret = await requestReturn(
      payload,
      {
        order: id,
        token: tokenOf(id),
        lines: [{ sku: 'ret-38', quantity: 2 }],
        reason: 'size',
        requestId: `flow-${id}-1`,
      },
      null,
    )
    const accepted = await Promise.allSettled([
      stepReturn(payload, service, { id: ret.id, action: 'accept', from: 'requested' }),
      stepReturn(payload, service, { id: ret.id, action: 'accept', from: 'requested' }),
    ])
    expect(accepted.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(accepted.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 409 } })

    const before = await stock('ret-38')
    const received = await Promise.allSettled([
      stepReturn(payload, service, { id: ret.id, action: 'receive', from: 'accepted' }),
      stepReturn(payload, service, { id: ret.id, action: 'receive', from: 'accepted' }),
    ])
    expect(received.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await stock('ret-38')).toBe(before + 2)
    const rows = (await ledger('ret-38')).filter((m) => m.ref === `return-${ret.id}#ret-38`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ delta: 2, before, after: before + 2 })

    const refunded = await Promise.allSettled([
      stepReturn(payload, service, { id: ret.id, action: 'refund', from: 'received' }),
      stepReturn(payload, service, { id: ret.id, action: 'refund', from: 'received' }),
    ])
    expect(refunded.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const done = await payload.findByID({ collection: 'returns', id: ret.id, overrideAccess: true })
    expect(done.status).toBe('refunded')
    expect(done.amount).toBe(138000)
    expect(done.refund).toMatchObject({ provider: 'test', refundId: expect.stringMatching(/^test_re_[0-9a-f]{24}$/) })
    expect(done.log?.map((l) => [l.change, l.by])).toEqual([
      ['requested', email],
      ['accepted', 'service-ret@test.example'],
      ['received', 'service-ret@test.example'],
      ['refunded', 'service-ret@test.example'],
    ])
    // Asked again afterwards (a stale page): refused, nothing moves.
    await expect(
      stepReturn(payload, service, { id: ret.id, action: 'refund', from: 'received' }),
    ).rejects.toMatchObject({
      status: 409,
    })
    expect(await stock('ret-38')).toBe(before + 2)
    expect(refundKey(ret.id)).toBe(`return-refund-${ret.id}`)

    const order = await orderOf(id)
    const steps = order.changeLog!.filter((c) => c.change.startsWith(`return #${ret.id}:`)).map((c) => c.change)
    expect(steps).toEqual([
      `return #${ret.id}: requested 2 × ret-38`,
      `return #${ret.id}: accepted`,
      `return #${ret.id}: received`,
      `return #${ret.id}: refunded 1380.00 € (${done.refund!.refundId})`,
    ])
    // Partial: the boots were not returned, so the order stays delivered.
    expect(order.status).toBe('delivered')

    const subjects = (await mailsTo(email)).map((m) => m.subject)
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Votre retour pour la commande ${order.number} est accepté`,
        `Votre remboursement pour la commande ${order.number}`,
      ]),
    )
    expect(subjects.filter((s) => s.startsWith('Votre remboursement'))).toHaveLength(1)
    // Each email of the return links the order's own page, signed for its address: no account needed to follow it.
    const returnMails = (await mailsTo(email)).filter((m) => /^Votre (retour|remboursement)/.test(m.subject))
    expect(returnMails).toHaveLength(2)
    for (const m of returnMails) expect(m.text).toContain(`/fr/orders/${order.number}?t=`)
  })

  it('a return of every pair refunds the order itself', async () => {
    const id = await deliveredOrder('en', 'claire.ret7@example.com')
    const ret = await requestReturn(
      payload,
      {
        order: id,
        token: tokenOf(id),
        lines: [
          { sku: 'ret-38', quantity: 2 },
          { sku: 'ret-39', quantity: 1 },
        ],
        reason: 'quality',
        requestId: `all-${id}-1`,
      },
      null,
    )
    for (const [action, from] of [
      ['accept', 'requested'],
      ['receive', 'accepted'],
      ['refund', 'received'],
    ] as const)
      await stepReturn(payload, service, { id: ret.id, action, from })
    expect((await orderOf(id)).status).toBe('refunded')
    const mails = await mailsTo('claire.ret7@example.com')
    expect(mails.map((m) => m.subject)).toContain(`Your refund for order ${(await orderOf(id)).number}`)
  })

  it('only admins and customer service may step a return: the refusal says so; an anonymous call is told to sign in', async () => {
    const id = await deliveredOrder('en', 'claire.ret8@example.com')
    const ret = await requestReturn(
      payload,
      {
        order: id,
        token: tokenOf(id),
        lines: [{ sku: 'ret-39', quantity: 1 }],
        reason: 'other',
        requestId: `role-${id}-1`,
      },
      null,
    )
    for (const role of ['editor', 'stock']) {
      const user = await staffUser(payload, [role], `${role}-ret-${id}@test.example`)
      await expect(
        stepReturn(payload, user, { id: ret.id, action: 'accept', from: 'requested' }),
      ).rejects.toMatchObject({
        status: 403,
        errors: [{ message: 'Only admins and customer service may handle returns.' }],
      })
      // Nor can they read returns through the API.
      await expect(payload.find({ collection: 'returns', user, overrideAccess: false })).rejects.toMatchObject({
        status: 403,
      })
    }
    const res = await stepRoute(
      new Request(`${SITE}/api/returns/step`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.1.1' },
        body: JSON.stringify({ id: ret.id, action: 'accept', from: 'requested' }),
      }),
    )
    expect(res.status).toBe(401)
    const admin = await staffUser(payload, ['admin'], `admin-ret-${id}@test.example`)
    expect((await stepReturn(payload, admin, { id: ret.id, action: 'accept', from: 'requested' })).status).toBe(
      'accepted',
    )
    // Nobody edits a return through the API, admins included.
    await expect(
      payload.update({ collection: 'returns', id: ret.id, data: { amount: 1 }, user: admin, overrideAccess: false }),
    ).rejects.toThrow(Forbidden)
  })
})
