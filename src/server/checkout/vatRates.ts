// The VAT rates as the checkout reads them: an in-process copy (the checkout is the hot path), dropped when the
// `vat-rates` global is saved, within a minute on other instances, as for the shipping zones.
import type { Payload } from 'payload'
import type { VatSettings } from '@/domain/vat'
import { processCopy } from '../cache/processCopy'
import { VAT_RATES_TAG } from '../cache/vatTags'

/** The table in force, by member state (a state missing from it is charged its standard rate: src/domain/vat.ts),
 *  and whether export prices drop the French VAT (on unless an admin unticked it). */
export const vatSettings = processCopy(VAT_RATES_TAG, 60_000, async (payload: Payload): Promise<VatSettings> => {
  const doc = await payload.findGlobal({ slug: 'vat-rates', depth: 0, overrideAccess: false })
  return {
    rates: Object.fromEntries((doc.rates ?? []).map((r) => [r.country, r.rate])),
    exportExcludesFrenchVat: doc.exportExcludesFrenchVat !== false,
  }
})
