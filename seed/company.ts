// The site-wide settings a new shop starts with: the house's legal identity (Sales → Company), invented for this
// shop and printed on every invoice and credit note, the order limits (Sales → Order limits) and the EU VAT rates
// (Sales → VAT rates; a migrated database has them already, from the migration `*_vat_default_rates`).
import type { Payload } from 'payload'
import { DEFAULT_SELLER } from '../src/domain/company'
import { DEFAULT_ORDER_LIMITS } from '../src/domain/orderLimits'
import { STANDARD_RATES } from '../src/domain/vat'

/** Writes a global once: one saved already (by a seed or by staff) is never overwritten. */
async function seedGlobal(
  payload: Payload,
  slug: 'company' | 'order-limits' | 'vat-rates',
  data: Record<string, unknown>,
) {
  const current = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
  if ((current as { updatedAt?: string }).updatedAt) return
  await payload.updateGlobal({ slug, data, depth: 0, overrideAccess: true, context: { disableRevalidate: true } })
}

export const seedCompany = (payload: Payload) => seedGlobal(payload, 'company', DEFAULT_SELLER)

export const seedOrderLimits = (payload: Payload) => seedGlobal(payload, 'order-limits', { ...DEFAULT_ORDER_LIMITS })

export const seedVatRates = (payload: Payload) =>
  seedGlobal(payload, 'vat-rates', {
    rates: Object.entries(STANDARD_RATES).map(([country, rate]) => ({ country, rate })),
  })
