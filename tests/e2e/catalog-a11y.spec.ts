// axe-core on the home, category and product pages and the open cart drawer, in English and French.
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from './fixtures/test'
import { pickSize } from './fixtures/shop'

const PAGES = ['/', '/ankle-boots', '/ankle-boots/red', '/sandals/gold', '/boots/taupe', '/gloves']

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

for (const path of PAGES) {
  for (const prefix of ['', '/fr']) {
    test(`axe: ${prefix}${path}`, async ({ page }) => {
      await page.goto(`${prefix}${path}`.replace(/\/$/, '') || '/')
      await page.waitForLoadState('networkidle')
      expect(await violations(page)).toEqual([])
    })
  }
}

test('axe: the open cart drawer with a line', async ({ page }) => {
  await page.goto('/pumps/black')
  await pickSize(page, '40')
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('view-cart').click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  expect(await violations(page)).toEqual([])
})
