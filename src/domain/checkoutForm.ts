// Pure helpers of the checkout information panel: the saved info's shape, error lookup by field, and when a
// new idempotency key is needed.
import type { CheckoutInfoInput } from './schemas/checkoutInfo'

/** The shopper's checkout info is kept in localStorage under this key, to prefill the panel next time. */
export const CHECKOUT_INFO_KEY = 'checkoutInfo'

export const EMPTY_CHECKOUT_INFO = {
  email: '',
  shippingAddress: {
    fullName: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    postalCode: '',
    country: '',
    phone: '',
  },
} satisfies CheckoutInfoInput

export type CheckoutInfoDraft = typeof EMPTY_CHECKOUT_INFO
export type AddressKey = keyof CheckoutInfoDraft['shippingAddress']

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** Whatever was saved (older shape, hand-edited, corrupt) → a complete draft of strings. */
export function parseSavedInfo(raw: string | null): CheckoutInfoDraft {
  let data: unknown
  try {
    data = raw ? JSON.parse(raw) : null
  } catch {
    data = null
  }
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  const a = (d.shippingAddress && typeof d.shippingAddress === 'object' ? d.shippingAddress : {}) as Record<
    string,
    unknown
  >
  const address = Object.fromEntries(Object.keys(EMPTY_CHECKOUT_INFO.shippingAddress).map((k) => [k, str(a[k])]))
  return { email: str(d.email), shippingAddress: address as CheckoutInfoDraft['shippingAddress'] }
}

export { firstErrorByField } from './schemas/issues'

/**
 * A checkout attempt is "the same" while the cart and the details are unchanged: it reuses its idempotency key,
 * so a double click or a retry cannot open a second session; any change gets a new key.
 */
export const attemptFingerprint = (parts: unknown) => JSON.stringify(parts)
