// Returns after the first steps, on a real database (SQLite and Postgres): declining a request (with its reason, the
// shopper's email, and no receiving or refunding afterwards), custom pairs refused while the order's other pairs
// go back, an interrupted refund finished with the same provider refund, and the credit note of a refund (its own
// gapless numbers, once per refund under a double press, its PDF for staff and for the shopper's link).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as creditNoteRoute } from '@/app/api/credit-notes/route'
import { POST as requestRoute } from '@/app/api/returns/route'
import { POST as stepRoute } from '@/app/api/returns/step/route'
import { creditNoteNumber, parisYear } from '@/domain/invoice'
import { REFUND_REPAIR_AFTER_MS } from '@/domain/returns'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'
import { runEmailQueue } from '@/server/email/queue'
import { onlineStoreId } from '@/server/inventory/moves'
import { creditNotePdf } from '@/server/invoices/creditNotes'
import { fulfilOrder } from '@/server/orders/fulfil'
import { paymentProvider } from '@/server/payments'
import { testRefunds } from '@/server/payments/testProvider'
import { inTransaction } from '@/server/platform/transaction'
import { returnUrl } from '@/server/orderLinks/returnForm'
import { moveReturn } from '@/server/returns/rows'
import { requestReturn, returnView } from '@/server/returns/shopper'
import { refundKey, repairRefunds, stepReturn } from '@/server/returns/staff'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'
import { pdfText } from './helpers/pdfText'

process.env.EMAIL_QUEUE_MANUAL = '1'
let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'
let n = 0
let service: Awaited<ReturnType<typeof staffUser>>
/** The service member's session, as the backoffice's buttons send it (who is checked before the body). */
let asService: Record<string, string>
const stepAsService = (body: object) => post(stepRoute, '/api/returns/step', body, asService)

/** A delivered order: two pumps (38), one pair of boots (39) and, when asked, one custom pair (made to order). */
async function deliveredOrder(locale: 'en' | 'fr', email: string, withCustom = false) {
  const { orderId } = await createCheckout(payload, {
    items: [
      { product_id: 'rx-38', quantity: 2, size: '38' },
      { product_id: 'rx-39', quantity: 1, size: '39' },
      ...(withCustom ? [{ product_id: 'rx-cus', quantity: 1, size: '37' }] : []),
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
    eventId: `evt_rx_${++n}_${Date.now()}`,
    sessionId: order.payment!.sessionId!,
    outcome: 'completed',
    type: 'checkout.session.completed',
    provider: 'test',
  })
  for (const from of ['paid', 'preparing', 'shipped'] as const)
    await fulfilOrder(payload, service, {
      id: orderId,
      from,
      ...(from === 'preparing' ? { carrier: 'colissimo', trackingNumber: 'RX123456' } : {}),
    })
  return orderId
}

const tokenOf = (orderId: number) => new URL(returnUrl(payload, orderId, 'en')).searchParams.get('token')!
const orderOf = (id: number) => payload.findByID({ collection: 'orders', id, overrideAccess: true })
const returnOf = (id: number) => payload.findByID({ collection: 'returns', id, depth: 0, overrideAccess: true })
const mailsTo = async (to: string) => {
  await runEmailQueue(payload)
  return (
    await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })
  ).docs
}
const creditNotesOf = async (returnId: number) =>
  (
    await payload.find({
      collection: 'credit-notes',
      where: { return: { equals: returnId } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** A return of the two pumps, asked for and taken to `upTo`. */
async function returnOfPumps(orderId: number, upTo: 'requested' | 'received') {
  const ret = await requestReturn(
    payload,
    {
      order: orderId,
      token: tokenOf(orderId),
      lines: [{ sku: 'rx-38', quantity: 2 }],
      reason: 'size',
      requestId: `rx-${orderId}-${++n}-form`,
    },
    null,
  )
  if (upTo === 'received') {
    await stepReturn(payload, service, { id: ret.id, action: 'accept', from: 'requested' })
    await stepReturn(payload, service, { id: ret.id, action: 'receive', from: 'accepted' })
  }
  return ret
}

const post = (route: typeof stepRoute, path: string, body: object, headers: Record<string, string> = {}) =>
  route(
    new Request(`${SITE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${++n % 250}`, ...headers },
      body: JSON.stringify(body),
    }),
  )

beforeAll(async () => {
  payload = await testPayload()
  // The first staff account becomes an admin: made here, so the roles below are the ones asked for.
  await staffUser(payload, ['admin'], 'first-admin-rx@test.example')
  await seedStores(payload)
  service = await staffUser(payload, ['service'], 'service-rx@test.example')
  const { token } = await payload.login({
    collection: 'users',
    data: { email: service.email, password: 'correct horse battery staple' },
  })
  asService = { authorization: `JWT ${token}` }
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-rx', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const store = await onlineStoreId(payload)
  for (const [sku, size, price, custom] of [
    ['rx-38', '38', 69000, false],
    ['rx-39', '39', 125000, false],
    ['rx-cus', '37', 240000, true],
  ] as const) {
    const p = await payload.create({
      collection: 'products',
      data: { title: `Tournon ${sku}`, productType: type.id, color: sku, colorName: 'Noir', price, custom },
      overrideAccess: true,
    })
    await payload.create({ collection: 'product-variants', data: { product: p.id, size, sku }, overrideAccess: true })
    await payload.create({ collection: 'inventory', data: { sku, store, quantity: 40 }, overrideAccess: true })
  }
}, 180_000)

describe('declining a requested return', () => {
  it('records who, when and why; emails the shopper the reason in French; nothing can be received or refunded after', async () => {
    const email = 'claire.rx1@example.com'
    const id = await deliveredOrder('fr', email)
    const ret = await returnOfPumps(id, 'requested')
    const declined = await stepReturn(payload, service, {
      id: ret.id,
      action: 'decline',
      from: 'requested',
      reason: 'worn',
      note: 'Les semelles sont marquées.',
    })
    expect(declined.status).toBe('declined')
    const saved = await returnOf(ret.id)
    expect(saved).toMatchObject({
      status: 'declined',
      declineReason: 'worn',
      declineNote: 'Les semelles sont marquées.',
    })
    expect(saved.log?.at(-1)).toMatchObject({
      by: 'service-rx@test.example',
      change: 'declined',
      reason: 'Worn: Les semelles sont marquées.',
      at: expect.any(String),
    })
    const timeline = (await orderOf(id)).changeLog!.filter((c) => c.change === `return #${ret.id}: declined`)
    expect(timeline).toEqual([expect.objectContaining({ by: 'service-rx@test.example', reason: expect.any(String) })])

    const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('Votre demande de retour'))!
    expect(mail.subject).toBe(`Votre demande de retour pour la commande ${(await orderOf(id)).number}`)
    expect(mail.text).toContain('sommes au regret de ne pouvoir y donner suite')
    expect(mail.text).toContain('ne permet de reprendre que des paires non portées')
    expect(mail.text).toContain('Un mot de notre équipe\u00a0: «\u00a0Les semelles sont marquées.\u00a0»')

    // Receiving or refunding a declined return is refused by name, through the endpoint too.
    await expect(
      stepReturn(payload, service, { id: ret.id, action: 'receive', from: 'accepted' }),
    ).rejects.toMatchObject({
      status: 409,
      errors: [{ field: 'from', message: 'This return was declined: it cannot be received or refunded.' }],
    })
    await expect(
      stepReturn(payload, service, { id: ret.id, action: 'refund', from: 'received', locale: 'fr' }),
    ).rejects.toMatchObject({
      status: 409,
      errors: [{ message: 'Ce retour a été refusé\u00a0: il ne peut être ni reçu ni remboursé.' }],
    })
    expect((await returnOf(ret.id)).status).toBe('declined')
    expect(testRefunds().filter((r) => r.key === refundKey(ret.id))).toHaveLength(0)

    // The declined pairs are not owed back: the shopper may ask again.
    const view = await returnView(payload, { order: id, token: tokenOf(id) }, null)
    expect(view.lines.find((l) => l.sku === 'rx-38')?.left).toBe(2)
    expect(view.returns.map((r) => r.status)).toEqual(['declined'])
  })

  it('needs a reason (and words for "other"); editors and stock cannot decline', async () => {
    const id = await deliveredOrder('en', 'claire.rx2@example.com')
    const ret = await returnOfPumps(id, 'requested')
    const noReason = await stepAsService({ id: ret.id, action: 'decline', from: 'requested' })
    expect(noReason.status).toBe(422)
    expect((await noReason.json()).errors).toEqual([
      expect.objectContaining({ field: 'reason', message: 'Choose why the return is declined.' }),
    ])
    const other = await stepAsService({
      id: ret.id,
      action: 'decline',
      from: 'requested',
      reason: 'other',
    })
    expect(other.status).toBe(422)
    expect((await other.json()).errors).toEqual([expect.objectContaining({ field: 'note' })])
    await expect(
      stepReturn(payload, service, { id: ret.id, action: 'decline', from: 'requested', reason: 'other' }),
    ).rejects.toMatchObject({ status: 422, errors: [{ field: 'note' }] })
    for (const role of ['editor', 'stock'])
      await expect(
        stepReturn(payload, await staffUser(payload, [role]), {
          id: ret.id,
          action: 'decline',
          from: 'requested',
          reason: 'late',
        }),
      ).rejects.toMatchObject({ status: 403 })
    // Two colleagues at once (one accepts, one declines): one wins, the other is told.
    const both = await Promise.allSettled([
      stepReturn(payload, service, { id: ret.id, action: 'accept', from: 'requested' }),
      stepReturn(payload, service, { id: ret.id, action: 'decline', from: 'requested', reason: 'late' }),
    ])
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 409 } })
    const mails = (await mailsTo('claire.rx2@example.com')).map((m) => m.subject)
    expect(mails.filter((s) => s.includes('is accepted') || s.startsWith('About your return'))).toHaveLength(1)
  })

  it('a French admin reads every refusal in French: the language the backoffice sends, else the one saved on the account', async () => {
    const id = await deliveredOrder('fr', 'claire.rx-fr@example.com')
    const ret = await returnOfPumps(id, 'requested')
    // The backoffice sends its language with the step (src/admin/orders/DeclineReturn.client.tsx).
    const noReason = await stepAsService({
      id: ret.id,
      action: 'decline',
      from: 'requested',
      locale: 'fr',
    })
    expect(noReason.status).toBe(422)
    expect((await noReason.json()).errors).toEqual([
      { field: 'reason', message: 'Choisissez le motif du refus du retour.' },
    ])
    const noNote = await stepAsService({
      id: ret.id,
      action: 'decline',
      from: 'requested',
      reason: 'other',
      locale: 'fr',
    })
    expect((await noNote.json()).errors).toEqual([
      { field: 'note', message: 'Dites en quelques mots pourquoi le retour est refusé.' },
    ])
    // Signed in without a language in the body: the one saved on the staff account.
    const french = { ...service, language: 'fr' as const }
    await expect(
      stepReturn(payload, french, { id: ret.id, action: 'decline', from: 'requested', reason: 'other' }),
    ).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'note', message: 'Dites en quelques mots pourquoi le retour est refusé.' }],
    })
    await expect(
      stepReturn(payload, french, { id: ret.id, action: 'receive', from: 'requested' }),
    ).rejects.toMatchObject({
      status: 409,
      errors: [{ message: 'Ce retour a changé entre-temps\u00a0: rechargez la page.' }],
    })
    const editor = { ...(await staffUser(payload, ['editor'])), language: 'fr' as const }
    await expect(
      stepReturn(payload, editor, { id: ret.id, action: 'decline', from: 'requested', reason: 'late' }),
    ).rejects.toMatchObject({
      status: 403,
      errors: [{ message: 'Seuls les administrateurs et le service client peuvent traiter les retours.' }],
    })
    // The same refusal for an English admin stays English.
    await expect(
      stepReturn(payload, service, { id: ret.id, action: 'decline', from: 'requested', reason: 'other' }),
    ).rejects.toMatchObject({ errors: [{ message: 'Say in a few words why the return is declined.' }] })
  })
})

describe('custom pairs', () => {
  it('the order line keeps the product’s mark; /returns refuses that line by name and takes the others', async () => {
    const id = await deliveredOrder('fr', 'claire.rx3@example.com', true)
    const order = await orderOf(id)
    expect(order.lines.map((l) => [l.sku, l.custom])).toEqual([
      ['rx-38', false],
      ['rx-39', false],
      ['rx-cus', true],
    ])
    // Unmarking the product later changes nothing for this order.
    const product = (await payload.find({ collection: 'products', where: { color: { equals: 'rx-cus' } } })).docs[0]!
    const mark = (custom: boolean) =>
      payload.update({
        collection: 'products',
        id: product.id,
        data: { custom },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    await mark(false)
    expect((await orderOf(id)).lines.find((l) => l.sku === 'rx-cus')?.custom).toBe(true)
    await mark(true)

    const view = await returnView(payload, { order: id, token: tokenOf(id) }, null)
    expect(view.refusal).toBeNull()
    expect(view.lines.map((l) => [l.sku, l.custom, l.left])).toEqual([
      ['rx-38', false, 2],
      ['rx-39', false, 1],
      ['rx-cus', true, 0],
    ])
    const form = (lines: { sku: string; quantity: number }[], locale: 'en' | 'fr') => ({
      order: id,
      token: tokenOf(id),
      locale,
      lines,
      reason: 'size',
      requestId: `rx-custom-${id}-${++n}`,
    })
    const refused = await post(requestRoute, '/api/returns', form([{ sku: 'rx-cus', quantity: 1 }], 'fr'))
    expect(refused.status).toBe(422)
    expect((await refused.json()).errors).toEqual([
      {
        field: 'lines',
        message:
          'Tournon rx-cus est une paire sur mesure\u00a0: les articles sur mesure ou personnalisés ne peuvent pas être retournés. Les autres articles de votre commande peuvent toujours l’être.',
      },
    ])
    const mixed = await post(
      requestRoute,
      '/api/returns',
      form(
        [
          { sku: 'rx-39', quantity: 1 },
          { sku: 'rx-cus', quantity: 1 },
        ],
        'en',
      ),
    )
    expect(mixed.status).toBe(422)
    expect((await mixed.json()).errors[0].message).toBe(
      'Tournon rx-cus is a custom pair: custom and personalised items cannot be returned. The other items of your order can still be returned.',
    )
    const ok = await post(requestRoute, '/api/returns', form([{ sku: 'rx-39', quantity: 1 }], 'en'))
    expect(ok.status).toBe(201)
    expect(await ok.json()).toMatchObject({ status: 'requested', amount: 125000 })
    expect(await payload.count({ collection: 'returns', where: { order: { equals: id } } })).toMatchObject({
      totalDocs: 1,
    })
  })

  it('an order of nothing but a custom pair says custom pairs do not go back', async () => {
    const { orderId } = await createCheckout(payload, {
      items: [{ product_id: 'rx-cus', quantity: 1, size: '37' }],
      email: 'claire.rx4@example.com',
      shippingAddress: {
        name: 'Claire Dubois',
        address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
      },
      successUrl: `${SITE}/checkout/success`,
      cancelUrl: `${SITE}/`,
      locale: 'en',
    })
    const o = await orderOf(orderId)
    await applyPaymentEvent(payload, {
      eventId: `evt_rx_only_${orderId}`,
      sessionId: o.payment!.sessionId!,
      outcome: 'completed',
      type: 'checkout.session.completed',
      provider: 'test',
    })
    for (const from of ['paid', 'preparing', 'shipped'] as const)
      await fulfilOrder(payload, service, {
        id: orderId,
        from,
        ...(from === 'preparing' ? { carrier: 'colissimo', trackingNumber: 'RX999999' } : {}),
      })
    expect((await returnView(payload, { order: orderId, token: tokenOf(orderId) }, null)).refusal).toBe('custom')
  })
})

describe('an interrupted refund', () => {
  it('claimed, refunded by the provider, never recorded: the sweep finishes it with the same refund, once', async () => {
    const email = 'claire.rx5@example.com'
    const id = await deliveredOrder('en', email)
    const ret = await returnOfPumps(id, 'received')
    // The crash: the claim committed and the provider refunded, then the process stopped before recording.
    expect(await inTransaction(payload, (req) => moveReturn(payload, req, ret.id, 'received', 'refunded'))).toBe(true)
    const order = await orderOf(id)
    const first = await paymentProvider().refund({
      sessionId: order.payment!.sessionId!,
      amount: ret.amount,
      idempotencyKey: refundKey(ret.id),
    })
    expect((await returnOf(ret.id)).refund?.refundId ?? null).toBeNull()

    // Too young for the sweep: it may still be in flight.
    expect(await repairRefunds(payload)).toBe(0)
    const later = new Date(Date.now() + REFUND_REPAIR_AFTER_MS + 1000)
    // Two sweeps at once (two servers) finish it once.
    const swept = await Promise.all([repairRefunds(payload, later), repairRefunds(payload, later)])
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    expect(await repairRefunds(payload, later)).toBe(0)

    const done = await returnOf(ret.id)
    expect(done.refund).toMatchObject({ provider: 'test', refundId: first.id })
    expect(done.log?.filter((l) => l.change === 'refunded')).toHaveLength(1)
    const made = testRefunds().filter((r) => r.key === refundKey(ret.id))
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ id: first.id, amount: 138000 })
    expect(await creditNotesOf(ret.id)).toHaveLength(1)
    const refundMails = (await mailsTo(email)).filter((m) => m.subject.startsWith('Your refund'))
    expect(refundMails).toHaveLength(1)
    const timeline = (await orderOf(id)).changeLog!.filter((c) => c.change.startsWith(`return #${ret.id}: refunded`))
    expect(timeline).toHaveLength(1)
  })

  it('claimed and never sent to the provider: "Finish the refund" on the order makes it, once under a double press', async () => {
    const id = await deliveredOrder('en', 'claire.rx6@example.com')
    const ret = await returnOfPumps(id, 'received')
    await inTransaction(payload, (req) => moveReturn(payload, req, ret.id, 'received', 'refunded'))
    expect(testRefunds().filter((r) => r.key === refundKey(ret.id))).toHaveLength(0)
    const presses = await Promise.allSettled([
      stepReturn(payload, service, { id: ret.id, action: 'refund', from: 'refunded' }),
      stepReturn(payload, service, { id: ret.id, action: 'refund', from: 'refunded' }),
    ])
    expect(presses.filter((p) => p.status === 'fulfilled').length).toBeGreaterThanOrEqual(1)
    const done = await returnOf(ret.id)
    expect(done.refund?.refundId).toMatch(/^test_re_/)
    expect(testRefunds().filter((r) => r.key === refundKey(ret.id))).toHaveLength(1)
    expect(done.log?.filter((l) => l.change === 'refunded')).toHaveLength(1)
    expect(await creditNotesOf(ret.id)).toHaveLength(1)
    // Once recorded, pressing again is refused and refunds nothing more.
    await expect(
      stepReturn(payload, service, { id: ret.id, action: 'refund', from: 'refunded' }),
    ).rejects.toMatchObject({ status: 409, errors: [{ message: 'This return is already refunded.' }] })
  })
})

describe('credit notes', () => {
  it('one per refund under a double press, numbered from its own gapless sequence, naming the invoice', async () => {
    const year = parisYear(new Date())
    const a = await returnOfPumps(await deliveredOrder('fr', 'claire.rx7@example.com'), 'received')
    const presses = await Promise.allSettled([
      stepReturn(payload, service, { id: a.id, action: 'refund', from: 'received' }),
      stepReturn(payload, service, { id: a.id, action: 'refund', from: 'received' }),
    ])
    expect(presses.filter((p) => p.status === 'fulfilled')).toHaveLength(1)
    const [noteA, ...more] = await creditNotesOf(a.id)
    expect(more).toHaveLength(0)
    expect(noteA!.number).toMatch(new RegExp(`^A-${year}-\\d{6}$`))
    const orderA = (await returnOf(a.id)).order as number
    const invoice = (
      await payload.find({ collection: 'invoices', where: { order: { equals: orderA } }, overrideAccess: true })
    ).docs[0]!
    expect(noteA).toMatchObject({ invoiceNumber: invoice.number, total: 138000, order: orderA })

    const b = await returnOfPumps(await deliveredOrder('en', 'claire.rx8@example.com'), 'received')
    await stepReturn(payload, service, { id: b.id, action: 'refund', from: 'received' })
    const [noteB] = await creditNotesOf(b.id)
    // No gap: every credit note of the year, in order, numbered 1, 2, 3…
    const all = (
      await payload.find({ collection: 'credit-notes', sort: 'number', pagination: false, overrideAccess: true })
    ).docs.map((d) => d.number)
    expect(all).toEqual(all.map((_, i) => creditNoteNumber(year, i + 1)))
    expect(Number(noteB!.number.slice(-6))).toBe(Number(noteA!.number.slice(-6)) + 1)
  })

  it('the PDF: negative amounts and VAT, the invoice named; staff by return id, editors and stock refused; the shopper by the email’s link', async () => {
    const email = 'claire.rx9@example.com'
    const ret = await returnOfPumps(await deliveredOrder('fr', email), 'received')
    await stepReturn(payload, service, { id: ret.id, action: 'refund', from: 'received' })
    const [note] = await creditNotesOf(ret.id)

    const anonymous = await creditNoteRoute(new Request(`${SITE}/api/credit-notes?return=${ret.id}&locale=fr`))
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).errors[0].message).toBe(
      'Connectez-vous au back-office pour télécharger les avoirs.',
    )
    for (const role of ['editor', 'stock'])
      await expect(
        creditNotePdf(payload, await staffUser(payload, [role]), { return: ret.id }, 'en'),
      ).rejects.toMatchObject({
        status: 403,
        message: 'Only administrators and customer service may download credit notes.',
      })
    const { number, bytes } = await creditNotePdf(payload, service, { return: ret.id }, 'en')
    expect(number).toBe(note!.number)
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = pdfText(bytes)
    expect(text).toContain(`Avoir ${note!.number}`)
    expect(text).toContain(`Sur facture : ${note!.invoiceNumber}`)
    expect(text).toContain('-1 380,00 €')
    expect(text).toContain(`-${(note!.vat / 100).toFixed(2).replace('.', ',')} €`)
    expect(text).toContain('Maison Sabine SAS')

    // A return not refunded has no credit note.
    const open = await returnOfPumps(await deliveredOrder('en', 'claire.rx10@example.com'), 'requested')
    await expect(creditNotePdf(payload, service, { return: open.id }, 'en')).rejects.toMatchObject({ status: 409 })

    // The refund email links it, signed; the link opens it with no session, a changed number opens nothing.
    const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('Votre remboursement'))!
    const link = mail.text!.match(/Votre avoir \(PDF\)\u00a0: (\S+)/)?.[1]
    expect(link).toContain(`number=${note!.number}`)
    const res = await creditNoteRoute(new Request(link!))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const forged = link!.replace(/number=A-(\d{4})-\d{6}/, 'number=A-$1-999999')
    expect((await creditNoteRoute(new Request(forged))).status).toBe(403)
  })
})
