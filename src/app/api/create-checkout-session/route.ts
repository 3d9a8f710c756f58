// POST /api/create-checkout-session — starts a hosted checkout: holds the stock, opens a payment session, answers { url }
import { fill } from '@/server/http/copy'
import { endpoint } from '@/server/http/endpoint'
import { ApiError, json } from '@/server/http/errors'
import type { Locale } from '@/domain/locale'
import { formatSize } from '@/domain/numberFormat'
import type { LimitRefusal } from '@/domain/orderLimits'
import { customerFromRequest, customerToken } from '@/server/http/customerSession'
import { createCheckout } from '@/server/checkout/createCheckout'
import { OrderLimitError } from '@/server/checkout/holders'
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
  async handle({ data, locale, ip, request }) {
    const text = checkoutText(locale)
    // Refused before any order or hold exists: nothing to cancel afterwards.
    if (!paymentProviderUsable())
      throw new ApiError(503, [{ field: '', message: text.noProvider }], {}, { 'Retry-After': '300' })
    // A signed-in shopper's holds count against their account too (a guest has only an address and an email).
    const customer = customerToken(request.headers) ? await customerFromRequest(request) : null
    try {
      const { url } = await createCheckout(await getPayload(), data, { ip, customer: customer?.id ?? null })
      return json({ url })
    } catch (err) {
      if (err instanceof OrderLimitError) {
        const { message, extra } = refusalCopy(err.refusal, text, data.items, locale)
        throw new ApiError(422, [{ field: 'items', message }], extra)
      }
      if (err instanceof OutOfStockError) {
        // The client's title only names the line in the message (its size as the language writes it, '35,5'); the
        // decision was made on the SKU.
        const line = data.items.find((i) => i.product_id === err.sku)
        const item = line?.title ? `${line.title} (${formatSize(line.size, locale)})` : err.sku
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

/** Which limit refused the checkout, said to the shopper (the line named as in the out-of-stock message). */
function refusalCopy(
  r: LimitRefusal,
  text: ReturnType<typeof checkoutText>,
  items: { product_id: string; title?: string; size: string; quantity: number }[],
  locale: Locale,
) {
  if (r.limit === 'perSize') {
    const line = items.find((i) => i.product_id === r.sku)
    const item = line?.title ? `${line.title} (${formatSize(line.size, locale)})` : r.sku
    return { message: fill(text.limitPerSize, { max: r.max, item }), extra: { limit: r.limit, max: r.max, sku: r.sku } }
  }
  if (r.limit === 'perOrder')
    return { message: fill(text.limitPerOrder, { max: r.max }), extra: { limit: r.limit, max: r.max } }
  const template = { client: text.limitHeldClient, email: text.limitHeldEmail, customer: text.limitHeldCustomer }[
    r.holder
  ]
  const total = r.held + items.reduce((s, i) => s + i.quantity, 0)
  return {
    message: fill(template, { held: r.held, total, max: r.max }),
    extra: { limit: r.limit, holder: r.holder, max: r.max },
  }
}
