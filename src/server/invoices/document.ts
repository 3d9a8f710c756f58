// What the house's two numbered documents share: an invoice per paid order, a credit note per refunded return.
// Each is issued at most once for what it is about, inside the caller's transaction, with the next number of its
// own yearly counter (a rolled-back transaction takes the number with it: no gap) and a frozen copy of the seller.
import type { Payload, PayloadRequest, Where } from 'payload'
import { parisYear } from '@/domain/invoice'
import { splitGross } from '@/domain/vat'
import type { CreditNote, Invoice } from '@/payload-types'
import { currentSeller } from './seller'
import { nextInSequence } from './rows'

type Docs = { invoices: Invoice; 'credit-notes': CreditNote }

export async function documentWhere<C extends keyof Docs>(
  payload: Payload,
  collection: C,
  where: Where,
  req?: Partial<PayloadRequest>,
): Promise<Docs[C] | null> {
  const res = await payload.find({
    collection,
    where,
    limit: 1,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return (res.docs[0] as Docs[C] | undefined) ?? null
}

type Issue<C extends keyof Docs> = {
  collection: C
  /** The one document this is about (the order's invoice, the return's credit note). */
  where: Where
  sequence: (year: number) => string
  number: (year: number, sequence: number) => string
  /** Its own fields beyond number, date, amounts and seller. */
  data: Record<string, unknown>
  total: number
  /** The order's VAT rate at purchase, in percent (src/domain/vat.ts, orderVatRule): the VAT inside `total`. */
  vatRate: number
  at: Date
}

/** The document, issued now if it does not exist yet. */
export async function issueDocument<C extends keyof Docs>(
  payload: Payload,
  req: PayloadRequest,
  { collection, where, sequence, number, data, total, vatRate, at }: Issue<C>,
): Promise<Docs[C]> {
  const existing = await documentWhere(payload, collection, where, req)
  if (existing) return existing
  const year = parisYear(at)
  const n = await nextInSequence(payload, req, sequence(year))
  const seller = await currentSeller(payload, req)
  return (await payload.create({
    collection,
    req,
    depth: 0,
    overrideAccess: true,
    data: {
      ...data,
      number: number(year, n),
      issuedAt: at.toISOString(),
      total,
      vat: splitGross(total, vatRate).vat,
      seller,
    } as never,
  })) as Docs[C]
}
