// Revalidation asked of our own server over HTTP, for code that runs outside a Next request: the scheduled-publish
// job runs from Payload's cron, where revalidateTag/revalidatePath throw ("static generation store missing") — the
// article was published but its cached 404 stayed up for minutes. The server answers at POST /api/revalidate,
// trusting only a body signed with a key derived from PAYLOAD_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { log } from '../platform/log'

export const REVALIDATE_PATH = '/api/revalidate'
export const SIGNATURE_HEADER = 'x-revalidate-signature'

const key = () =>
  createHmac('sha256', process.env.PAYLOAD_SECRET || '')
    .update('revalidate-over-http')
    .digest()

export const signRevalidation = (body: string) => createHmac('sha256', key()).update(body).digest('hex')

export function verifyRevalidation(body: string, signature: string | null): boolean {
  if (!signature || !process.env.PAYLOAD_SECRET) return false
  const expected = Buffer.from(signRevalidation(body))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** This instance itself (its own Next cache), not the public address a proxy or CDN may answer for. */
const ownOrigin = () => process.env.INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}`

/** Fire and forget: a failure is logged; the page still refreshes at its own revalidation time. */
export async function revalidateOverHttp(
  targets: { tags: string[]; paths: string[] },
  fetchImpl: typeof fetch = fetch,
) {
  const body = JSON.stringify(targets)
  try {
    const res = await fetchImpl(new URL(REVALIDATE_PATH, ownOrigin()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signRevalidation(body) },
      body,
    })
    if (!res.ok) log.warn('revalidate over http refused', { status: res.status })
  } catch (err) {
    log.warn('revalidate over http failed', { err: String(err) })
  }
}
