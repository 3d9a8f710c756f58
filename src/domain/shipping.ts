// Shipping costs by zone (terms: "Shipping cost is calculated at checkout") and the delivery estimates of the terms:
// 3–7 business days in France, 5–10 elsewhere in Europe. Pure: the zones come from the backoffice's `shipping`
// global and from nowhere else — what staff see there is what shoppers pay (no default in code behind an empty
// table: a migration wrote the house's starting table into the global, and an empty table cannot be saved).
import { COUNTRY_CODES, type CountryCode, isCountryCode } from './schemas/countries'

export interface ShippingZone {
  name: string
  countries: readonly string[]
  /** Integer cents, VAT included. */
  rate: number
  /** The order's subtotal (cents) from which shipping is free; null: never free. */
  freeFrom?: number | null
}

export const FRANCE: CountryCode = 'FR'

/** The table a new shop starts with, as the migration `shipping_default_zones` wrote it into the global (the
 *  migration keeps its own copy). The checkout never falls back to it: tests compare the global with it.
 *  @internal */
export const DEFAULT_SHIPPING_ZONES: readonly ShippingZone[] = [
  { name: 'France', countries: [FRANCE], rate: 1500, freeFrom: 50000 },
  { name: 'Europe', countries: COUNTRY_CODES.filter((c) => c !== FRANCE), rate: 3000, freeFrom: 100000 },
]

/** Business days from dispatch, as the terms state them. */
export const DELIVERY_DAYS = { france: { min: 3, max: 7 }, europe: { min: 5, max: 10 } } as const
export type DeliveryRegion = keyof typeof DELIVERY_DAYS

export const deliveryRegion = (country: string): DeliveryRegion => (country === FRANCE ? 'france' : 'europe')

export interface ShippingQuote {
  zone: string
  country: CountryCode
  /** What the shopper pays for shipping, in cents (0 when the free threshold is reached). */
  cost: number
  /** The zone's rate before any free-shipping threshold. */
  rate: number
  free: boolean
  freeFrom: number | null
  region: DeliveryRegion
  days: { min: number; max: number }
}

/** The cost of shipping an order of `subtotal` cents to `country`; null when no zone covers the country. */
export function shippingQuote(
  zones: readonly ShippingZone[] | null | undefined,
  country: string,
  subtotal: number,
): ShippingQuote | null {
  if (!isCountryCode(country)) return null
  const zone = (zones ?? []).find((z) => z.countries.includes(country))
  if (!zone) return null
  const freeFrom = zone.freeFrom ?? null
  const free = freeFrom != null && subtotal >= freeFrom
  const region = deliveryRegion(country)
  return {
    zone: zone.name,
    country,
    cost: free ? 0 : zone.rate,
    rate: zone.rate,
    free,
    freeFrom,
    region,
    days: DELIVERY_DAYS[region],
  }
}

/**
 * The backoffice's rule for its zone table: every country of the checkout's list in exactly one zone, so every
 * address the panel accepts has one price (an empty table leaves every country out: it is refused). Returns the problem in both languages, or null when the table is sound.
 */
export function zoneTableProblem(zones: readonly Pick<ShippingZone, 'countries'>[]): { en: string; fr: string } | null {
  const seen = new Map<string, number>()
  for (const z of zones) for (const c of z.countries ?? []) seen.set(c, (seen.get(c) ?? 0) + 1)
  const twice = [...seen].filter(([, n]) => n > 1).map(([c]) => c)
  const missing = COUNTRY_CODES.filter((c) => !seen.has(c))
  if (twice.length)
    return {
      en: `A country may be in one zone only: ${twice.join(', ')}.`,
      fr: `Un pays ne peut appartenir qu’à une seule zone\u00a0: ${twice.join(', ')}.`,
    }
  if (missing.length)
    return {
      en: `Every country of the checkout must be in a zone; missing: ${missing.join(', ')}.`,
      fr: `Chaque pays proposé au paiement doit appartenir à une zone\u00a0; manquants\u00a0: ${missing.join(', ')}.`,
    }
  return null
}
