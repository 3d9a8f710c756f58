// The link "Find my order" mails: the order's page for whoever holds the mailbox the order was placed with, no
// account needed. The token is `<expiry>.<signature>`: an HMAC with the server's secret over the order's id, its
// email and the expiry, so a link opens one order, stops working after LINK_DAYS, and stops working too if staff
// correct the order's email (the old mailbox loses it). The number in the path only says which row to read; the
// signature is the authority, compared in constant time. Nothing is stored: asking again simply mails a new link.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { type Locale, localizedHref } from '@/domain/locale'
import { serverUrl } from '../platform/serverUrl'

/** How long a mailed link opens the order: a week, long enough to follow a parcel to the door. */
export const LINK_DAYS = 7
const LINK_MS = LINK_DAYS * 24 * 3600_000

type Signed = { id: number; email: string }

const signature = (payload: Payload, order: Signed, expires: number) =>
  createHmac('sha256', payload.secret)
    .update(`order-page:${order.id}:${order.email.trim().toLowerCase()}:${expires}`)
    .digest('hex')

function orderPageToken(payload: Payload, order: Signed, now = Date.now()) {
  const expires = Math.floor((now + LINK_MS) / 1000)
  return `${expires}.${signature(payload, order, expires)}`
}

/** The order's page in a language, with a fresh token. */
export function orderPageUrl(payload: Payload, order: Signed & { number: string }, l: Locale, now = Date.now()) {
  const u = new URL(localizedHref(`/orders/${encodeURIComponent(order.number)}`, l), serverUrl())
  u.searchParams.set('t', orderPageToken(payload, order, now))
  return u.toString()
}

/** True when the token was made by this server for this order and email, and has not expired. */
export function orderPageTokenValid(payload: Payload, order: Signed, token: string, now = Date.now()) {
  const m = /^(\d{10,12})\.([0-9a-f]{64})$/.exec(token)
  if (!m) return false
  const expires = Number(m[1])
  const want = Buffer.from(signature(payload, order, expires))
  const got = Buffer.from(m[2]!)
  return timingSafeEqual(got, want) && expires * 1000 > now
}
