// Countries offered for shipping. The source announces 41 European codes but lists only these 40;
// we ship to the 40 listed, in the listed order (it is also the order of the select).
import { INTL_LOCALES, type Locale } from '../locale'

export const COUNTRY_CODES = [
  'AL',
  'AD',
  'AT',
  'BY',
  'BE',
  'BA',
  'BG',
  'HR',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IS',
  'IE',
  'IT',
  'LV',
  'LI',
  'LT',
  'LU',
  'MT',
  'MD',
  'MC',
  'ME',
  'NL',
  'MK',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'SK',
  'SI',
  'ES',
  'SE',
  'CH',
  'GB',
] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value)

// Building a DisplayNames loads ICU data; one per locale is enough.
const names = new Map<Locale, Intl.DisplayNames>()

/** The country's name in the UI language ('DE' → 'Germany' / 'Allemagne'); the code itself if unknown. */
export function countryName(code: string, locale: Locale): string {
  let dn = names.get(locale)
  if (!dn) names.set(locale, (dn = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region' })))
  try {
    return dn.of(code.toUpperCase()) ?? code
  } catch {
    return code // DisplayNames throws on a malformed code such as '' or 'FRA1'
  }
}
