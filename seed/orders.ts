// SEED_ORDERS=5000: a year of sample orders on the seeded catalogue, for measuring the backoffice with a shop's
// worth of orders (npm run bench:backoffice) or for a demo. Off unless asked. Each order is planned by
// seed/orderPlan.ts and priced as the checkout prices it (the catalogue's prices, the shipping zones, VAT by
// destination), then written straight to the rows a few hundred at a time (src/server/orders/rows.ts): 5,000 in
// seconds. Sample orders carry the payment request id `seed-order-<n>`: a second run adds only those missing, so
// running it again, or at every start, never doubles them. They move no stock and issue no invoice (an invoice is
// issued when first opened): they are the past, not sales to fulfil.
import type { Payload } from 'payload'
import { orderNumber } from '../src/domain/orders'
import { chargeOrder, vatRule } from '../src/domain/vat'
import { priceLines } from '../src/server/checkout/priceLines'
import { quoteShipping } from '../src/server/checkout/shippingRates'
import { vatSettings } from '../src/server/checkout/vatRates'
import { onlineStoreId } from '../src/server/inventory/moves'
import { type SampleOrderRow, insertSampleOrders, requestIdsLike } from '../src/server/orders/rows'
import { inTransaction } from '../src/server/platform/transaction'
import { type OrderPlan, SAMPLE_ORDER_PREFIX, planOrder, sampleRequestId } from './orderPlan'

const BATCH = 250

/** How many sample orders SEED_ORDERS asks for (0 when unset or not a whole number). */
export const sampleOrdersWanted = (value = process.env.SEED_ORDERS) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : 0
}

type Priced = Awaited<ReturnType<typeof priceLines>>[number]

async function sellable(payload: Payload): Promise<Priced[]> {
  const { docs } = await payload.find({
    collection: 'product-variants',
    select: { sku: true },
    sort: 'sku',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length === 0) return []
  return priceLines(
    payload,
    docs.map((d) => ({ product_id: d.sku, quantity: 1 })),
  )
}

async function row(payload: Payload, plan: OrderPlan, skus: Priced[], store: number): Promise<SampleOrderRow> {
  const country = plan.shippingAddress.country
  const lines = plan.lines.map((l) => ({ ...skus[l.sku]!, quantity: l.quantity }))
  const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0)
  const quote = await quoteShipping(payload, country, subtotal)
  const vat = await vatSettings(payload)
  const charged = chargeOrder(lines, quote?.cost ?? 0, vatRule(country, vat.rates), vat)
  const at = (d: Date) => d.toISOString()
  return {
    number: orderNumber(plan.index, plan.createdAt),
    requestId: plan.requestId,
    sessionId: `cs_seed_${plan.requestId.slice(SAMPLE_ORDER_PREFIX.length)}`,
    status: plan.status,
    needsAttention: plan.needsAttention,
    attentionNote: plan.needsAttention
      ? `Paid after the hold was released; ${lines[0]!.sku} is out of stock (0 left).`
      : null,
    email: plan.email,
    locale: plan.locale,
    lines: charged.lines,
    subtotal: charged.subtotal,
    shipping: charged.shipping,
    total: charged.total,
    vat: charged.vat,
    shippingAddress: plan.shippingAddress,
    holdStore: store,
    holdState: plan.moves.some((m) => m.status === 'paid') ? 'captured' : 'released',
    timeline: Object.fromEntries(plan.moves.map((m) => [m.status, at(m.at)])),
    fulfilment: plan.fulfilment && { carrier: plan.fulfilment.carrier, trackingNumber: plan.fulfilment.number },
    changeLog: plan.changeLog.map((c) => ({ ...c, at: at(c.at) })),
    createdAt: at(plan.createdAt),
    updatedAt: at(plan.moves.at(-1)!.at),
  }
}

/**
 * Makes sure sample orders 1…`count` exist: writes those missing, in transactions of BATCH orders. Answers how many
 * it wrote (0 when all were there, or when the catalogue has nothing to sell yet).
 */
export async function seedOrders(
  payload: Payload,
  count = sampleOrdersWanted(),
  { now = new Date(), progress = (_done: number, _total: number) => undefined as void } = {},
) {
  if (count <= 0) return 0
  const have = await requestIdsLike(payload, SAMPLE_ORDER_PREFIX)
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !have.has(sampleRequestId(i)))
  if (missing.length === 0) return 0
  const skus = await sellable(payload)
  if (skus.length === 0) return 0
  const store = await onlineStoreId(payload)
  let written = 0
  for (let i = 0; i < missing.length; i += BATCH) {
    const plans = missing.slice(i, i + BATCH).map((n) => planOrder(n, count, skus.length, now))
    const rows = await Promise.all(plans.map((p) => row(payload, p, skus, store)))
    written += (await inTransaction(payload, (req) => insertSampleOrders(payload, req, rows))).length
    progress(Math.min(i + BATCH, missing.length), missing.length)
  }
  return written
}
