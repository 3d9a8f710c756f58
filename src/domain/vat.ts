// VAT by destination (issue 37; docs/decisions.md, "VAT by destination"). A French shop selling to consumers:
// - France (and Monaco, in the French VAT territory by the Franco-Monegasque convention): French VAT, 20 %;
// - another EU member state: the destination's rate, declared through the one-stop shop (OSS);
// - outside the EU: an export, no French VAT (CGI art. 262 I); duties and import taxes are the buyer's.
// Prices shown are the French VAT-inclusive ones. In the EU the shopper pays that same price everywhere (harmonised:
// the VAT inside it is the destination's); an export is charged that price without French VAT, line by line.
// Amounts are integer cents; rates are percents with at most two decimals (Finland's 25.5).

/** The 27 member states (ISO 3166-1 alpha-2; Greece is GR here, as in the shipping countries, not EL). */
export const EU_MEMBERS = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const
export type EuMember = (typeof EU_MEMBERS)[number]

export const isEuMember = (country: string): country is EuMember => (EU_MEMBERS as readonly string[]).includes(country)

/** The French standard rate: prices are set VAT-inclusive at it, and orders placed before issue 37 were split at it. */
export const FRENCH_RATE = 20

/** Standard rates as entered on 29 November 2026, with the latest changes known then (FI 25.5 since 1 September
 *  2024, SK 23 since 1 January 2025, EE 24 since 1 July 2025, RO 21 since 1 August 2025). The seed and the migration
 *  write them; staff keep them current against the European Commission's table of VAT rates. */
export const STANDARD_RATES: Readonly<Record<EuMember, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
}

export const VAT_REGIMES = ['domestic', 'oss', 'export'] as const
export type VatRegime = (typeof VAT_REGIMES)[number]

/** Monaco is outside the EU but inside the French VAT territory: a sale there is a French sale. */
const FRENCH_VAT_TERRITORY = ['FR', 'MC']

export function vatRegime(country: string): VatRegime {
  const c = country.toUpperCase()
  if (FRENCH_VAT_TERRITORY.includes(c)) return 'domestic'
  return isEuMember(c) ? 'oss' : 'export'
}

/** The rates in force, by member state: the backoffice's table (src/globals/VatRates). */
export type VatRates = Readonly<Partial<Record<string, number>>>

/** The backoffice's VAT settings as the checkout and its panel read them. */
export interface VatSettings {
  rates: VatRates
  exportExcludesFrenchVat: boolean
}

export const MAX_RATE = 30

/** The table as a map, or why it cannot be saved: every rate 0–30 % with at most two decimals, each country once. */
export function rateTableProblem(rows: readonly { country?: string | null; rate?: number | null }[]) {
  const seen = new Set<string>()
  for (const r of rows) {
    const c = r.country ?? ''
    if (!isEuMember(c))
      return {
        en: `${c || 'A row'} is not an EU member state.`,
        fr: `${c || 'Une ligne'} n’est pas un État membre de l’UE.`,
      }
    if (seen.has(c)) return { en: `${c} is listed twice.`, fr: `${c} figure deux fois.` }
    seen.add(c)
    const rate = r.rate
    if (typeof rate !== 'number' || !(rate >= 0 && rate <= MAX_RATE) || Math.round(rate * 100) !== rate * 100)
      return {
        en: `The rate of ${c} must be from 0 to ${MAX_RATE} %, with at most two decimals.`,
        fr: `Le taux de ${c} doit être compris entre 0 et ${MAX_RATE}\u00a0%, avec deux décimales au plus.`,
      }
  }
  return null
}

export interface VatRule {
  regime: VatRegime
  /** The rate charged, in percent (0 for an export). */
  rate: number
}

/** The regime and rate of a sale delivered to `country`. A member state missing from the table falls back to its
 *  standard rate above (never to the French one: charging the wrong state's VAT is the error this module prevents). */
export function vatRule(country: string, rates: VatRates): VatRule {
  const regime = vatRegime(country)
  if (regime === 'export') return { regime, rate: 0 }
  const c = regime === 'domestic' ? 'FR' : (country.toUpperCase() as EuMember)
  return { regime, rate: rates[c] ?? STANDARD_RATES[c as EuMember] }
}

// Rates in hundredths of a percent, so 25.5 % is the integer 2550 and the division below is of integers.
const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100)

/**
 * A VAT-inclusive amount of cents split at `ratePercent`: vat = gross × rate / (100 + rate) rounded to the nearest
 * cent (a half cent up, away from zero), net = gross − vat, so net + vat === gross exactly. A negative amount (a
 * credit note) splits as its opposite, negated. The one formula of the invoice, the credit note and the export.
 */
export function splitGross(grossCents: number, ratePercent: number) {
  const bp = basisPoints(ratePercent)
  const abs = Math.abs(grossCents)
  const vatAbs = Math.floor((abs * bp * 2 + (10_000 + bp)) / (2 * (10_000 + bp)))
  const vat = grossCents < 0 ? -vatAbs : vatAbs
  return { net: grossCents - vat, vat, gross: grossCents }
}

/** The price charged on export for a French VAT-inclusive price of cents: divided by 1.20, to the nearest cent, a half
 *  cent up (59 000 → 49 167; 3 → 3). Integer arithmetic: price × 100 / 120 with the half added before the floor. */
export const exportPrice = (frenchGrossCents: number) =>
  Math.floor((frenchGrossCents * 100 * 2 + (100 + FRENCH_RATE)) / (2 * (100 + FRENCH_RATE)))

/** What an order charges, its lines and shipping priced at the catalog's French VAT-inclusive prices. An export
 *  carries no VAT either way; `exportExcludesFrenchVat` (the backoffice's switch, on by default) says whether its
 *  prices drop the French VAT or stay the shown ones. */
export function chargeOrder<L extends { unitPrice: number; quantity: number }>(
  lines: readonly L[],
  shipping: number,
  rule: VatRule,
  { exportExcludesFrenchVat = true }: { exportExcludesFrenchVat?: boolean } = {},
) {
  // An export takes the French VAT out of each unit price (so provider line × quantity is the line exactly).
  const price = rule.regime === 'export' && exportExcludesFrenchVat ? exportPrice : (cents: number) => cents
  const charged = lines.map((l) => ({ ...l, unitPrice: price(l.unitPrice) }))
  const subtotal = charged.reduce((s, l) => s + l.unitPrice * l.quantity, 0)
  const ship = price(shipping)
  const total = subtotal + ship
  return { lines: charged, subtotal, shipping: ship, total, vat: { ...rule, amount: splitGross(total, rule.rate).vat } }
}

/** The VAT an order carries as stored at purchase; an order placed before VAT by destination was French, at 20 %. */
export function orderVatRule(vat: { regime?: string | null; rate?: number | null } | null | undefined): VatRule {
  const regime = VAT_REGIMES.find((r) => r === vat?.regime)
  return regime && typeof vat?.rate === 'number'
    ? { regime, rate: vat.rate }
    : { regime: 'domestic', rate: FRENCH_RATE }
}

/** The VAT an order carries, with its amount: as stored at purchase, or split out of the total for an order that
 *  stored none (placed before VAT by destination). The one reading of the success page, the emails and the lists. */
export function orderVat(order: {
  total: number
  vat?: { regime?: string | null; rate?: number | null; amount?: number | null } | null
}): VatRule & { amount: number } {
  const rule = orderVatRule(order.vat)
  const stored = order.vat?.amount
  const amount =
    rule.regime === 'export' ? 0 : typeof stored === 'number' ? stored : splitGross(order.total, rule.rate).vat
  return { ...rule, amount }
}
