// axe-core on each editorial template, in English and French: zero violations (WCAG 2.0–2.2 A and AA).
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures/test'

const TEMPLATES = [
  '/magazine',
  '/magazine/why-wear-heels',
  '/magazine/emily-in-paris-filming-locations/places',
  '/brand',
  '/brand/medias',
  '/brand/people',
  '/people',
  '/press',
  '/wholesales',
  '/legal',
  '/return-policy',
  '/accessibility',
  '/qrcode/premiereclasse-card',
  '/shop-the-look',
]

for (const path of TEMPLATES) {
  for (const prefix of ['', '/fr']) {
    test(`axe: ${prefix}${path}`, async ({ page }) => {
      await page.goto(`${prefix}${path}`)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      )
      expect(summary).toEqual([])
    })
  }
}
