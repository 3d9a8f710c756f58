// Real-user speed (issue 38): what the shoppers' own browsers measured, per page template. The page sends Core Web
// Vitals (LCP, INP, CLS, with FCP and TTFB) and the moment it became interactive (TTI: React hydrated, the page
// answers taps) under the shopper's audience-measurement consent; the backoffice reads the 75th percentile of each,
// per template, as Google's own thresholds do.

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'TTI'] as const
export type VitalName = (typeof VITAL_NAMES)[number]

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const
export type VitalRating = (typeof VITAL_RATINGS)[number]

export const VITAL_TEMPLATES = [
  'home',
  'category',
  'product',
  'magazine',
  'article',
  'store',
  'contact',
  'assistant',
  'account',
  'checkout',
  'page',
] as const
export type VitalTemplate = (typeof VITAL_TEMPLATES)[number]

/** Each template's name for staff, in both admin languages. */
export const VITAL_TEMPLATE_LABELS: Record<VitalTemplate, { en: string; fr: string }> = {
  home: { en: 'Home', fr: 'Accueil' },
  category: { en: 'Category', fr: 'Catégorie' },
  product: { en: 'Product', fr: 'Produit' },
  magazine: { en: 'Magazine', fr: 'Magazine' },
  article: { en: 'Article', fr: 'Article' },
  store: { en: 'Boutique', fr: 'Boutique' },
  contact: { en: 'Contact', fr: 'Contact' },
  assistant: { en: 'Find your pair', fr: 'Trouver ma paire' },
  account: { en: 'Account', fr: 'Compte' },
  checkout: { en: 'Checkout', fr: 'Paiement' },
  page: { en: 'Other pages', fr: 'Autres pages' },
}

/** The storefront's first path segments that are not a product type, and the template each one is. */
const SECTIONS: Record<string, VitalTemplate> = {
  magazine: 'magazine',
  store: 'store',
  contact: 'contact',
  'style-assistant': 'assistant',
  account: 'account',
  returns: 'account',
  orders: 'account',
  checkout: 'checkout',
  accessibility: 'page',
  brand: 'page',
  comfort: 'page',
  fabrication: 'page',
  legal: 'page',
  newsletter: 'page',
  people: 'page',
  preorders: 'page',
  press: 'page',
  privacy: 'page',
  qrcode: 'page',
  'return-policy': 'page',
  'shop-the-look': 'page',
  terms: 'page',
  wholesales: 'page',
  wishlist: 'account',
}

/** The template of a storefront path, in either language: '/fr/pumps/red' → 'product', '/magazine/x' → 'article'. */
export function templateOf(pathname: string): VitalTemplate {
  const parts = pathname.split('/').filter(Boolean)
  if (parts[0] === 'fr') parts.shift()
  if (parts.length === 0) return 'home'
  const section = SECTIONS[parts[0]!]
  if (section === 'magazine') return parts.length > 1 ? 'article' : 'magazine'
  if (section) return section
  // Anything else is the catalog: /<type> lists a type's pairs, /<type>/<colour> is a product page.
  return parts.length === 1 ? 'category' : 'product'
}

/** A TTI's rating (web-vitals does not measure it): the LCP's thresholds, 2.5 s and 4 s — a page that looks ready
 *  should be ready by the time its largest content shows. */
export const rateTti = (ms: number): VitalRating => rateVital('TTI', ms)

/** Google's thresholds for a good and a poor value of each measure (web.dev), TTI as rateTti. */
const THRESHOLDS: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  TTI: [2500, 4000],
}

/** The rating of a value (a p75 on the dashboard), as the library rates one page view's. */
export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = THRESHOLDS[name]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

/** The 75th percentile by the nearest-rank method (what CrUX reports); null for no value. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(0.75 * sorted.length) - 1)]!
}

export interface VitalSample {
  template: VitalTemplate
  name: VitalName
  value: number
}

export type VitalsTable = { template: VitalTemplate; samples: number; p75: Partial<Record<VitalName, number>> }[]

/** Per template (those with samples, in the list's order), the p75 of each measure and how many pages were seen. */
export function vitalsTable(samples: readonly VitalSample[]): VitalsTable {
  const rows: VitalsTable = []
  for (const template of VITAL_TEMPLATES) {
    const mine = samples.filter((s) => s.template === template)
    if (mine.length === 0) continue
    const p: Partial<Record<VitalName, number>> = {}
    for (const name of VITAL_NAMES) {
      const v = p75(mine.filter((s) => s.name === name).map((s) => s.value))
      if (v !== null) p[name] = v
    }
    // Every page view sends one TTFB: the count of pages seen.
    rows.push({ template, samples: mine.filter((s) => s.name === 'TTFB').length, p75: p })
  }
  return rows
}
