// The accountant's orders CSV (GET /api/orders/export, through the endpoint pipeline): this month by default, the
// rows written for a French spreadsheet (BOM, `;`, amounts in cents written as euros with a decimal comma, Paris
// time), each order with its VAT from the invoice, what its credit notes refunded and their numbers, and the payment
// reference; formula-safe cells; customer service and admins only; a bad period refused with the field and a
// message in the caller's language.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as exportRoute } from '@/app/api/orders/export/route'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'
import { issueCreditNote } from '@/server/invoices/creditNotes'
import { onlineStoreId } from '@/server/inventory/moves'
import { inTransaction } from '@/server/platform/transaction'
import type { Order } from '@/payload-types'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'
let payload: Payload
let n = 0
const SITE = process.env.SERVER_URL || 'http://localhost:3000'
const BOM = '\uFEFF'
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())

async function order(name: string, pay: boolean) {
  const { orderId } = await createCheckout(payload, {
    items: [{ product_id: 'exp-38', quantity: 1, size: '38' }],
    email: `export-${++n}@example.com`,
    shippingAddress: {
      name,
      address: { line1: '1 rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' },
    },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/`,
    locale: 'fr',
  })
  if (pay) {
    const o = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    await applyPaymentEvent(payload, {
      eventId: `evt_exp_${orderId}`,
      sessionId: o.payment!.sessionId!,
      outcome: 'completed',
      type: 'checkout.session.completed',
      provider: 'test',
    })
  }
  return payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
}

/** A refunded return of the order's pair (less a goodwill deduction), with its credit note. */
async function refund(o: Order, amount: number) {
  const line = o.lines[0]!
  const ret = await payload.create({
    collection: 'returns',
    overrideAccess: true,
    data: {
      order: o.id,
      orderNumber: o.number,
      status: 'refunded',
      reason: 'size',
      locale: 'fr',
      lines: [{ sku: line.sku, title: line.title, size: line.size, unitPrice: line.unitPrice, quantity: 1 }],
      amount,
      refund: { provider: 'test', refundId: `re_exp_${o.id}_${Date.now()}`, refundedAt: new Date().toISOString() },
    },
  })
  return inTransaction(payload, (req) => issueCreditNote(payload, req, ret, o))
}

const tokens = new Map<string, string>()
async function download(query: string, role: string | null) {
  const headers: Record<string, string> = {}
  if (role) {
    if (!tokens.has(role)) {
      const email = `${role}-export-${++n}@test.example`
      await staffUser(payload, [role], email)
      const { token } = await payload.login({
        collection: 'users',
        data: { email, password: 'correct horse battery staple' },
      })
      tokens.set(role, token!)
    }
    headers.authorization = `JWT ${tokens.get(role)}`
  }
  return exportRoute(new Request(`${SITE}/api/orders/export${query}`, { headers }))
}

// Read with the byte-order mark kept (Response.text() drops it): it is what tells Excel the file is UTF-8.
const lines = async (res: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()).split('\r\n')

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-exp', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const p = await payload.create({
    collection: 'products',
    data: { title: 'Vavin pumps', productType: type.id, color: 'exp', colorName: 'Rouge', price: 29000 },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'product-variants',
    data: { product: p.id, size: '38', sku: 'exp-38' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'inventory',
    data: { sku: 'exp-38', store: await onlineStoreId(payload), quantity: 20 },
    overrideAccess: true,
  })
}, 120_000)

describe('GET /api/orders/export', () => {
  it('this month by default: each order with its VAT, refund and credit note, in euros for a French spreadsheet', async () => {
    const paid = await order('Claire Dubois', true)
    const note = await refund(paid, 27550)
    const pending = await order('Claire Pending', false)
    const today = parisToday()
    const res = await download('', 'service')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="orders-${today.slice(0, 8)}01-${today}.csv"`,
    )
    const rows = await lines(res)
    expect(rows[0]).toBe(
      `${BOM}Order;Date (Paris time);Customer;Email;Country;Status;Total incl. VAT (€);VAT rate (%);VAT (€);` +
        'Refunded incl. VAT (€);Credit notes;Invoice;Payment reference',
    )
    const invoice = (await payload.find({ collection: 'invoices', where: { order: { equals: paid.id } } })).docs[0]!
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(paid.createdAt))
    // 290 € + 15 € shipping = 305 €, of which VAT at 20 % is 50.83 €; 275.50 € refunded on credit note A-…. An
    // amount is quoted (its comma is a separator to an English spreadsheet); Excel and LibreOffice still read a number.
    expect(rows.find((l) => l.startsWith(`${paid.number};`))).toBe(
      [
        paid.number,
        `${today} ${time}`,
        'Claire Dubois',
        paid.email,
        'FR',
        'Paid',
        '"305,00"',
        '20',
        '"50,83"',
        '"275,50"',
        note.number,
        invoice.number,
        paid.payment!.sessionId,
      ].join(';'),
    )
    // Orders that took no money are left out unless asked for.
    expect(rows.some((l) => l.startsWith(`${pending.number};`))).toBe(false)
    const all = await lines(await download(`?from=${today}&to=${today}&status=all`, 'admin'))
    expect(all.find((l) => l.startsWith(`${pending.number};`))).toContain(';Pending;"305,00";20;"50,83";"0,00";;;')
  })

  it('speaks the caller’s language in its titles and statuses, not in its numbers', async () => {
    const paid = await order('Inès Moreau', true)
    const today = parisToday()
    const rows = await lines(await download(`?from=${today}&to=${today}&locale=fr`, 'service'))
    expect(rows[0]).toMatch(/^\uFEFFCommande;Date \(heure de Paris\);Client;E-mail;Pays;Statut;Total TTC en euros;/)
    expect(rows.find((l) => l.startsWith(`${paid.number};`))).toContain(';Inès Moreau;')
    expect(rows.find((l) => l.startsWith(`${paid.number};`))).toContain(';FR;Payée;"305,00";20;"50,83";"0,00";;F-')
  })

  it('keeps a name with `;` in one cell and a formula as text', async () => {
    const paid = await order('Dupont;=1+2', true)
    const evil = await order('=HYPERLINK("http://evil.example","x")', true)
    const today = parisToday()
    const rows = await lines(await download(`?from=${today}&to=${today}`, 'service'))
    expect(rows.find((l) => l.startsWith(`${paid.number};`))).toContain(';"Dupont;=1+2";')
    expect(rows.find((l) => l.startsWith(`${evil.number};`))).toContain(
      `;"'=HYPERLINK(""http://evil.example"",""x"")";`,
    )
  })

  it('an earlier period has none of today’s orders', async () => {
    expect(await lines(await download('?from=2020-01-01&to=2020-01-31', 'service'))).toHaveLength(2)
  })

  it('401 anonymous, 403 for editors and the stock team, 422 with the field on a bad period', async () => {
    expect((await download('', null)).status).toBe(401)
    expect((await download('', 'editor')).status).toBe(403)
    expect((await download('', 'stock')).status).toBe(403)
    const backwards = await download('?from=2026-02-10&to=2026-02-01', 'service')
    expect(backwards.status).toBe(422)
    expect((await backwards.json()).errors).toEqual([
      { field: 'to', message: 'The end date is before the start date.' },
    ])
    const french = await download('?from=2026-02-10&to=2026-02-01&locale=fr', 'service')
    expect((await french.json()).errors).toEqual([{ field: 'to', message: 'La date de fin précède la date de début.' }])
    const notADay = await download('?from=2026-02-30', 'service')
    expect((await notADay.json()).errors).toEqual([{ field: 'from', message: 'Choose a date.' }])
    const tooLong = await download('?from=2024-01-01&to=2025-12-31', 'service')
    expect((await tooLong.json()).errors).toEqual([{ field: 'to', message: 'Choose a period of a year at most.' }])
  })
})
