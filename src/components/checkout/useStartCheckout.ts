// Starts the hosted checkout: POST the cart and details, then go to the returned url.
// Errors become the alert text: server statusMessage, else the error's message, else the fallback.
import { useCallback, useRef, useState } from 'react'
import { attemptFingerprint } from '@/domain/checkoutForm'
import type { CartItem } from '@/domain/cart/types'
import type { Locale } from '@/domain/locale'
import { type CheckoutInfo, checkoutErrorMessage, checkoutInfoToRequest } from '@/domain/schemas/checkout'
import { postJson } from '@/lib/http'

export const CHECKOUT_ENDPOINT = '/api/create-checkout-session'

export function returnUrls(origin: string, locale: Locale) {
  const prefix = locale === 'fr' ? '/fr' : ''
  // Cancel goes back to the site root with the cart intact.
  return { successUrl: `${origin}${prefix}/checkout/success`, cancelUrl: `${origin}${prefix}/` }
}

export type CheckoutStart = { url: string } | { error: string }

/**
 * One attempt, without React or the window: POST the body, answer the url to go to or the alert's text.
 * A 2xx answer without a usable `url` is the error 'No checkout URL received'.
 */
export async function requestCheckoutUrl(
  body: unknown,
  text: { fallback: string; noUrl: string },
  post: (url: string, body: unknown) => Promise<unknown> = postJson,
): Promise<CheckoutStart> {
  try {
    const data = (await post(CHECKOUT_ENDPOINT, body)) as { url?: unknown } | null
    if (typeof data?.url !== 'string' || !data.url) throw new Error(text.noUrl)
    return { url: data.url }
  } catch (err) {
    // A network failure (fetch's TypeError) has no message worth showing: the fallback says it better.
    return { error: checkoutErrorMessage(err instanceof TypeError ? null : err, text.fallback) }
  }
}

export function useStartCheckout(locale: Locale, text: { fallback: string; noUrl: string }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const attempt = useRef<{ fingerprint: string; requestId: string } | null>(null)

  const start = useCallback(
    async (info: CheckoutInfo, items: readonly CartItem[]) => {
      setBusy(true)
      setError('')
      const fingerprint = attemptFingerprint([info, items])
      if (attempt.current?.fingerprint !== fingerprint)
        attempt.current = { fingerprint, requestId: crypto.randomUUID() }
      const body = checkoutInfoToRequest(info, items, {
        ...returnUrls(window.location.origin, locale),
        requestId: attempt.current.requestId,
        locale,
      })
      const result = await requestCheckoutUrl(body, { fallback: text.fallback, noUrl: text.noUrl })
      if ('url' in result) {
        window.location.assign(result.url)
        return true
      }
      setError(result.error)
      setBusy(false)
      return false
    },
    [locale, text.fallback, text.noUrl],
  )
  return { start, busy, error, setError }
}
