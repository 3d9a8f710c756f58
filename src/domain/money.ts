// Prices are integer cents of EUR, VAT included; formatting is the only place they become euros.
import { INTL_LOCALES, type Locale } from './locale'

export const CURRENCY = 'EUR'

// One house format for every price a shopper reads, in both languages: the spec formats the cart drawer with the
// French locale, and a Paris house's English page reading '€890.00' beside a drawer reading '890,00 €' looked like
// two shops. So the page, the drawer, the checkout and the emails all read '890,00 €' — the way the price tag in
// the boutique reads. The page locale is accepted (and ignored) so callers say what language they render.
const HOUSE_FORMAT = new Intl.NumberFormat(INTL_LOCALES.fr, { style: 'currency', currency: CURRENCY })

/**
 * '1 250,00 €' in English and in French. Intl's own spacing is kept: a narrow no-break space (U+202F) between
 * thousands and a no-break space (U+00A0) before €, so lines never break inside a price.
 */
export function formatPrice(cents: number, _pageLocale?: Locale): string {
  return HOUSE_FORMAT.format(cents / 100)
}

const WHOLE_EUROS = new Intl.NumberFormat(INTL_LOCALES.fr, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
})

/** A chart's axis: whole euros in the same house format ('4 000 €'), never '€4,000' beside '3 185,00 €'. */
export function formatWholeEuros(cents: number): string {
  return WHOLE_EUROS.format(cents / 100)
}

/** The cart drawer formats with the French locale — the house format every page now shares. */
export const formatCartTotal = (cents: number) => formatPrice(cents, 'fr')

/** Euros (as typed by staff or read from a provider) to integer cents, rounding away float noise. */
export const eurosToCents = (euros: number) => Math.round(euros * 100)
