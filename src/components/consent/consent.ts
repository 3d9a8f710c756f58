// The shopper's cookie choice, kept 6 months in a first-party cookie (CNIL guidance).
import { type ConsentChoice, CONSENT_COOKIE } from '@/lib/analytics'

export { CONSENT_COOKIE }
/** Six months, in seconds (also written by the banner's inline script before the island runs). */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182
export const OPEN_CONSENT_EVENT = 'maison:open-consent'

export function readConsent(): ConsentChoice | null {
  const raw = document.cookie.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
  if (!raw) return null
  try {
    const v = JSON.parse(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1)))
    return { analytics: Boolean(v.analytics), ads: Boolean(v.ads) }
  } catch {
    return null
  }
}

export function writeConsent(choice: ConsentChoice) {
  const value = encodeURIComponent(JSON.stringify({ ...choice, at: new Date().toISOString().slice(0, 10) }))
  document.cookie = `${CONSENT_COOKIE}=${value}; max-age=${CONSENT_MAX_AGE}; path=/; samesite=lax`
}
