// A category listing answers "what is there in my size": filters by size in stock (online, in the boutique or
// anywhere), colour and price, and a sort, all in the address (shareable; the back button walks back through the
// choices; a reload keeps them), with counts per value, in both languages. The size chosen is remembered and offered
// on the next product page that has it. The listing's HTML stays the one cached page for everyone.
import { request as playwrightRequest } from '@playwright/test'
import { type Page, expect, test } from './fixtures/test'
import { sizePickerReady } from './fixtures/shop'

const SHARED = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/

/** Opens a listing and waits for its island and its fresh stock (the counts are then the ones to check). */
async function openListing(page: Page, path: string) {
  const stock = page.waitForResponse((r) => r.url().includes('/api/stock/type?type='))
  await page.goto(path)
  await stock
  await page.locator('[data-testid="listing-filters"][data-ready]').waitFor()
}

/** The number in an option's or a checkbox's label: "38 (2)" → 2. */
const countIn = (text: string | null) => Number(/\((\d+)\)\s*$/.exec(text ?? '')?.[1] ?? NaN)

const cards = (page: Page) => page.getByTestId('product-card')

test('the listing HTML is the shared cached page: public cache header, no Set-Cookie, no per-visitor state', async ({
  baseURL,
}) => {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9', 'Sec-Fetch-Dest': 'document' },
  })
  for (const path of ['/boots', '/fr/sandals', '/boots?size=38&color=black']) {
    const res = await api.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBe(200)
    expect(res.headers()['cache-control'], path).toMatch(SHARED)
    expect(res.headers()['set-cookie'], path).toBeUndefined()
  }
  // The address's filters are the island's business: the server sends every colourway whatever the query.
  const plain = await (await api.get('/boots')).text()
  const filtered = await (await api.get('/boots?size=38&color=black&sort=price-desc')).text()
  const handles = (html: string) => [...html.matchAll(/data-handle="([^"]+)"/g)].map((m) => m[1])
  expect(handles(filtered)).toEqual(handles(plain))
  expect(handles(plain)).toHaveLength(3)
  await api.dispose()
})

test('English: size and colour filter the list with counts; the address follows; back and reload restore it; the size is offered on a product page', async ({
  page,
}) => {
  await openListing(page, '/boots')
  await expect(cards(page)).toHaveCount(3)
  await expect(page.getByTestId('listing-count')).toHaveText('3 pairs')

  // Taupe boots are held in the boutique only.
  await page.getByTestId('filter-where').selectOption('online')
  await expect(page).toHaveURL(/\/boots\?where=online$/)
  await expect(page.locator('[data-handle="boots/taupe"]')).toHaveCount(0)
  await expect(page.getByTestId('listing-count')).toHaveText('2 pairs')

  const size = page.getByTestId('filter-size')
  const n38 = countIn(await size.locator('option[value="38"]').textContent())
  await size.selectOption('38')
  await expect(page).toHaveURL(/\/boots\?size=38&where=online$/)
  await expect(cards(page)).toHaveCount(n38)

  const black = page.getByRole('checkbox', { name: /^Black \(\d+\)$/ })
  const nBlack = countIn(await black.locator('xpath=..').textContent())
  await black.check()
  await expect(page).toHaveURL(/\/boots\?size=38&where=online&color=black$/)
  await expect(cards(page)).toHaveCount(nBlack)
  await expect(page.getByTestId('listing-count')).toHaveText(nBlack === 1 ? '1 pair' : `${nBlack} pairs`)

  await page.goBack()
  await expect(page).toHaveURL(/\/boots\?size=38&where=online$/)
  await expect(black).not.toBeChecked()
  await expect(size).toHaveValue('38')
  await expect(cards(page)).toHaveCount(n38)
  await page.goForward()
  await expect(black).toBeChecked()

  await page.reload()
  await page.locator('[data-testid="listing-filters"][data-ready]').waitFor()
  await expect(size).toHaveValue('38')
  await expect(black).toBeChecked()
  await expect(cards(page)).toHaveCount(nBlack)

  // Sorted by price, high to low: the address says so too.
  await page.getByTestId('listing-sort').selectOption('price-desc')
  await expect(page).toHaveURL(/sort=price-desc/)

  // The size chosen on the listing is offered on a product page that has it (and nothing is added to the cart).
  await page.goto('/boots/burgundy')
  await sizePickerReady(page)
  await expect(page.locator('[data-testid="size-option"][data-size="38"] input')).toBeChecked()
  await expect(page.getByTestId('view-cart')).toHaveCount(0)
  // A new listing visit offers it in its size filter.
  await openListing(page, '/pumps')
  await expect(page.getByTestId('filter-size')).toHaveValue('38')
  await expect(page).toHaveURL(/\/pumps\?size=38$/)
})

test('French: pointure and coloris, counts in French, the back button, and the remembered pointure', async ({
  page,
}) => {
  await openListing(page, '/fr/sandals')
  await expect(page.getByText('Trier par')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Coloris' })).toBeVisible()
  await expect(page.getByTestId('listing-count')).toHaveText('3 paires')
  // The gold sandals are sold out everywhere: no size of theirs is held anywhere.
  const where = page.getByTestId('filter-where')
  await expect(where.locator('option')).toHaveText([/^Partout \(\d\)$/, /^En ligne \(\d\)$/, /^En boutique \(\d\)$/])
  await where.selectOption('boutique')
  await expect(page.locator('[data-handle="sandals/gold"]')).toHaveCount(0)

  const size = page.getByTestId('filter-size')
  const label = await size.locator('option[value="39.5"]').textContent()
  expect(label).toMatch(/^39,5 \(\d+\)$/)
  await size.selectOption('39.5')
  await expect(page).toHaveURL(/\/fr\/sandals\?size=39\.5&where=boutique$/)
  await expect(cards(page)).toHaveCount(countIn(label))

  const ivory = page.getByRole('checkbox', { name: /^Ivoire \(\d+\)$/ })
  const nIvory = countIn(await ivory.locator('xpath=..').textContent())
  await ivory.check()
  await expect(page).toHaveURL(/\/fr\/sandals\?size=39\.5&where=boutique&color=ivory$/)
  await expect(cards(page)).toHaveCount(nIvory)
  if (nIvory === 0) await expect(page.getByTestId('listing-empty')).toContainText('Effacer les filtres')

  await page.goBack()
  await expect(page).toHaveURL(/\/fr\/sandals\?size=39\.5&where=boutique$/)
  await expect(ivory).not.toBeChecked()
  await page.reload()
  await page.locator('[data-testid="listing-filters"][data-ready]').waitFor()
  await expect(size).toHaveValue('39.5')
  await expect(where).toHaveValue('boutique')

  await page.goto('/fr/sandals/ivory')
  await sizePickerReady(page)
  await expect(page.locator('[data-testid="size-option"][data-size="39.5"] input')).toBeChecked()
})

test('a bad address is ignored, never an error; without JavaScript every colourway shows', async ({
  page,
  browser,
  baseURL,
}) => {
  await openListing(page, '/boots?size=abc&color=%3Cb%3E,mauve&price=9-1&sort=cheapest&where=moon')
  await expect(cards(page)).toHaveCount(3)
  await expect(page.getByTestId('filter-size')).toHaveValue('')
  await expect(page.getByTestId('listing-sort')).toHaveValue('featured')
  const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const bare = await noJs.newPage()
  // Without scripts the page never hydrates: wait for its HTML only.
  await bare.goto('/boots?size=38&color=black', { waitUntil: 'domcontentloaded' })
  await expect(bare.getByTestId('product-card')).toHaveCount(3)
  // The controls, which could not work, keep their place but are not shown.
  await expect(bare.getByTestId('listing-filters')).toBeHidden()
  await noJs.close()
})
