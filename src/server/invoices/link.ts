// The shopper's invoice link (in the confirmation email): signed with the server's secret over the invoice
// number, so it opens that one invoice and nobody can walk the sequence by changing the number.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { serverUrl } from '../platform/serverUrl'

const token = (payload: Payload, number: string) =>
  createHmac('sha256', payload.secret).update(`invoice:${number}`).digest('hex')

export function invoiceUrl(payload: Payload, number: string) {
  const u = new URL('/api/invoices', serverUrl())
  u.searchParams.set('number', number)
  u.searchParams.set('token', token(payload, number))
  return u.toString()
}

export function invoiceLinkValid(payload: Payload, number: string, given: string) {
  const want = Buffer.from(token(payload, number))
  const got = Buffer.from(given)
  return got.length === want.length && timingSafeEqual(got, want)
}
