// Invoice rules, plain TypeScript. French law (Code de commerce L441-9, CGI art. 242 nonies A) asks for a unique
// number in an unbroken chronological sequence, the seller's identity (./company.ts), the date, what was sold, and the VAT rate
// and amount. Totals are VAT-inclusive: the VAT is taken out of them at the order's rate (./vat.ts, splitGross).

export const INVOICE_NUMBER = /^F-(\d{4})-(\d{6,})$/

/** F-2026-000001: the year of issue and its sequence, six digits at least. */
export const invoiceNumber = (year: number, sequence: number) => `F-${year}-${String(sequence).padStart(6, '0')}`

/** The counter row of a year: each year's sequence starts at 1 and never skips. */
export const sequenceName = (year: number) => `invoice-${year}`

/** The year of issue as Paris sees it (an invoice at 00:30 on 1 January Paris time belongs to the new year). */
export const parisYear = (at: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/Paris' }).format(at))

export const CREDIT_NOTE_NUMBER = /^A-(\d{4})-(\d{6,})$/

/** A-2026-000001: a credit note (avoir) of a refunded return, from its own unbroken sequence per year. */
export const creditNoteNumber = (year: number, sequence: number) => `A-${year}-${String(sequence).padStart(6, '0')}`

/** The credit notes' counter row of a year, apart from the invoices' (each document type has its own sequence). */
export const creditNoteSequenceName = (year: number) => `credit-note-${year}`
