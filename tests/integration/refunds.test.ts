// Refunds made from the order (issue 37) on a real database (SQLite and Postgres): per line and quantity, with or
// without restock, an edited amount, outside any return; each paid through the payment port once per dialog key,
// with a credit note for exactly its amount and the order's timeline; more than remains is refused with its field.
// A received return is refunded through the same dialog, which settles it.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as refundRoute } from '@/app/api/refunds/route'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'
import { onlineStoreId } from '@/server/inventory/moves'
import { fulfilOrder } from '@/server/orders/fulfil'
import { testRefunds } from '@/server/payments/testProvider'
import { providerKey, refundOrder } from '@/server/refunds'
import { returnUrl } from '@/server/orderLinks/returnForm'
import { requestReturn, returnView } from '@/server/returns/shopper'
import { stepReturn } from '@/server/returns/staff'
import { runEmailQueue } from '@/server/email/queue'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'
let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'
let n = 0
let service: Awaited<ReturnType<typeof staffUser>>
const PASSWORD = 'correct horse battery staple'

/** A paid order (not shipped: outside any return) of two pumps (38, 690 €) and one pair of boots (39, 1 250 €). */
async function paidOrder() {
  const { orderId } = await createCheckout(payload, {
    items: [
      { product_id: 'rf-38', quantity: 2, size: '38' },
      { product_id: 'rf-39', quantity: 1, size: '39' },
    ],
    email: `claire.rf${++n}@example.com`,
    shippingAddress: {
      name: 'Claire Dubois',
      address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
    },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/`,
    locale: 'en',
  })
  const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
  await applyPaymentEvent(payload, {
    eventId: `evt_rf_${n}_${Date.now()}`,
    sessionId: order.payment!.sessionId!,
    outcome: 'completed',
    type: 'checkout.session.completed',
    provider: 'test',
  })
  return orderId
}

/** A paid order, then prepared, shipped and delivered by the service team: open to returns. */
async function deliveredOrder() {
  const id = await paidOrder()
  for (const from of ['paid', 'preparing', 'shipped'] as const)
    await fulfilOrder(payload, service, {
      id,
      from,
      ...(from === 'preparing' ? { carrier: 'colissimo', trackingNumber: `RFD${String(id).padStart(6, '0')}` } : {}),
    })
  return id
}

const key = () => `dlg-${Date.now().toString(36)}-${++n}`
const stock = async (sku: string) =>
  (await payload.find({ collection: 'inventory', where: { sku: { equals: sku } }, overrideAccess: true })).docs[0]!
    .quantity
const movementsOf = async (ref: string) =>
  (await payload.find({ collection: 'stock-movements', where: { ref: { like: ref } }, overrideAccess: true })).docs
const noteOf = async (refund: number) =>
  (await payload.find({ collection: 'credit-notes', where: { refund: { equals: refund } }, overrideAccess: true })).docs
const orderOf = (id: number) => payload.findByID({ collection: 'orders', id, overrideAccess: true })
/** The refund emails the shopper of this order was sent (the queue run first, as the job would). */
const refundMails = async (id: number) => {
  await runEmailQueue(payload)
  const { email } = await orderOf(id)
  const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })
  return docs.filter((m) => m.subject.startsWith('A refund on your order'))
}

async function post(body: unknown, cookie?: string) {
  return refundRoute(
    new Request(`${SITE}/api/refunds`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '10.9.3.1',
        origin: SITE,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  )
}

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  service = await staffUser(payload, ['service'], 'service-rf@test.example')
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-rf', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const store = await onlineStoreId(payload)
  for (const [sku, size, price] of [
    ['rf-38', '38', 69000],
    ['rf-39', '39', 125000],
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

describe('a refund from the order', () => {
  it('one pump of two, restocked: the pair back on the shelf with its ledger row, a credit note of 690 €', async () => {
    const id = await paidOrder()
    const before = await stock('rf-38')
    const k = key()
    const r = await refundOrder(payload, service, {
      order: id,
      key: k,
      lines: [{ sku: 'rf-38', quantity: 1 }],
      restock: true,
      reason: 'Too narrow',
    })
    expect(r).toMatchObject({ status: 'refunded', amount: 69000, restock: true, by: 'service-rf@test.example' })
    expect(r.refundId).toMatch(/^test_re_/)
    expect(r.lines).toMatchObject([{ sku: 'rf-38', quantity: 1, amount: 69000, unitPrice: 69000 }])
    expect(await stock('rf-38')).toBe(before + 1)
    expect(await movementsOf(`refund-${r.id}#rf-38`)).toMatchObject([{ kind: 'return', delta: 1, after: before + 1 }])
    const [note] = await noteOf(r.id)
    expect(note).toMatchObject({ total: 69000, number: r.creditNoteNumber })
    // The provider was asked once, for this amount, with the dialog's key.
    expect(testRefunds().filter((x) => x.key === providerKey(k))).toMatchObject([{ amount: 69000, asked: 1 }])
    const order = await orderOf(id)
    expect(order.status).toBe('paid')
    expect(order.changeLog!.at(-1)).toMatchObject({
      by: 'service-rf@test.example',
      change: `refunded 690.00 € (${r.refundId}), credit note ${note!.number}, restocked`,
      reason: 'Too narrow',
    })
  })

  it('a goodwill amount on the boots, kept by the shopper: no restock, a credit note of exactly that amount', async () => {
    const id = await paidOrder()
    const before = await stock('rf-39')
    const r = await refundOrder(payload, service, {
      order: id,
      key: key(),
      lines: [{ sku: 'rf-39', quantity: 1 }],
      amount: 24500,
      restock: false,
      reason: 'Scuffed heel',
    })
    expect(r).toMatchObject({ status: 'refunded', amount: 24500, restock: false })
    expect(r.lines).toMatchObject([{ sku: 'rf-39', quantity: 1, amount: 24500 }])
    expect(await stock('rf-39')).toBe(before)
    expect(await movementsOf(`refund-${r.id}#%`)).toEqual([])
    const [note] = await noteOf(r.id)
    expect(note).toMatchObject({ total: 24500 })
    // The shopper is told: the amount, the pair, the credit note and the order's own page.
    const [mail, ...more] = await refundMails(id)
    expect(more).toEqual([])
    expect(mail!.subject).toBe(`A refund on your order ${(await orderOf(id)).number}`)
    expect(mail!.text).toContain('We have refunded 245,00\u00a0€')
    expect(mail!.text).toContain('1 × Vavin rf-39')
    expect(mail!.text).toContain(`number=${note!.number}`)
    expect(mail!.text).toContain(`/orders/${(await orderOf(id)).number}?t=`)
    // What remains: 2 630 € − 245 € = 2 385 €; one cent more is refused.
    await expect(
      refundOrder(payload, service, { order: id, key: key(), lines: [], amount: 238501, restock: false }),
    ).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'amount', message: expect.stringContaining('2\u202f385,00') }],
    })
  })

  it('more than remains is refused with its field (422), in the admin’s language; bad input never a 500', async () => {
    const id = await paidOrder()
    const { token } = await payload.login({
      collection: 'users',
      data: { email: 'service-rf@test.example', password: PASSWORD },
    })
    const cookie = `payload-token=${token}`
    const tooMany = await post({ order: id, key: key(), lines: [{ sku: 'rf-39', quantity: 2 }] }, cookie)
    expect(tooMany.status).toBe(422)
    expect((await tooMany.json()).errors).toEqual([
      { field: 'lines.0.quantity', message: 'Only 1 left to refund on this line.' },
    ])
    const tooMuch = await post({ order: id, key: key(), lines: [], amount: 263001, locale: 'fr' }, cookie)
    expect(tooMuch.status).toBe(422)
    expect((await tooMuch.json()).errors).toEqual([
      { field: 'amount', message: 'Il reste au plus 2\u202f630,00\u00a0€ à rembourser sur cette commande.' },
    ])
    const zero = await post({ order: id, key: key(), lines: [{ sku: 'rf-38', quantity: 1 }], amount: 0 }, cookie)
    expect(zero.status).toBe(422)
    expect((await zero.json()).errors[0].field).toBe('amount')
    const unknown = await post({ order: id, key: key(), lines: [{ sku: 'nope', quantity: 1 }] }, cookie)
    expect((await unknown.json()).errors[0].field).toBe('lines.0.sku')
    const restockNothing = await post({ order: id, key: key(), amount: 500, restock: true }, cookie)
    expect(restockNothing.status).toBe(422)
    expect((await restockNothing.json()).errors[0].field).toBe('restock')
    for (const bad of [
      { order: id, key: 'x', lines: [] },
      { order: 'abc', key: key() },
      { order: id, key: key(), amount: 1.5 },
    ]) {
      const res = await post(bad, cookie)
      expect(res.status).toBe(422)
      expect((await res.json()).errors[0].field).toBeTruthy()
    }
    expect((await post({ order: 99999999, key: key(), amount: 100 }, cookie)).status).toBe(404)
    // Nothing of it was refunded.
    expect(
      (await payload.count({ collection: 'refunds', where: { order: { equals: id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('a double submit with the same key refunds once: one row, one provider refund, one credit note', async () => {
    const id = await paidOrder()
    const k = key()
    const input = { order: id, key: k, lines: [{ sku: 'rf-38', quantity: 2 }], restock: true }
    const before = await stock('rf-38')
    const [a, b] = await Promise.all([refundOrder(payload, service, input), refundOrder(payload, service, input)])
    expect(a.id).toBe(b.id)
    const again = await refundOrder(payload, service, input)
    expect(again).toMatchObject({
      id: a.id,
      status: 'refunded',
      creditNoteNumber: a.creditNoteNumber ?? b.creditNoteNumber,
    })
    expect(
      (await payload.count({ collection: 'refunds', where: { order: { equals: id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    expect(await noteOf(a.id)).toHaveLength(1)
    expect(await refundMails(id)).toHaveLength(1)
    expect(await stock('rf-38')).toBe(before + 2)
    expect(testRefunds().filter((x) => x.key === providerKey(k))).toHaveLength(1)
  })

  it('refunding all that remains marks the order refunded; then nothing is left', async () => {
    const id = await paidOrder()
    await refundOrder(payload, service, {
      order: id,
      key: key(),
      lines: [{ sku: 'rf-39', quantity: 1 }],
      restock: false,
    })
    expect((await orderOf(id)).status).toBe('paid')
    await refundOrder(payload, service, {
      order: id,
      key: key(),
      lines: [{ sku: 'rf-38', quantity: 2 }],
      restock: false,
    })
    const order = await orderOf(id)
    expect(order.status).toBe('refunded')
    expect(order.timeline?.refundedAt).toBeTruthy()
    await expect(
      refundOrder(payload, service, { order: id, key: key(), lines: [], amount: 1, restock: false }),
    ).rejects.toMatchObject({ status: 422, errors: [{ field: 'amount' }] })
  })

  it('only admins and customer service refund; nobody writes a refund through the API', async () => {
    const id = await paidOrder()
    for (const role of ['editor', 'stock']) {
      const user = await staffUser(payload, [role], `${role}-rf-${id}@test.example`)
      await expect(
        refundOrder(payload, user, { order: id, key: key(), lines: [], amount: 100, restock: false }),
      ).rejects.toMatchObject({ status: 403 })
    }
    expect((await post({ order: id, key: key(), amount: 100 })).status).toBe(401)
    const admin = await staffUser(payload, ['admin'], `admin-rf-${id}@test.example`)
    const r = await refundOrder(payload, admin, { order: id, key: key(), lines: [], amount: 100, restock: false })
    expect(r.status).toBe('refunded')
    await expect(
      payload.update({ collection: 'refunds', id: r.id, data: { amount: 1 }, user: admin, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'refunds',
        data: { order: id, orderNumber: 'x', key: key(), amount: 1, by: 'me' } as never,
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('a return whose pairs were refunded from the order meanwhile is not refunded a second time', async () => {
    const id = await deliveredOrder()
    const token = new URL(returnUrl(payload, id, 'en')).searchParams.get('token')!
    const ret = await requestReturn(
      payload,
      { order: id, token, lines: [{ sku: 'rf-38', quantity: 2 }], reason: 'size', requestId: `rf-ret-${id}-aaaaaaaa` },
      null,
    )
    await stepReturn(payload, service, { id: ret.id, action: 'accept', from: 'requested' })
    await stepReturn(payload, service, { id: ret.id, action: 'receive', from: 'accepted' })
    // Meanwhile one of the pair was refunded from the order's own dialog.
    await refundOrder(payload, service, {
      order: id,
      key: key(),
      lines: [{ sku: 'rf-38', quantity: 1 }],
      restock: false,
    })
    await expect(
      stepReturn(payload, service, { id: ret.id, action: 'refund', from: 'received' }),
    ).rejects.toMatchObject({
      status: 409,
      errors: [{ field: 'id', message: expect.stringContaining('already refunded from the order') }],
    })
    expect((await payload.findByID({ collection: 'returns', id: ret.id, overrideAccess: true })).status).toBe(
      'received',
    )
  })

  it('a pair refunded from the order is no longer offered to the shopper for a return', async () => {
    const id = await deliveredOrder()
    await refundOrder(payload, service, {
      order: id,
      key: key(),
      lines: [{ sku: 'rf-38', quantity: 1 }],
      restock: false,
    })
    // A goodwill amount on the boots takes no pair: they can still go back.
    await refundOrder(payload, service, { order: id, key: key(), lines: [], amount: 5000, restock: false })
    const token = new URL(returnUrl(payload, id, 'en')).searchParams.get('token')!
    const view = await returnView(payload, { order: id, token }, null)
    expect(view.lines.map((l) => [l.sku, l.left])).toEqual([
      ['rf-38', 1],
      ['rf-39', 1],
    ])
    await expect(
      requestReturn(
        payload,
        {
          order: id,
          token,
          lines: [{ sku: 'rf-38', quantity: 2 }],
          reason: 'size',
          requestId: `rf-left-${id}-aaaaaaaa`,
        },
        null,
      ),
    ).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'lines', message: 'That is more than is left to return.' }],
    })
    const ret = await requestReturn(
      payload,
      { order: id, token, lines: [{ sku: 'rf-38', quantity: 1 }], reason: 'size', requestId: `rf-left-${id}-bbbbbbbb` },
      null,
    )
    expect(ret.status).toBe('requested')
  })

  it('a received return is refunded through the dialog: its pairs, an edited amount, the return settled once, no second refund of it', async () => {
    const id = await deliveredOrder()
    const token = new URL(returnUrl(payload, id, 'en')).searchParams.get('token')!
    const ret = await requestReturn(
      payload,
      { order: id, token, lines: [{ sku: 'rf-38', quantity: 1 }], reason: 'size', requestId: `rf-dlg-${id}-aaaaaaaa` },
      null,
    )
    const asked = { order: id, lines: [{ sku: 'rf-38', quantity: 1 }], restock: false, return: ret.id }
    // Not received yet: refused by name, nothing paid.
    await stepReturn(payload, service, { id: ret.id, action: 'accept', from: 'requested' })
    await expect(refundOrder(payload, service, { ...asked, key: key() })).rejects.toMatchObject({
      status: 409,
      errors: [{ field: 'return', message: 'This return is not received yet: mark it received before refunding it.' }],
    })
    await stepReturn(payload, service, { id: ret.id, action: 'receive', from: 'accepted' })
    // Its pairs went back on the shelf at receipt: no restock here; no pair the return does not hold.
    await expect(refundOrder(payload, service, { ...asked, key: key(), restock: true })).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'restock' }],
    })
    await expect(
      refundOrder(payload, service, { ...asked, key: key(), lines: [{ sku: 'rf-38', quantity: 2 }], locale: 'fr' }),
    ).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'lines.0.quantity', message: 'Ce retour contient 1 de cet article.' }],
    })
    const before = await stock('rf-38')

    // A damaged pair: 600 € of its 690 €.
    const made = await refundOrder(payload, service, { ...asked, key: key(), amount: 60000, reason: 'heel scuffed' })
    expect(made).toMatchObject({ status: 'refunded', amount: 60000, return: ret.id })
    const settled = await payload.findByID({ collection: 'returns', id: ret.id, overrideAccess: true })
    expect(settled.status).toBe('refunded')
    expect(settled.refund?.refundId).toBe(made.refundId)
    expect(settled.log?.at(-1)).toMatchObject({ change: 'refunded', by: service.email })
    expect(await stock('rf-38')).toBe(before)
    expect(testRefunds().filter((x) => x.key === providerKey(made.key))).toMatchObject([{ amount: 60000, asked: 1 }])
    const [note] = await noteOf(made.id)
    expect(note).toMatchObject({ total: 60000 })
    const order = await orderOf(id)
    expect(order.changeLog?.some((e) => e.change.startsWith(`return #${ret.id}: refunded 600.00 €`))).toBe(true)

    // Counted once: the order still has its other pump (690 €) and the boots (1 250 €), and the return's 90 € left.
    await expect(
      refundOrder(payload, service, {
        order: id,
        key: key(),
        lines: [],
        amount: 9000 + 69000 + 125000 + 1,
        restock: false,
      }),
    ).rejects.toMatchObject({ status: 422, errors: [{ field: 'amount' }] })
    // The return is settled: neither its own step nor a second dialog refunds it again.
    await expect(
      stepReturn(payload, service, { id: ret.id, action: 'refund', from: 'received' }),
    ).rejects.toMatchObject({ status: 409 })
    await expect(refundOrder(payload, service, { ...asked, key: key() })).rejects.toMatchObject({
      status: 409,
      errors: [{ field: 'return', message: 'This return is already refunded.' }],
    })
  })
})
