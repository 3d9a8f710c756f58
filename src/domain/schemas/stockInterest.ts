// "Notify me" / "preorder" answer on an out-of-stock size.
import { z } from './zod'
import { honeypotField, localeField, requestIdField } from './fields'
import type { FormLabels, FormMessages } from './formCopy'
import { formKit } from './formKit'

export const STOCK_INTEREST_KINDS = ['notify', 'preorder'] as const
export type StockInterestKind = (typeof STOCK_INTEREST_KINDS)[number]

export function createStockInterestSchema(labels?: Partial<FormLabels>, messages?: Partial<FormMessages>) {
  const k = formKit(labels, messages)
  return z.object({
    // Payload ids are numbers on Postgres and SQLite; the form may send either.
    productId: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), k.text('productId', 120)),
    sku: k.text('sku', 120),
    size: k.text('size', 20),
    email: k.email(),
    kind: z.enum(STOCK_INTEREST_KINDS, { error: k.required('kind') }),
    website: honeypotField,
    requestId: requestIdField,
    locale: localeField,
  })
}

export type StockInterest = z.output<ReturnType<typeof createStockInterestSchema>>
