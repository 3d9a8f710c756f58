// The checkout panel's prefill from the account: the account's email and its default saved address fill only the
// fields the shopper left empty (what they typed last time wins). Signing in is never needed to order.
import type { CheckoutInfoDraft } from '../checkoutForm'

export interface SavedAddress {
  fullName: string
  line1: string
  line2?: string | null
  city: string
  postalCode: string
  country: string
  phone?: string | null
  isDefault?: boolean | null
}

export function prefillCheckout(
  saved: CheckoutInfoDraft,
  account: { email: string; phone?: string; addresses: SavedAddress[] },
): CheckoutInfoDraft {
  const a = account.addresses.find((x) => x.isDefault) ?? account.addresses[0]
  const from = {
    fullName: a?.fullName ?? '',
    addressLine1: a?.line1 ?? '',
    addressLine2: a?.line2 ?? '',
    city: a?.city ?? '',
    postalCode: a?.postalCode ?? '',
    country: a?.country ?? '',
    phone: a?.phone || account.phone || '',
  }
  const shippingAddress = { ...saved.shippingAddress }
  // An address is taken whole or not at all: mixing two addresses' lines would ship to neither.
  const addressEmpty = !saved.shippingAddress.addressLine1 && !saved.shippingAddress.city
  if (addressEmpty && a) Object.assign(shippingAddress, { ...from, phone: saved.shippingAddress.phone || from.phone })
  return { email: saved.email || account.email, shippingAddress }
}
