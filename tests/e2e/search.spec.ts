// Search, in both languages: the header's typeahead shows results in the page as the shopper types (arrow keys,
// Enter and click open, Escape closes; the header does not move), Enter without a choice opens the results page;
// the results page works without JavaScript (results, no-result suggestions, the header's plain form) and is
// shared-cacheable, noindex, titled Search / Recherche.
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from './fixtures/test'

const field = (page: Page) => page.locator('#header-search-q')

// Without JavaScript the page never hydrates: its navigations wait for the document only.
const DOM = { waitUntil: 'domcontentloaded' } as const

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

test('English typeahead: typing shows results, the arrows choose, Enter opens, Escape closes, nothing shifts', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => {
    ;(window as unknown as { shift: number }).shift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { shift: number }).shift += e.value
    }).observe({ type: 'layout-shift' })
  })
  const header = await page.getByTestId('site-header').boundingBox()
  await field(page).click()
  await field(page).pressSequentially('emily', { delay: 40 })
  const list = page.getByRole('listbox')
  await expect(list).toBeVisible()
  await expect(field(page)).toHaveAttribute('role', 'combobox')
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true')
  const article = list.getByRole('option', { name: /Emily in Paris/ })
  await expect(article).toBeVisible()
  expect(await violations(page)).toEqual([])
  expect(await page.getByTestId('site-header').boundingBox()).toEqual(header)
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0)

  const index = (await list.getByRole('option').allTextContents()).findIndex((t) => /Emily in Paris/.test(t))
  expect(index).toBeGreaterThanOrEqual(0)

  await field(page).press('Escape')
  await expect(list).toBeHidden()
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false')

  // Down reopens on the first suggestion; down again until the article is chosen, then Enter opens it.
  for (let i = 0; i <= index; i++) await field(page).press('ArrowDown')
  await expect(article).toHaveAttribute('aria-selected', 'true')
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await article.getAttribute('id'))!)
  await field(page).press('Enter')
  await expect(page).toHaveURL(/\/magazine\/emily-in-paris-filming-locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Emily in Paris')
})

test('French typeahead: « bottine rouge » offers the red ankle boots, a click opens them; Enter alone searches', async ({
  page,
}) => {
  await page.goto('/fr')
  await field(page).click()
  await field(page).pressSequentially('bottine rouge', { delay: 30 })
  const first = page.getByRole('listbox').getByRole('option').first()
  await expect(first).toContainText('Bottines Tournon, rouge')
  await expect(first).toContainText('890,00')
  await first.click()
  await expect(page).toHaveURL(/\/fr\/ankle-boots\/red$/)

  await field(page).click()
  await field(page).fill('')
  await field(page).pressSequentially('escarpin', { delay: 30 })
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Escarpins')
  await field(page).press('Enter')
  await expect(page).toHaveURL(/\/fr\/search\?q=escarpin$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recherche')
  await expect(page.getByTestId('search-products').getByTestId('product-card').first()).toContainText('Escarpins')
  expect(await violations(page)).toEqual([])
  await page.goto('/fr/search?q=qwxzv')
  await expect(page.getByTestId('search-suggestions')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the results page without JavaScript: results, suggestions when nothing matches, the header form', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()

  await page.goto('/search?q=emily', DOM)
  await expect(page).toHaveTitle(/^Search/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByTestId('search-articles').getByRole('link', { name: /Emily in Paris/ })).toBeVisible()

  await page.goto('/fr/search?q=bottine+rouge', DOM)
  await expect(page).toHaveTitle(/^Recherche/)
  await expect(page.getByTestId('search-products').getByTestId('product-card').first()).toHaveAttribute(
    'data-handle',
    'ankle-boots/red',
  )

  await page.goto('/search?q=qwxzv', DOM)
  await expect(page.getByTestId('search-no-results')).toHaveText('No results for “qwxzv”.')
  const suggestions = page.getByTestId('search-suggestions')
  await expect(suggestions.getByRole('link', { name: 'Pumps', exact: true })).toHaveAttribute('href', '/pumps')
  await expect(suggestions.getByTestId('product-card').first()).toBeVisible()

  await page.goto('/fr/search?q=qwxzv', DOM)
  await expect(page.getByTestId('search-no-results')).toHaveText('Aucun résultat pour «\u00a0qwxzv\u00a0».')
  await expect(
    page.getByTestId('search-suggestions').getByRole('link', { name: 'Escarpins', exact: true }),
  ).toHaveAttribute('href', '/fr/pumps')

  // The header's field is a plain form: Enter submits it to the results page.
  await page.goto('/fr/magazine', DOM)
  await field(page).fill('Escarpins')
  await field(page).press('Enter')
  await expect(page).toHaveURL(/\/fr\/search\?q=Escarpins$/)
  await expect(page.getByTestId('search-products').getByTestId('product-card').first()).toContainText('Escarpins')
  await context.close()
})

test('the results page is the same for everyone: shared-cacheable, no cookie', async ({ request }) => {
  for (const path of ['/search?q=emily', '/fr/search?q=escarpin', '/search']) {
    const res = await request.get(path, { headers: { 'Accept-Language': 'en', 'Sec-Fetch-Dest': 'document' } })
    expect(res.status(), path).toBe(200)
    expect(res.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=60')
    expect(res.headers()['set-cookie'], path).toBeUndefined()
  }
  const api = await request.get('/api/search?q=x')
  expect(api.status()).toBe(422)
})
