// The shopper's links to a document (the invoice in the confirmation email, the credit note in the refund email):
// signed with the server's secret over the document's kind and number, so a link opens that one document and
// nobody can walk a sequence by changing the number. The signed text (`invoice:F-…`, `credit-note:A-…`) is the one
// emails already sent carry: changing it would break their links.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { serverUrl } from '../platform/serverUrl'

export type DocumentKind = 'invoice' | 'credit-note'

const ROUTE: Record<DocumentKind, string> = { invoice: '/api/invoices', 'credit-note': '/api/credit-notes' }

const token = (payload: Payload, kind: DocumentKind, number: string) =>
  createHmac('sha256', payload.secret).update(`${kind}:${number}`).digest('hex')

export function documentUrl(payload: Payload, kind: DocumentKind, number: string) {
  const u = new URL(ROUTE[kind], serverUrl())
  u.searchParams.set('number', number)
  u.searchParams.set('token', token(payload, kind, number))
  return u.toString()
}

export function documentLinkValid(payload: Payload, kind: DocumentKind, number: string, given: string) {
  const want = Buffer.from(token(payload, kind, number))
  const got = Buffer.from(given)
  return got.length === want.length && timingSafeEqual(got, want)
}

export const invoiceUrl = (payload: Payload, number: string) => documentUrl(payload, 'invoice', number)
export const creditNoteUrl = (payload: Payload, number: string) => documentUrl(payload, 'credit-note', number)
