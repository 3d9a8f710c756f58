// The shipping zones as the checkout reads them: from an in-process cache, not a query per checkout (the checkout is
// the hot path). Saving the `shipping` global clears the tag, which empties the cache at once on this instance; the
// minute's age limit bounds the others, as for the checkout's prices.
import type { Payload } from 'payload'
import { type ShippingQuote, type ShippingZone, shippingQuote } from '@/domain/shipping'
import { processCopy } from '../cache/processCopy'
import { SHIPPING_TAG } from '../cache/shippingTags'

/** The zone table in force: the backoffice's, as saved (a country in no zone is not delivered to). */
export const shippingZones = processCopy(SHIPPING_TAG, 60_000, async (payload): Promise<readonly ShippingZone[]> => {
  // The rates are public (read: anyone): read as an anonymous caller, with the global's own access.
  const doc = await payload.findGlobal({ slug: 'shipping', depth: 0, overrideAccess: false })
  return (doc.zones ?? []).map((z) => ({
    name: z.name,
    countries: z.countries ?? [],
    rate: z.rate,
    freeFrom: z.freeFrom ?? null,
  }))
})

/** What shipping an order of `subtotal` cents to `country` costs; null when no zone covers it. */
export async function quoteShipping(
  payload: Payload,
  country: string,
  subtotal: number,
): Promise<ShippingQuote | null> {
  return shippingQuote(await shippingZones(payload), country, subtotal)
}
