// Prices are integer cents of EUR, VAT included; formatting is the only place they become euros.
import { INTL_LOCALES, type Locale } from './locale'

export const CURRENCY = 'EUR'

const formatters = new Map<Locale, Intl.NumberFormat>()

/**
 * fr → '1 250,00 €', en → '€1,250.00'. Intl's own spacing is kept: French uses a narrow no-break space
 * (U+202F) between thousands and a no-break space (U+00A0) before €, so lines never break inside a price.
 */
export function formatPrice(cents: number, locale: Locale): string {
  let f = formatters.get(locale)
  if (!f)
    formatters.set(locale, (f = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: CURRENCY })))
  return f.format(cents / 100)
}

/** The cart drawer always formats with the French locale, whatever the page language. */
export const formatCartTotal = (cents: number) => formatPrice(cents, 'fr')

/** Euros (as typed by staff or read from a provider) to integer cents, rounding away float noise. */
export const eurosToCents = (euros: number) => Math.round(euros * 100)
