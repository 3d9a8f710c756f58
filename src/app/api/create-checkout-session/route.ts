// POST /api/create-checkout-session — starts a hosted checkout: holds the stock, opens a payment session, answers { url }
import type { Locale } from '@/domain/locale'
import { formatZodIssues } from '@/domain/schemas/checkout'
import { clientIp } from '@/server/clientIp'
import { createCheckout } from '@/server/checkout/createCheckout'
import { limiterForAddress } from '@/server/checkout/limits'
import { checkoutRequestSchema, checkoutText, fill } from '@/server/checkout/messages'
import { CheckoutError } from '@/server/checkout/priceLines'
import { OutOfStockError } from '@/server/checkout/stock'
import { log } from '@/server/log'
import { getPayload } from '@/server/payload'

const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const localeOf = (body: unknown): Locale => ((body as { locale?: unknown })?.locale === 'fr' ? 'fr' : 'en')

export async function POST(request: Request): Promise<Response> {
  const body: unknown = await request.json().catch(() => undefined)
  const l = localeOf(body)
  const text = checkoutText(l)
  // Counted before any validation: malformed floods are slowed down too.
  const ip = clientIp(request.headers)
  const limit = limiterForAddress(ip).hit(ip)
  if (!limit.allowed) {
    return json({ statusMessage: text.tooMany, errors: [{ field: '', message: text.tooMany }] }, 429, { 'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)) })
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return json({ statusMessage: 'The body must be a JSON object.', errors: [{ field: '', message: 'The body must be a JSON object.' }] }, 400)
  }
  const parsed = checkoutRequestSchema(l).safeParse(body)
  if (!parsed.success) {
    const errors = formatZodIssues(parsed.error)
    return json({ statusMessage: errors.length === 1 ? errors[0]!.message : text.invalid, errors }, 422)
  }
  try {
    const { url } = await createCheckout(await getPayload(), parsed.data)
    return json({ url })
  } catch (err) {
    if (err instanceof OutOfStockError) {
      // The client's title only names the line in the message; the decision was made on the SKU.
      const line = parsed.data.items.find((i) => i.product_id === err.sku)
      const item = line?.title ? `${line.title} (${line.size})` : err.sku
      const statusMessage = fill(text.outOfStock, { available: err.available, item })
      return json({ statusMessage, sku: err.sku, available: err.available, errors: [{ field: 'items', message: statusMessage }] }, 409)
    }
    if (err instanceof CheckoutError) {
      // In the shopper's language where we have the copy (a return URL off the site).
      const message = err.extra.code === 'offSite' ? text.offSite : err.message
      return json({ statusMessage: message, ...err.extra, errors: [{ field: err.field, message }] }, err.status)
    }
    log.error('Checkout could not start', { err: String(err) })
    return json({ statusMessage: text.unavailable, errors: [{ field: '', message: text.unavailable }] }, 503, { 'Retry-After': '5' })
  }
}
