// The return link of the delivered email: signed per order (like the give-up link), so nobody can ask for a return of
// someone else's order by guessing its id. The page it opens is the cacheable /returns shell; the signature travels
// in the query to the /api/returns endpoints, which check it.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { serverUrl } from '../platform/serverUrl'

const linkToken = (payload: Payload, orderId: number) =>
  createHmac('sha256', payload.secret).update(`return:${orderId}`).digest('hex')

export function returnUrl(payload: Payload, orderId: number, locale: 'en' | 'fr') {
  const u = new URL(locale === 'fr' ? '/fr/returns' : '/returns', serverUrl())
  u.searchParams.set('order', String(orderId))
  u.searchParams.set('token', linkToken(payload, orderId))
  return u.toString()
}

export function returnLinkValid(payload: Payload, orderId: number, token: string) {
  const want = Buffer.from(linkToken(payload, orderId))
  const got = Buffer.from(token)
  return got.length === want.length && timingSafeEqual(got, want)
}
