// The accountant's orders export: one row per order of the period, written for the French spreadsheet the house's
// accountant opens it in (docs/decisions.md, "The orders CSV is a French spreadsheet's"): UTF-8 with a byte-order
// mark, cells separated by `;`, amounts in euros with a decimal comma and no thousands separator, dates and times on
// Paris's clock. The CSV itself is formula-safe (src/domain/csv.ts).
import { type CsvCell, toCsv } from './csv'
import { isCalendarDate, isoDateIn } from './schemas/dates'
import { z } from './schemas/zod'
import { splitGross } from './vat'

/** Orders that took money (paid and after); `all` adds pending, cancelled and expired ones. */
export const EXPORTED_STATUSES = ['paid', 'preparing', 'shipped', 'delivered', 'refunded'] as const

/** The longest period one file holds: a year and a day, so a whole leap year fits. */
const MAX_EXPORT_DAYS = 366

const PARIS = 'Europe/Paris'
const DAY_MS = 86_400_000

export interface ExportQueryMessages {
  date: string
  order: string
  tooLong: string
}

const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS

export const orderExportQuerySchema = (m: ExportQueryMessages) => {
  const day = z.string().refine(isCalendarDate, m.date)
  return z
    .object({ from: day.optional(), to: day.optional(), status: z.enum(['taken', 'all']).default('taken') })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: m.order })
    .refine((q) => !q.from || !q.to || q.to < q.from || dayCount(q.from, q.to) < MAX_EXPORT_DAYS, {
      path: ['to'],
      message: m.tooLong,
    })
}

/** The period a download covers when none is given: this month so far, on Paris's calendar. */
export function exportPeriod(q: { from?: string; to?: string }, now = new Date()) {
  const today = isoDateIn(now, PARIS)
  return { from: q.from ?? `${(q.to ?? today).slice(0, 8)}01`, to: q.to ?? today }
}

/** The UTC instants bounding Paris calendar days `from` (00:00) to `to` (24:00), for the query. */
export function parisDayBounds(from?: string, to?: string) {
  const start = (d: string) => {
    // Paris is UTC+1 or +2: find the offset at that day's noon and apply it to midnight.
    const noon = new Date(`${d}T12:00:00Z`)
    const parisNoon = new Date(noon.toLocaleString('en-US', { timeZone: PARIS }))
    const utcNoon = new Date(noon.toLocaleString('en-US', { timeZone: 'UTC' }))
    return new Date(new Date(`${d}T00:00:00Z`).getTime() - (parisNoon.getTime() - utcNoon.getTime()))
  }
  const next = (d: string) => new Date(new Date(`${d}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10)
  return { from: from ? start(from) : undefined, to: to ? start(next(to)) : undefined }
}

/** Cents as the French spreadsheet reads a number: 30500 → "305,00", -1250 → "-12,50" (a space would make it text). */
export function euroCell(cents: number): string {
  const abs = Math.abs(Math.round(cents))
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** An instant as Paris's wall clock, "2026-11-28 00:30": a date and time the spreadsheet reads as one. */
export function parisDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? ''
  return `${isoDateIn(new Date(iso), PARIS)} ${get('hour')}:${get('minute')}`
}

export const EXPORT_COLUMNS = [
  'number',
  'date',
  'customer',
  'email',
  'country',
  'status',
  'total',
  'vatRate',
  'vat',
  'refunded',
  'creditNotes',
  'invoice',
  'paymentReference',
] as const
type ExportColumn = (typeof EXPORT_COLUMNS)[number]

export interface ExportCopy {
  columns: Record<ExportColumn, string>
  statuses: Record<string, string>
}

/** One order as the file needs it: amounts in cents; `vatRate` the order's (src/domain/vat.ts, orderVatRule), in
 *  percent; `vat` is the invoice's when there is one, else the total's at that rate. */
export interface ExportRow {
  number: string
  createdAt: string
  status: string
  email: string
  customer: string
  country: string
  total: number
  vatRate: number
  vat: number | null
  refunded: number
  creditNotes: readonly string[]
  invoice: string | null
  paymentReference: string
}

const CSV_SEPARATOR = ';'
const BOM = '\uFEFF'

export function ordersCsv(rows: readonly ExportRow[], copy: ExportCopy): string {
  const cells = rows.map((o): CsvCell[] => [
    o.number,
    parisDateTime(o.createdAt),
    o.customer,
    o.email,
    o.country,
    copy.statuses[o.status] ?? o.status,
    euroCell(o.total),
    // The spreadsheet reads a decimal comma: Finland's 25.5 is "25,5".
    String(o.vatRate).replace('.', ','),
    euroCell(o.vat ?? splitGross(o.total, o.vatRate).vat),
    euroCell(o.refunded),
    o.creditNotes.join(' '),
    o.invoice ?? '',
    o.paymentReference,
  ])
  return (
    BOM +
    toCsv(
      EXPORT_COLUMNS.map((c) => copy.columns[c]),
      cells,
      CSV_SEPARATOR,
    )
  )
}

/** The file's name: the period it covers. */
export const exportFileName = (from: string, to: string) => `orders-${from}-${to}.csv`
