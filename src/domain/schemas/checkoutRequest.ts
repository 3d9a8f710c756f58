// Wire payload of POST /api/create-checkout-session. The server trusts only SKUs and quantities;
// the other item fields travel for logging and are re-read from the database.
import { z } from './zod'
import type { CartItem } from '../cart/types'
import { CART_EMPTY } from '../cart/rules'
import type { CheckoutInfo } from './checkoutInfo'
import {
  countryField,
  emailField,
  localeField,
  optionalPhoneField,
  optionalText,
  postalCodeField,
  requestIdField,
  requiredText,
} from './fields'
import {
  type CheckoutLabels,
  type CheckoutMessages,
  defaultCheckoutLabels,
  defaultCheckoutMessages,
  fillLabel,
} from './messages'

export const MAX_LINE_QUANTITY = 20
export const MAX_CART_LINES = 50

const cartItemSchema = z.object({
  id: z.string().min(1),
  product_id: z.string().min(1).max(120),
  title: z.string().max(300).optional(),
  price: z.number().int().nonnegative().optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  size: z.string().min(1).max(20),
  color: z.string().max(60).optional(),
  type: z.string().max(60).optional(),
  image: z.string().max(2000).optional(),
  variant: z.string().max(120).optional(),
})

// Only http(s): a javascript: or data: return URL would be an open door on the payment page's redirect.
const returnUrl = z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL.' })

export function createCheckoutSessionRequestSchema(
  messages: Partial<CheckoutMessages> = defaultCheckoutMessages,
  labels: Partial<CheckoutLabels> = defaultCheckoutLabels,
) {
  const m = { ...defaultCheckoutMessages, ...messages }
  const l = { ...defaultCheckoutLabels, ...labels }
  const required = (key: keyof CheckoutLabels) => fillLabel(m.required, l[key])
  return z.object({
    items: z.array(cartItemSchema).min(1, { error: CART_EMPTY }).max(MAX_CART_LINES),
    email: emailField(m.invalidEmail),
    shippingAddress: z.object({
      name: requiredText(required('fullName')),
      address: z.object({
        line1: requiredText(required('addressLine1')),
        line2: optionalText(200),
        city: requiredText(required('city'), 100),
        postal_code: postalCodeField(required('postalCode'), m.invalidPostalCode),
        country: countryField(required('country')),
      }),
      phone: optionalPhoneField(m.invalidPhone),
    }),
    successUrl: returnUrl,
    cancelUrl: returnUrl,
    requestId: requestIdField.optional(),
    // Not in the observed payload: the language of the hosted page and of the confirmation e-mail.
    locale: localeField.default('en'),
  })
}

export type CheckoutSessionRequestInput = z.input<ReturnType<typeof createCheckoutSessionRequestSchema>>

export interface CheckoutUrls {
  successUrl: string
  cancelUrl: string
  requestId?: string
  locale?: 'en' | 'fr'
}

/** The panel's shape → the wire shape (name, line1, postal_code …). */
export function checkoutInfoToRequest(
  info: CheckoutInfo,
  items: readonly CartItem[],
  urls: CheckoutUrls,
): CheckoutSessionRequestInput {
  const a = info.shippingAddress
  return {
    items: items.map(({ id, product_id, title, price, quantity, size, color, type, image, variant }) => ({
      id,
      product_id,
      title,
      price,
      quantity,
      size: size ?? '',
      color,
      type,
      image,
      variant,
    })),
    email: info.email,
    shippingAddress: {
      name: a.fullName,
      address: {
        line1: a.addressLine1,
        line2: a.addressLine2,
        city: a.city,
        postal_code: a.postalCode,
        country: a.country,
      },
      phone: a.phone,
    },
    ...urls,
  }
}
