// VAT by destination on a real database (SQLite and Postgres): the rates global as the migration writes it (an
// existing database included), what the checkout charges and stores for an EU and a non-EU destination, what the
// payment provider is asked for, and the rate and mention the invoice and the credit note print.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as shippingRoute } from '@/app/api/shipping/route'
import { STANDARD_RATES, exportPrice, splitGross } from '@/domain/vat'
import type { Order } from '@/payload-types'
import { migrationsForDatabase } from '@/server/platform/migrations'
import { inTransaction } from '@/server/platform/transaction'
import { creditNotePdf, issueCreditNote } from '@/server/invoices/creditNotes'
import { invoicePdf } from '@/server/invoices/download'
import { invoiceOf } from '@/server/invoices/issue'
import { ordersExport } from '@/server/orders/export'
import type { CreateSessionInput } from '@/server/payments/types'
import { seedCompany } from '../../seed/company'
import { seedStores } from '../../seed/stores'
import { paidOrder } from './helpers/paidOrder'
import { staffUser, testPayload } from './helpers/payload'
import { pdfText } from './helpers/pdfText'
import { sellableShoe } from './helpers/shoe'

// The real test provider, recording what each session was asked to charge.
const sessions = vi.hoisted(() => [] as CreateSessionInput[])
vi.mock('@/server/payments', async (real) => (await import('./helpers/recordedSessions')).recording(real, sessions))

let payload: Payload
let service: Awaited<ReturnType<typeof staffUser>>
let n = 0
const PRICE = 59000
// The house's shipping rate outside France (the `shipping` global as migrated): 30 €.
const EUROPE_SHIPPING = 3000

const savedRates = async () =>
  Object.fromEntries(
    ((await payload.findGlobal({ slug: 'vat-rates', depth: 0, overrideAccess: false })).rates ?? []).map((r) => [
      r.country,
      r.rate,
    ]),
  )

const order = (country: string, locale: 'en' | 'fr' = 'fr') =>
  paidOrder(payload, { sku: 'vat-38', size: '38', quantity: 1, email: `vat-${++n}@example.com`, country, locale })

/** The refunded return of one pair, with its credit note. */
async function refundOne(o: Order) {
  const line = o.lines![0]!
  const ret = await payload.create({
    collection: 'returns',
    overrideAccess: true,
    data: {
      order: o.id,
      orderNumber: o.number,
      status: 'refunded',
      reason: 'size',
      locale: o.locale ?? 'fr',
      lines: [{ sku: line.sku, title: line.title, size: line.size, unitPrice: line.unitPrice, quantity: 1 }],
      amount: line.unitPrice,
      refund: { provider: 'test', refundId: `re_vat_${++n}_${Date.now()}`, refundedAt: new Date().toISOString() },
    },
  })
  const note = await inTransaction(payload, (req) => issueCreditNote(payload, req, ret, o))
  return { ret, note }
}

const texts = async (o: Order, returnId: number) => ({
  invoice: pdfText((await invoicePdf(payload, service, { order: o.id }, 'fr')).bytes),
  creditNote: pdfText((await creditNotePdf(payload, service, { return: returnId }, 'fr')).bytes),
})

const euros = (c: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(c / 100).replace(/[\u00a0\u202f]/g, ' ')

beforeAll(async () => {
  payload = await testPayload()
  await staffUser(payload, ['admin'], 'first-admin-vat@test.example')
  service = await staffUser(payload, ['service'])
  await seedStores(payload)
  await seedCompany(payload)
  await sellableShoe(payload, { sku: 'vat-38', title: 'Odéon pumps', price: PRICE })
}, 120_000)

describe('VAT by destination', () => {
  it('the global holds the 27 standard rates from the migration, and refuses a rate over 30 % or a country twice', async () => {
    expect(await savedRates()).toEqual(STANDARD_RATES)
    const admin = await staffUser(payload, ['admin'])
    const rates = Object.entries(STANDARD_RATES).map(([country, rate]) => ({ country, rate }))
    for (const bad of [
      [...rates, { country: 'DE', rate: 16 }],
      rates.map((r) => (r.country === 'DE' ? { ...r, rate: 31 } : r)),
    ])
      await expect(
        payload.updateGlobal({ slug: 'vat-rates', data: { rates: bad as never }, user: admin, overrideAccess: false }),
      ).rejects.toThrow()
    const stock = await staffUser(payload, ['stock'])
    await expect(
      payload.updateGlobal({ slug: 'vat-rates', data: { rates: [] }, user: stock, overrideAccess: false }),
    ).rejects.toThrow()
    expect(await savedRates()).toEqual(STANDARD_RATES)
  })

  it('the checkout panel reads the same rates as the checkout, with the zones (GET /api/shipping)', async () => {
    const res = await shippingRoute(new Request(`${process.env.SERVER_URL || 'http://localhost:3000'}/api/shipping`))
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.vatRates).toEqual(STANDARD_RATES)
    expect(body.exportExcludesFrenchVat).toBe(true)
    expect(body.zones.length).toBeGreaterThan(0)
  })

  it('the migration fills an existing database whose global has no rate, and leaves a table staff saved alone', async () => {
    const db = payload.db as unknown as {
      drizzle: { delete: (t: unknown) => Promise<unknown> }
      tables: Record<string, unknown>
    }
    await db.drizzle.delete(db.tables.vat_rates_rates)
    expect(await savedRates()).toEqual({})
    const migration = migrationsForDatabase().find((m) => m.name.endsWith('_vat_default_rates'))!
    const up = (migration.up as (a: unknown) => Promise<void>).bind(null, { db: db.drizzle, payload, req: {} })
    await up()
    expect(await savedRates()).toEqual(STANDARD_RATES)
    await payload.updateGlobal({
      slug: 'vat-rates',
      data: { rates: [{ country: 'DE', rate: 16 }] },
      overrideAccess: true,
    })
    await up()
    expect(await savedRates()).toEqual({ DE: 16 })
    await payload.updateGlobal({
      slug: 'vat-rates',
      data: { rates: Object.entries(STANDARD_RATES).map(([country, rate]) => ({ country, rate })) as never },
      overrideAccess: true,
    })
    expect(await savedRates()).toEqual(STANDARD_RATES)
  })

  it('an order to Germany costs what it costs in France and stores 19 % and the VAT inside that gross', async () => {
    const de = await order('DE')
    const gross = PRICE + EUROPE_SHIPPING
    expect(de).toMatchObject({ subtotal: PRICE, shipping: EUROPE_SHIPPING, total: gross })
    expect(de.vat).toEqual({ regime: 'oss', rate: 19, amount: splitGross(gross, 19).vat })
    expect(de.vat!.amount).toBe(9899) // 62 000 × 19 / 119 = 9 899.16
    expect(sessions.at(-1)!.lines.map((l) => l.unitPrice)).toEqual([PRICE])
    const fr = await order('FR')
    expect(fr.vat).toEqual({ regime: 'domestic', rate: 20, amount: splitGross(fr.total, 20).vat })

    const { ret } = await refundOne(de)
    expect((await invoiceOf(payload, de.id))!.vat).toBe(9899)
    const t = await texts(de, ret.id)
    expect(t.invoice).toContain('TVA 19 %')
    expect(t.invoice).toContain(euros(9899))
    expect(t.invoice.replace(/\s+/g, ' ')).toContain('TVA du pays de livraison (Allemagne) au taux de 19 %')
    // Billed to an address in Germany, named in the document's language (never the code "DE").
    expect(t.invoice).toMatch(/75006 Paris\nAllemagne\nvat-\d+@example\.com/)
    expect(t.creditNote).toMatch(/75006 Paris\nAllemagne\n/)
    expect(t.creditNote).toContain('TVA 19 %')
    // One pair of 590 € taken back: its VAT at 19 % is 94.20 €, printed negative.
    expect(t.creditNote).toContain(`-${euros(splitGross(PRICE, 19).vat)}`)
  })

  it('an order to Switzerland is charged without French VAT, stores 0 % export, and its documents say so', async () => {
    const ch = await order('CH')
    const unit = exportPrice(PRICE)
    expect(unit).toBe(49167)
    const total = unit + exportPrice(EUROPE_SHIPPING)
    expect(ch).toMatchObject({ subtotal: unit, shipping: 2500, total })
    expect(ch.lines![0]!.unitPrice).toBe(unit)
    expect(ch.vat).toEqual({ regime: 'export', rate: 0, amount: 0 })
    // The payment provider is asked for the export total, line by line.
    const session = sessions.at(-1)!
    expect(session.lines.map((l) => [l.unitPrice, l.quantity])).toEqual([[unit, 1]])
    expect(session.shipping).toEqual({ amount: 2500, country: 'CH' })
    expect(session.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0) + session.shipping.amount).toBe(total)

    const { ret, note } = await refundOne(ch)
    expect(note.vat).toBe(0)
    expect((await invoiceOf(payload, ch.id))!.vat).toBe(0)
    const t = await texts(ch, ret.id)
    expect(t.invoice).toContain('TVA non applicable — exportation, art. 262 I du CGI')
    expect(t.invoice).toContain('Prix unitaire HT')
    // The small print wraps where the page ends: read it as one line.
    expect(t.invoice.replace(/\s+/g, ' ')).toContain('Droits et taxes d’importation à la charge de l’acheteur')
    expect(t.invoice).not.toContain('TVA 20 %')
    expect(t.invoice).toContain(euros(total))
    expect(t.creditNote).toContain('TVA non applicable — exportation, art. 262 I du CGI')
  })

  it('with export prices set to keep the shown price, an export pays that price, still without VAT', async () => {
    const admin = await staffUser(payload, ['admin'])
    const set = (on: boolean) =>
      payload.updateGlobal({
        slug: 'vat-rates',
        data: { exportExcludesFrenchVat: on },
        user: admin,
        overrideAccess: false,
      })
    expect((await payload.findGlobal({ slug: 'vat-rates', overrideAccess: true })).exportExcludesFrenchVat).toBe(true)
    await set(false)
    try {
      const ch = await order('CH')
      expect(ch).toMatchObject({ subtotal: PRICE, shipping: EUROPE_SHIPPING, total: PRICE + EUROPE_SHIPPING })
      expect(ch.vat).toEqual({ regime: 'export', rate: 0, amount: 0 })
      // An EU order is not concerned.
      expect((await order('DE')).total).toBe(PRICE + EUROPE_SHIPPING)
    } finally {
      await set(true)
    }
    expect((await order('CH')).total).toBe(exportPrice(PRICE) + exportPrice(EUROPE_SHIPPING))
  })

  it('the English invoice of an export says VAT is not charged', async () => {
    const gb = await order('GB', 'en')
    const { ret } = await refundOne(gb)
    const en = pdfText((await invoicePdf(payload, service, { order: gb.id }, 'en')).bytes)
    expect(en).toContain('VAT not charged — export (art. 262 I CGI)')
    expect(en).toMatch(/75006 Paris\nUnited Kingdom\n/)
    expect(ret.id).toBeGreaterThan(0)
  })

  it('the accountant’s file gives each order its own rate and VAT', async () => {
    const [de, fi, ch] = [await order('DE'), await order('FI'), await order('CH')]
    const { csv } = await ordersExport(payload, service as never, { status: 'taken' }, 'fr')
    const row = (o: Order) => csv.split('\r\n').find((l) => l.startsWith(`${o.number};`))!
    expect(row(de)).toContain(`;DE;Payée;"620,00";19;"98,99";`)
    expect(row(fi)).toContain(`;FI;Payée;"620,00";"25,5";"125,98";`)
    expect(row(ch)).toContain(`;CH;Payée;"516,67";0;"0,00";`)
  })

  it('an order stored before VAT by destination (no rate) keeps French VAT at 20 % on its documents', async () => {
    const old = await order('DE')
    // As such an order is stored: no VAT group.
    await payload.update({
      collection: 'orders',
      id: old.id,
      data: { vat: { regime: null, rate: null, amount: null } } as never,
      overrideAccess: true,
      context: { skipHooks: true },
    })
    const invoice = (await invoiceOf(payload, old.id))!
    const { ret, note } = await refundOne({ ...old, vat: {} })
    expect(note.vat).toBe(splitGross(PRICE, 20).vat)
    const t = await texts(old, ret.id)
    expect(t.invoice).toContain('TVA 20 %')
    expect(t.invoice.replace(/\s+/g, ' ')).toContain('TVA française au taux de 20 %')
    expect(invoice.number).toMatch(/^F-/)
  })
})
