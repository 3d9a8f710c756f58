// POST /api/create-checkout-session — starts a hosted checkout: holds the stock, opens a payment session, answers { url }
import { fill } from '@/server/http/copy'
import { endpoint } from '@/server/http/endpoint'
import { ApiError, json } from '@/server/http/errors'
import { createCheckout } from '@/server/checkout/createCheckout'
import { checkoutRequestSchema, checkoutText } from '@/server/checkout/messages'
import { CheckoutError } from '@/server/checkout/priceLines'
import { OutOfStockError } from '@/server/inventory/moves'
import { getPayload } from '@/server/platform/payload'
import { paymentProviderUsable } from '@/server/payments'

export const POST = endpoint({
  name: 'checkout',
  budget: 'checkout',
  who: 'anyone',
  input: 'json',
  schema: checkoutRequestSchema,
  tooMany: (l) => checkoutText(l).tooMany,
  unavailable: { message: (l) => checkoutText(l).unavailable, retryAfter: 5 },
  // The panel shows statusMessage as is: the one error, or "please check your details" over several.
  statusMessage: (l, errors) => (errors.length === 1 ? errors[0]!.message : checkoutText(l).invalid),
  async handle({ data, locale }) {
    const text = checkoutText(locale)
    // Refused before any order or hold exists: nothing to cancel afterwards.
    if (!paymentProviderUsable())
      throw new ApiError(503, [{ field: '', message: text.noProvider }], {}, { 'Retry-After': '300' })
    try {
      const { url } = await createCheckout(await getPayload(), data)
      return json({ url })
    } catch (err) {
      if (err instanceof OutOfStockError) {
        // The client's title only names the line in the message; the decision was made on the SKU.
        const line = data.items.find((i) => i.product_id === err.sku)
        const item = line?.title ? `${line.title} (${line.size})` : err.sku
        const message = fill(text.outOfStock, { available: err.available, item })
        throw new ApiError(409, [{ field: 'items', message }], { sku: err.sku, available: err.available })
      }
      if (err instanceof CheckoutError) {
        // In the shopper's language where we have the copy (a return URL off the site).
        const message =
          err.extra.code === 'offSite' ? text.offSite : err.extra.code === 'noShipping' ? text.noShipping : err.message
        throw new ApiError(err.status, [{ field: err.field, message }], err.extra)
      }
      throw err
    }
  },
})
