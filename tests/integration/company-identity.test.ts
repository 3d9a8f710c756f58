// The seller's identity on invoices and credit notes, on a real database (SQLite and Postgres): kept in the Company
// global (admins change it, in the editor's language when refused), copied onto each document when it is issued,
// so a later change (a move to a new address) reaches the documents issued after it and never the ones before.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SELLER } from '@/domain/company'
import { creditNotePdf, issueCreditNote } from '@/server/invoices/creditNotes'
import { invoicePdf } from '@/server/invoices/download'
import { invoiceOf } from '@/server/invoices/issue'
import { inTransaction } from '@/server/platform/transaction'
import { seedCompany } from '../../seed/company'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'
import { paidOrder } from './helpers/paidOrder'
import { sellableShoe } from './helpers/shoe'
import { pdfText } from './helpers/pdfText'

process.env.EMAIL_QUEUE_MANUAL = '1'
let payload: Payload
let admin: Awaited<ReturnType<typeof staffUser>>
let service: Awaited<ReturnType<typeof staffUser>>
let n = 0

/** A paid order (its invoice issued by the payment) and a refunded return of its pair, with its credit note. */
async function paidOrderWithCreditNote() {
  const order = await paidOrder(payload, { sku: 'co-38', size: '38', email: `co-${++n}@example.com` })
  const orderId = order.id
  const line = order.lines![0]!
  const ret = await payload.create({
    collection: 'returns',
    overrideAccess: true,
    data: {
      order: orderId,
      orderNumber: order.number!,
      status: 'refunded',
      reason: 'size',
      locale: 'fr',
      lines: [{ sku: line.sku, title: line.title, size: line.size, unitPrice: line.unitPrice, quantity: 1 }],
      amount: line.unitPrice,
      refund: { provider: 'test', refundId: `re_co_${n}_${Date.now()}`, refundedAt: new Date().toISOString() },
    },
  })
  const note = await inTransaction(payload, (req) => issueCreditNote(payload, req, ret, order))
  return { orderId, returnId: ret.id, invoice: (await invoiceOf(payload, orderId))!, note }
}

const pdfs = async (d: { orderId: number; returnId: number }) => ({
  invoice: pdfText((await invoicePdf(payload, service, { order: d.orderId }, 'fr')).bytes),
  creditNote: pdfText((await creditNotePdf(payload, service, { return: d.returnId }, 'fr')).bytes),
})

beforeAll(async () => {
  payload = await testPayload()
  admin = await staffUser(payload, ['admin'], 'first-admin-co@test.example')
  service = await staffUser(payload, ['service'])
  await seedStores(payload)
  await seedCompany(payload)
  await sellableShoe(payload, { sku: 'co-38', title: 'Odéon pumps', price: 59000, quantity: 50 })
}, 120_000)

describe('the Company global', () => {
  it('is seeded with the house identity; service reads it, only an admin changes it', async () => {
    const g = await payload.findGlobal({ slug: 'company', user: service, overrideAccess: false })
    expect(g).toMatchObject({ name: 'Maison Sabine SAS', siren: '812 453 678', vatNumber: 'FR45812453678' })
    await expect(
      payload.updateGlobal({ slug: 'company', data: { city: 'Lyon' }, user: service, overrideAccess: false }),
    ).rejects.toMatchObject({ name: 'Forbidden' })
    expect((await payload.findGlobal({ slug: 'company', overrideAccess: true })).city).toBe('Paris')
  })

  it('refuses a SIREN that fails its check digit and a VAT number that is not the SIREN’s, in French for a French admin', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'company',
        data: { siren: '812 453 679' },
        user: admin,
        overrideAccess: false,
        locale: 'fr',
        req: { i18n: { language: 'fr' } } as never,
      }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      data: {
        errors: expect.arrayContaining([
          expect.objectContaining({ path: 'siren', message: 'Saisissez les neuf chiffres du SIREN.' }),
        ]),
      },
    })
    const err = await payload
      .updateGlobal({ slug: 'company', data: { vatNumber: 'FR12812453678' }, user: admin, overrideAccess: false })
      .catch((e) => e)
    expect(err.name).toBe('ValidationError')
    expect(err.data.errors).toEqual([
      expect.objectContaining({ path: 'vatNumber', message: expect.stringMatching(/FR/) }),
    ])
  })
})

describe('the seller on a document is the one it was issued with', () => {
  it('a change of address after issue: old invoice and credit note keep the old identity, new ones have the new', async () => {
    const before = await paidOrderWithCreditNote()
    expect(before.invoice.seller).toMatchObject({
      name: 'Maison Sabine SAS',
      street: '12 rue de Tournon',
      siren: '812 453 678',
    })
    expect(before.note.seller).toMatchObject({ street: '12 rue de Tournon', vatNumber: 'FR45812453678' })

    // The house moves and changes its registration.
    await payload.updateGlobal({
      slug: 'company',
      user: admin,
      overrideAccess: false,
      data: {
        name: 'Maison Sabine Paris SAS',
        street: '8 rue de Grenelle',
        postalCode: '75007',
        capital: 12_000_000,
        siren: '903 184 521',
        vatNumber: 'FR01903184521',
      },
    })
    const after = await paidOrderWithCreditNote()

    // The database: each document holds its own copy.
    const stored = async (collection: 'invoices' | 'credit-notes', id: number) =>
      (await payload.findByID({ collection, id, depth: 0, overrideAccess: true })).seller
    expect(await stored('invoices', before.invoice.id)).toMatchObject({
      name: 'Maison Sabine SAS',
      street: '12 rue de Tournon',
      postalCode: '75006',
      capital: 5_000_000,
      siren: '812 453 678',
      vatNumber: 'FR45812453678',
    })
    expect(await stored('credit-notes', before.note.id)).toMatchObject({
      name: 'Maison Sabine SAS',
      street: '12 rue de Tournon',
    })
    expect(await stored('invoices', after.invoice.id)).toMatchObject({
      name: 'Maison Sabine Paris SAS',
      street: '8 rue de Grenelle',
      postalCode: '75007',
      capital: 12_000_000,
      siren: '903 184 521',
      vatNumber: 'FR01903184521',
    })
    expect(await stored('credit-notes', after.note.id)).toMatchObject({
      street: '8 rue de Grenelle',
      siren: '903 184 521',
    })

    // The PDFs print the copy: the legal mentions (form, capital, office, RCS, VAT number) of the day of issue.
    const old = await pdfs(before)
    for (const text of [old.invoice, old.creditNote]) {
      expect(text).toContain('Maison Sabine SAS — Société par actions simplifiée (SAS) au capital de 50 000,00 €')
      expect(text).toContain(
        '12 rue de Tournon, 75006 Paris, France — RCS Paris 812 453 678 — N° de TVA intracommunautaire FR45812453678',
      )
      expect(text).not.toContain('Grenelle')
    }
    const fresh = await pdfs(after)
    for (const text of [fresh.invoice, fresh.creditNote]) {
      expect(text).toContain(
        'Maison Sabine Paris SAS — Société par actions simplifiée (SAS) au capital de 120 000,00 €',
      )
      expect(text).toContain(
        '8 rue de Grenelle, 75007 Paris, France — RCS Paris 903 184 521 — N° de TVA intracommunautaire FR01903184521',
      )
      expect(text).not.toContain('Tournon')
    }

    // Back to the seeded identity for whatever runs next on this file's database.
    await payload.updateGlobal({ slug: 'company', data: DEFAULT_SELLER, overrideAccess: true })
  })
})
