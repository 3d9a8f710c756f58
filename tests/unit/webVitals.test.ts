import { describe, expect, it } from 'vitest'
import { vitalsSchema } from '@/domain/schemas/webVitals'
import { formatZodIssues } from '@/domain/schemas/issues'
import { p75, rateTti, rateVital, templateOf, vitalsTable } from '@/domain/webVitals'

describe('templateOf: the page template a storefront path belongs to, in either language', () => {
  it.each([
    ['/', 'home'],
    ['/fr', 'home'],
    ['/pumps', 'category'],
    ['/fr/ankle-boots', 'category'],
    ['/pumps/red', 'product'],
    ['/fr/gloves/black', 'product'],
    ['/magazine', 'magazine'],
    ['/fr/magazine/why-wear-heels', 'article'],
    ['/store', 'store'],
    ['/contact', 'contact'],
    ['/fr/style-assistant', 'assistant'],
    ['/account/sign-in', 'account'],
    ['/fr/returns', 'account'],
    ['/orders/find', 'account'],
    ['/fr/orders/MS-2601-00012', 'account'],
    ['/checkout/success', 'checkout'],
    ['/brand', 'page'],
    ['/fr/legal', 'page'],
  ])('%s → %s', (path, template) => expect(templateOf(path)).toBe(template))
})

describe('p75', () => {
  it('is the nearest-rank 75th percentile, whatever the order of the values', () => {
    expect(p75([400, 100, 300, 200])).toBe(300)
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6)
    expect(p75([42])).toBe(42)
    expect(p75([])).toBeNull()
  })
})

describe('ratings: Google’s thresholds', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 350, 'needs-improvement'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.3, 'poor'],
    ['TTFB', 900, 'needs-improvement'],
  ] as const)('%s %s → %s', (name, value, rating) => expect(rateVital(name, value)).toBe(rating))

  it('rates a time to interactive as an LCP: interactive by the time the page looks ready', () => {
    expect(rateTti(1200)).toBe('good')
    expect(rateTti(3000)).toBe('needs-improvement')
    expect(rateTti(5000)).toBe('poor')
  })
})

describe('vitalsTable', () => {
  it('gives each template with measures its p75 per measure and its page count (one TTFB per page view)', () => {
    const rows = vitalsTable([
      { template: 'product', name: 'TTFB', value: 100 },
      { template: 'product', name: 'TTFB', value: 300 },
      { template: 'product', name: 'LCP', value: 1800 },
      { template: 'product', name: 'LCP', value: 2600 },
      { template: 'home', name: 'TTFB', value: 90 },
      { template: 'home', name: 'CLS', value: 0.02 },
    ])
    expect(rows).toEqual([
      { template: 'home', samples: 1, p75: { TTFB: 90, CLS: 0.02 } },
      { template: 'product', samples: 2, p75: { TTFB: 300, LCP: 2600 } },
    ])
    expect(vitalsTable([])).toEqual([])
  })
})

describe('vitalsSchema (POST /api/vitals)', () => {
  const view = { template: 'product', metrics: [{ name: 'LCP', value: 1234, rating: 'good' }] }

  it('takes one page view’s measures', () => {
    expect(vitalsSchema.parse(view)).toEqual({ locale: 'en', ...view })
  })

  it('names the field of a measure it refuses', () => {
    const bad = vitalsSchema.safeParse({ ...view, metrics: [{ name: 'FID', value: -1, rating: 'good' }] })
    expect(bad.success).toBe(false)
    const fields = formatZodIssues(bad.error!).map((i) => i.field)
    expect(fields).toEqual(expect.arrayContaining(['metrics.0.name', 'metrics.0.value']))
    expect(vitalsSchema.safeParse({ ...view, template: '/admin' }).success).toBe(false)
    expect(vitalsSchema.safeParse({ ...view, metrics: [] }).success).toBe(false)
  })
})
