// Invoices and contact replies on a real database (SQLite and Postgres): numbers without gap or duplicate under
// concurrent payments (on Postgres, where they can race), the PDF with its legal mentions, who may download it, and the inbox's replies.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as invoiceRoute } from '@/app/api/invoices/route'
import { POST as replyRoute } from '@/app/api/contacts/reply/route'
import { invoiceNumber, parisYear } from '@/domain/invoice'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'
import { runEmailQueue } from '@/server/email/queue'
import { onlineStoreId } from '@/server/inventory/moves'
import { invoicePdf } from '@/server/invoices/download'
import { nextInSequence } from '@/server/invoices/rows'
import { inTransaction } from '@/server/platform/transaction'
import { replyToContact } from '@/server/forms/contactReply'
import { seedStores } from '../../seed/stores'
import { databaseKind } from '@/server/platform/database'
import { staffUser, testPayload } from './helpers/payload'
import { pdfText } from './helpers/pdfText'

process.env.EMAIL_QUEUE_MANUAL = '1'
let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'
let n = 0

async function pendingOrder(locale: 'en' | 'fr' = 'fr', email = `inv-${++n}@example.com`) {
  const { orderId } = await createCheckout(payload, {
    items: [{ product_id: 'inv-38', quantity: 1, size: '38' }],
    email,
    shippingAddress: {
      name: 'Claire Dubois',
      address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
    },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/`,
    locale,
  })
  return payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
}

const pay = (sessionId: string, eventId = `evt_inv_${++n}`) =>
  applyPaymentEvent(payload, {
    eventId,
    sessionId,
    outcome: 'completed',
    type: 'checkout.session.completed',
    provider: 'test',
  })

const invoices = async () =>
  (await payload.find({ collection: 'invoices', limit: 0, pagination: false, overrideAccess: true, sort: 'number' }))
    .docs

beforeAll(async () => {
  payload = await testPayload()
  // The first staff account becomes an admin: made here, so the roles below are the ones asked for.
  await staffUser(payload, ['admin'], 'first-admin-inv@test.example')
  await seedStores(payload)
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-inv', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const p = await payload.create({
    collection: 'products',
    data: { title: 'Vavin pumps', productType: type.id, color: 'inv', colorName: 'Rouge', price: 69000 },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'product-variants',
    data: { product: p.id, size: '38', sku: 'inv-38' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'inventory',
    data: { sku: 'inv-38', store: await onlineStoreId(payload), quantity: 200 },
    overrideAccess: true,
  })
}, 120_000)

describe('invoice numbers', () => {
  // Postgres only: there the payments' transactions run side by side, and a counter read then written (instead of
  // one guarded `value = value + 1`) hands two of them the same number — this test then fails. On SQLite the
  // process's write transactions run one after another, so such a counter passes it: it could not fail there.
  it.runIf(databaseKind() === 'postgres')(
    '20 concurrent payments of distinct sessions get the next 20 numbers, no gap, no duplicate; replays add none',
    async () => {
      // Numbered after whatever the other tests of this file paid before it (F-year-000001 … 000020 when it runs first).
      const before = (await invoices()).length
      const orders = []
      for (let i = 0; i < 20; i++) orders.push(await pendingOrder())
      const paid = await Promise.all(orders.map((o) => pay(o.payment!.sessionId!, `evt_conc_${o.id}`)))
      expect(paid.every((o) => o?.status === 'paid')).toBe(true)
      // The same events again (providers deliver at least once), concurrently: nothing new.
      await Promise.all(orders.map((o) => pay(o.payment!.sessionId!, `evt_conc_${o.id}`)))
      const year = parisYear(new Date())
      const all = await invoices()
      expect(all.map((i) => i.number)).toEqual(
        Array.from({ length: before + 20 }, (_, k) => invoiceNumber(year, k + 1)),
      )
      const mine = all.slice(before)
      expect(new Set(mine.map((i) => i.order)).size).toBe(20)
      expect(mine.map((i) => i.order as number).sort((a, b) => a - b)).toEqual(
        orders.map((o) => o.id).sort((a, b) => a - b),
      )
    },
    180_000,
  )

  it('a failed or expired payment takes no number; the next paid order continues the sequence', async () => {
    const before = (await invoices()).length
    const o = await pendingOrder()
    await applyPaymentEvent(payload, {
      eventId: `evt_fail_${o.id}`,
      sessionId: o.payment!.sessionId!,
      outcome: 'failed',
      type: 'checkout.session.async_payment_failed',
      provider: 'test',
    })
    expect((await invoices()).length).toBe(before)
    const next = await pendingOrder()
    await pay(next.payment!.sessionId!)
    const last = (await invoices()).at(-1)!
    expect(last.number).toBe(invoiceNumber(parisYear(new Date()), before + 1))
    expect(last.order).toBe(next.id)
  })
})

describe('invoice counter', () => {
  it('a transaction that fails after taking a number gives it back; outside a transaction none is taken', async () => {
    const name = 'test-rollback'
    expect(await inTransaction(payload, (req) => nextInSequence(payload, req, name))).toBe(1)
    await expect(
      inTransaction(payload, async (req) => {
        expect(await nextInSequence(payload, req, name)).toBe(2)
        throw new Error('the payment failed after its number was taken')
      }),
    ).rejects.toThrow('the payment failed')
    expect(await inTransaction(payload, (req) => nextInSequence(payload, req, name))).toBe(2)
    await expect(nextInSequence(payload, { transactionID: undefined } as never, name)).rejects.toThrow(
      /only taken inside a transaction/,
    )
  })
})

describe('invoice PDF', () => {
  it('holds the seller, the number, the VAT included and its amount; the confirmation email links it', async () => {
    const o = await pendingOrder('fr', 'pdf.fr@example.com')
    await pay(o.payment!.sessionId!)
    const invoice = (
      await payload.find({ collection: 'invoices', where: { order: { equals: o.id } }, overrideAccess: true })
    ).docs[0]!
    expect(invoice.total).toBe(o.total)
    expect(invoice.vat).toBe(Math.round((o.total * 20) / 120))

    await runEmailQueue(payload)
    const mail = (
      await payload.find({
        collection: 'outbox',
        where: { to: { equals: 'pdf.fr@example.com' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const link = mail.text!.match(/Votre facture \(PDF\)\u00a0: (\S+)/)?.[1]
    expect(link).toMatch(/\/api\/invoices\?number=F-\d{4}-\d{6}&token=[0-9a-f]{64}$/)
    expect(mail.html).toContain('Votre facture (PDF)')

    // The shopper's link opens the PDF, with no session.
    const res = await invoiceRoute(new Request(link!))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    expect(Buffer.from(bytes).toString('latin1')).toContain(invoice.number)
    const text = pdfText(bytes)
    expect(text).toContain(`Facture ${invoice.number}`)
    expect(text).toContain('Maison Sabine SAS')
    expect(text).toContain('12 rue de Tournon')
    expect(text).toContain('N° de TVA intracommunautaire')
    expect(text).toContain('TVA 20 %')
    const euros = (c: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(c / 100)
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(euros(invoice.vat).replace(/[\u00a0\u202f]/g, ' '))
    expect(text).toContain('Total TTC')

    // A changed number or token opens nothing.
    const other = link!.replace(/number=F-(\d{4})-\d{6}/, 'number=F-$1-999999')
    expect((await invoiceRoute(new Request(other))).status).toBe(403)
  })

  it('staff download: 401 without a session, 403 for editor and stock (saying so), the PDF for service and admin', async () => {
    const o = await pendingOrder('en')
    await pay(o.payment!.sessionId!)
    const url = `${SITE}/api/invoices?order=${o.id}&locale=fr`
    const anonymous = await invoiceRoute(new Request(url))
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).errors[0].message).toBe(
      'Connectez-vous au back-office pour télécharger les factures.',
    )
    for (const role of ['editor', 'stock']) {
      const staff = await staffUser(payload, [role])
      await expect(invoicePdf(payload, staff, { order: o.id }, 'en')).rejects.toMatchObject({
        status: 403,
        message: 'Only administrators and customer service may download invoices.',
      })
    }
    for (const role of ['service', 'admin']) {
      const { number, bytes } = await invoicePdf(payload, await staffUser(payload, [role]), { order: o.id }, 'en')
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
      expect(pdfText(bytes)).toContain(`Invoice ${number}`)
    }
    // A pending order has no invoice.
    const pending = await pendingOrder()
    await expect(
      invoicePdf(payload, await staffUser(payload, ['service']), { order: pending.id }, 'en'),
    ).rejects.toMatchObject({ status: 409 })
  })
})

describe('contact inbox replies', () => {
  const newMessage = () =>
    payload.create({
      collection: 'contacts',
      overrideAccess: true,
      data: {
        firstName: 'Camille',
        lastName: 'Durand',
        email: `camille.${++n}@example.com`,
        reason: 'product',
        message: 'Is the black pump true to size?',
        requestId: `req-reply-${n}`,
        locale: 'fr',
      } as never,
    })

  it('a service reply lands in the outbox and on the message (who, when, text); the message becomes answered', async () => {
    const msg = await newMessage()
    const service = await staffUser(payload, ['service'], `service-reply-${++n}@test.example`)
    const text = 'Bonjour Camille,\n\nNos souliers chaussent normalement.\n\nBien cordialement,'
    const after = await replyToContact(payload, service, { id: msg.id, language: 'fr', template: 'sizing', text }, 'fr')
    expect(after.status).toBe('answered')
    expect(after.replies).toHaveLength(1)
    expect(after.replies![0]).toMatchObject({
      by: service.email,
      template: 'sizing',
      language: 'fr',
      subject: 'Votre message à la Maison Sabine',
      text,
      at: expect.any(String),
    })
    await runEmailQueue(payload)
    const mails = (
      await payload.find({ collection: 'outbox', where: { to: { equals: msg.email } }, overrideAccess: true })
    ).docs
    expect(mails.map((m) => m.subject)).toEqual(['Votre message à la Maison Sabine'])
    // The staff member's words as written, in the house layout (its footer under them).
    expect(mails[0]!.text).toContain(text)
    expect(mails[0]!.html).toContain('data-email-kind="contact-reply"')
    expect(mails[0]!.html).toContain('Nos souliers chaussent normalement.')
  })

  it('editor and stock are refused (saying so), anonymous gets 401; nobody edits what the shopper wrote or the log', async () => {
    const msg = await newMessage()
    for (const role of ['editor', 'stock']) {
      await expect(
        replyToContact(payload, await staffUser(payload, [role]), { id: msg.id, language: 'en', text: 'Hello' }, 'en'),
      ).rejects.toMatchObject({
        status: 403,
        message: 'Only administrators and customer service may reply to messages.',
      })
    }
    const res = await replyRoute(
      new Request(`${SITE}/api/contacts/reply`, {
        method: 'POST',
        // Refused before the body is read, in the language the request names (the backoffice's cookie).
        headers: { 'content-type': 'application/json', cookie: 'payload-lng=fr' },
        body: JSON.stringify({ id: msg.id, language: 'en', text: 'Hello', locale: 'fr' }),
      }),
    )
    expect(res.status).toBe(401)
    expect((await res.json()).errors[0].message).toBe('Connectez-vous avec un compte de l’équipe.')
    expect(
      (await payload.find({ collection: 'outbox', where: { to: { equals: msg.email } }, overrideAccess: true })).docs,
    ).toHaveLength(0)

    const service = await staffUser(payload, ['service'])
    const edited = await payload.update({
      collection: 'contacts',
      id: msg.id,
      user: service,
      overrideAccess: false,
      data: {
        message: 'Changed',
        email: 'other@example.com',
        firstName: 'X',
        replies: [{ at: new Date().toISOString(), by: 'forged', subject: 'x', text: 'x' }],
        staffNote: 'Called back',
      },
    })
    expect(edited).toMatchObject({
      message: 'Is the black pump true to size?',
      email: msg.email,
      firstName: 'Camille',
      staffNote: 'Called back',
    })
    expect(edited.replies ?? []).toHaveLength(0)
  })
})
