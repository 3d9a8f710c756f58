// What the checkout alert says when starting a checkout fails.
export const FALLBACK_CHECKOUT_ERROR = 'Failed to start checkout. Please try again.'

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined)
const field = (v: unknown, key: string) =>
  v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined

/**
 * The server's statusMessage (in the error's response data, or on the error itself), else the error's own
 * message, else the fallback — the French UI passes its own fallback.
 */
export function checkoutErrorMessage(err: unknown, fallback = FALLBACK_CHECKOUT_ERROR): string {
  return (
    text(field(field(err, 'data'), 'statusMessage')) ??
    text(field(err, 'statusMessage')) ??
    text(field(err, 'message')) ??
    text(err) ??
    fallback
  )
}
