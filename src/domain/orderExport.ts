// The accountant's orders export: one row per order of the period, amounts in euros with a dot and two decimals
// (what spreadsheets and accounting imports read whatever their language), VAT included at the French rate and
// its amount, dates in Paris time. The CSV itself is formula-safe (src/domain/csv.ts).
import { type CsvCell, toCsv } from './csv'
import { isoDateIn } from './schemas/dates'
import { z } from './schemas/zod'

export const VAT_RATE_PERCENT = 20

/** The VAT inside a VAT-included amount of cents: total × 20 / 120, to the nearest cent. */
export const vatIncluded = (cents: number, ratePercent = VAT_RATE_PERCENT) =>
  Math.round((cents * ratePercent) / (100 + ratePercent))

const euros = (cents: number | null | undefined) => ((cents ?? 0) / 100).toFixed(2)

/** Orders that took money (paid and after); `all` adds pending, cancelled and expired ones. */
export const EXPORTED_STATUSES = ['paid', 'preparing', 'shipped', 'delivered', 'refunded'] as const

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD.')
export const orderExportQuerySchema = z
  .object({ from: day.optional(), to: day.optional(), status: z.enum(['taken', 'all']).default('taken') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date is before the start date.',
  })

export interface ExportedOrder {
  number: string
  createdAt: string
  status: string
  email: string
  shippingAddress?: { name?: string | null; country?: string | null } | null
  subtotal: number
  shipping?: number | null
  total: number
  currency?: string | null
  timeline?: { paidAt?: string | null } | null
}

export const ORDER_EXPORT_HEADER = [
  'number',
  'date_paris',
  'status',
  'email',
  'name',
  'country',
  'subtotal_eur',
  'shipping_eur',
  'total_eur',
  'vat_included_eur',
  'currency',
  'paid_at',
] as const

export function ordersCsv(orders: readonly ExportedOrder[]) {
  const rows: CsvCell[][] = orders.map((o) => [
    o.number,
    isoDateIn(new Date(o.createdAt), 'Europe/Paris'),
    o.status,
    o.email,
    o.shippingAddress?.name ?? '',
    o.shippingAddress?.country ?? '',
    euros(o.subtotal),
    euros(o.shipping),
    euros(o.total),
    euros(vatIncluded(o.total)),
    o.currency ?? 'EUR',
    o.timeline?.paidAt ?? '',
  ])
  return toCsv(ORDER_EXPORT_HEADER, rows)
}

/** The UTC instants bounding Paris calendar days `from` (00:00) to `to` (24:00), for the query. */
export function parisDayBounds(from?: string, to?: string) {
  const start = (d: string) => {
    // Paris is UTC+1 or +2: find the offset at that day's noon and apply it to midnight.
    const noon = new Date(`${d}T12:00:00Z`)
    const parisNoon = new Date(noon.toLocaleString('en-US', { timeZone: 'Europe/Paris' }))
    const utcNoon = new Date(noon.toLocaleString('en-US', { timeZone: 'UTC' }))
    return new Date(new Date(`${d}T00:00:00Z`).getTime() - (parisNoon.getTime() - utcNoon.getTime()))
  }
  const next = (d: string) => new Date(new Date(`${d}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10)
  return { from: from ? start(from) : undefined, to: to ? start(next(to)) : undefined }
}
