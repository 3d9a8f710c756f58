// The dashboard's sales chart: bars on d3's band scale, heights on its "nice" linear scale, the euro axis from its
// ticks, in the admin's language.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SalesChart } from '@/admin/dashboard/SalesChart'
import { dashboardStrings } from '@/admin/dashboard/dashboardStrings'

const series = [
  { date: '2026-11-22', cents: 0, orders: 0 },
  { date: '2026-11-23', cents: 89_000, orders: 1 },
  { date: '2026-11-24', cents: 178_000, orders: 2 },
]

const render = (lang: 'en' | 'fr') =>
  renderToStaticMarkup(createElement(SalesChart, { series, s: dashboardStrings(lang), lang }))

const heights = (html: string) =>
  [
    ...html.matchAll(/<rect data-date="([^"]+)" data-cents="\d+" x="[^"]+" y="[^"]+" width="[^"]+" height="([^"]+)"/g),
  ].map((m) => [m[1], Number(m[2])] as const)

describe('SalesChart', () => {
  it('draws one bar per day, proportional to the day’s sales', () => {
    const bars = heights(render('en'))
    expect(bars.map(([d]) => d)).toEqual(series.map((d) => d.date))
    const [zero, one, two] = bars.map(([, h]) => h)
    expect(zero).toBe(0)
    expect(two! / one!).toBeCloseTo(2, 5)
  })

  it('labels the euro axis with round figures in the house format, in both languages', () => {
    const ticks = (html: string) => [...html.matchAll(/<g data-tick="(\d+)">/g)].map((m) => Number(m[1]))
    const en = render('en')
    expect(ticks(en)[0]).toBe(0)
    expect(ticks(en).at(-1)).toBeGreaterThanOrEqual(178_000)
    // One money format in the backoffice: the axis reads as the tiles and the table do, never '€2,000'.
    expect(en).toMatch(/2\s000\s€/)
    expect(en).not.toContain('€2,000')
    const fr = render('fr')
    expect(fr).toMatch(/2\s000\s€/)
    expect(fr).toContain('Ventes par jour, 30 derniers jours')
  })
})
