// Catalog in Chromium: home, category pages in both languages, product pages and their states, the 404.
import { expect, test } from './fixtures/test'
import { setDescription } from './catalogAdmin'
import { sizePickerReady } from './fixtures/shop'

test('home: one h1, the hero slideshow of ~25 titled slides, featured collection and category blurbs', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The 10 cm heel, in Italian lambskin')
  const hero = page.getByRole('region', { name: 'The collection, in pictures' })
  await expect(hero.locator('[aria-roledescription="slide"]')).toHaveCount(25)
  await expect(hero.getByText('1 / 25')).toBeVisible()
  await hero.getByRole('button', { name: 'Next slide' }).click()
  await expect(hero.getByText('2 / 25')).toBeVisible()
  await expect(page.getByTestId('featured').getByTestId('product-card').first()).toBeVisible()
  await expect(page.getByTestId('categories').getByRole('link', { name: 'Ankle boots' })).toHaveAttribute(
    'href',
    '/ankle-boots',
  )
})

test('French category page lists every colourway in French and leads to the product', async ({ page }) => {
  await page.goto('/fr/ankle-boots')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bottines')
  const cards = page.getByTestId('product-card')
  await expect(cards).toHaveCount(4)
  await expect(page.getByText('4 coloris')).toBeVisible()
  const red = page.locator('[data-handle="ankle-boots/red"]')
  await expect(red).toContainText('Rouge')
  await expect(red).toContainText('890,00\u00a0€')
  await expect(red.getByTestId('card-availability')).toHaveText('En stock')
  await red.getByRole('link').click()
  await expect(page).toHaveURL(/\/fr\/ankle-boots\/red$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bottines')
  await expect(page.getByRole('link', { name: /Retour à la collection Bottines/ })).toHaveAttribute(
    'href',
    '/fr/ankle-boots',
  )
  await expect(page.getByText('Add to cart')).toHaveCount(0)
})

test('product page: sizes with stock, store availability, sections, size guide, JSON-LD', async ({ page }) => {
  await page.goto('/ankle-boots/red')
  const size38 = page.locator('[data-testid="size-option"][data-size="38"]')
  await expect(size38).toContainText('Last 2 pairs')
  const table = page.getByTestId('store-availability')
  await expect(table.locator('tr[data-size="38"]')).toContainText('2 available')
  await expect(table.getByRole('link', { name: 'View the boutique on the map' })).toHaveAttribute('href', '#store')
  for (const id of ['details', 'care', 'returns']) await expect(page.getByTestId(`section-${id}`)).toBeVisible()
  await expect(page.getByTestId('lookbook')).toBeVisible()
  await expect(page.getByTestId('shop-the-looks')).toBeVisible()
  const title = page.getByTestId('look-title')
  const first = await title.textContent()
  await page.getByRole('button', { name: 'Next product' }).click()
  await expect(title).not.toHaveText(first!)
  await page.getByRole('button', { name: 'Size guide' }).click()
  const guide = page.getByRole('dialog', { name: /Size guide/ })
  await expect(guide.getByRole('columnheader', { name: 'Foot length' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(guide).toBeHidden()
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(ld).toMatchObject({
    '@type': 'Product',
    offers: { priceCurrency: 'EUR', price: '890.00', availability: 'https://schema.org/InStock' },
  })
})

test('out of stock everywhere: the states, no add button, the notify question', async ({ page }) => {
  await page.goto('/sandals/gold')
  await expect(page.getByTestId('out-of-stock')).toContainText('Out of Stock')
  await expect(page.getByText('This product is currently out of stock in all sizes.')).toBeVisible()
  await sizePickerReady(page)
  await page.getByTestId('size-option').first().click()
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0)
  await expect(page.getByText('This size is not available online.')).toBeVisible()
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(ld.offers.availability).toBe('https://schema.org/OutOfStock')
})

test('out of stock online but available in the boutique', async ({ page }) => {
  await page.goto('/sandals')
  await expect(page.locator('[data-handle="sandals/gold"]').getByTestId('card-availability')).toHaveText('Out of Stock')
  await page.goto('/boots')
  await expect(page.locator('[data-handle="boots/taupe"]').getByTestId('card-availability')).toHaveText(
    'Available in our Paris boutique',
  )
  await page.goto('/fr/boots/taupe')
  await expect(page.getByTestId('boutique-only')).toContainText(
    'Épuisé en ligne, mais disponible dans notre boutique parisienne.',
  )
  await expect(page.getByTestId('size-option').first()).toContainText('En boutique uniquement')
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(ld.offers.availability).toBe('https://schema.org/InStoreOnly')
})

test('gloves: one product at /gloves with hand sizes', async ({ page }) => {
  await page.goto('/gloves')
  await expect(page.getByRole('group', { name: 'Hand size' })).toBeVisible()
  await expect(page.getByTestId('size-option')).toHaveCount(6)
  await expect(page.getByTestId('shop-the-looks')).toHaveCount(0)
})

test('unknown colour: 404 with Product not found, in both languages', async ({ page }) => {
  const res = await page.goto('/ankle-boots/purple')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found')
  const fr = await page.goto('/fr/pumps/purple')
  expect(fr?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produit introuvable')
})

test('a backoffice edit reaches the product page at once: without description it says so, restored it shows', async ({
  page,
  request,
}) => {
  // Warm the cache first: the edit must clear it (the product hook), not luck on an empty cache.
  await page.goto('/sneakers/black')
  const description = page.getByTestId('product-description')
  const original = (await description.textContent())!
  expect(original).not.toBe('Description not available')
  const before = await setDescription(request, 'sneakers/black', '')
  try {
    await page.reload()
    await expect(description).toHaveText('Description not available')
  } finally {
    await setDescription(request, 'sneakers/black', before)
  }
  await page.reload()
  await expect(description).toHaveText(original)
})

test('the make line follows the type: heels, flat sneakers, gloves, in both languages', async ({ page }) => {
  await page.goto('/pumps/black')
  await expect(page.getByTestId('product-make')).toHaveText('10 cm heel · Italian lambskin · Made in Italy')
  await page.goto('/sneakers/white')
  await expect(page.getByTestId('product-make')).toHaveText(
    'Flat, on a stitched rubber sole · Italian lambskin · Made in Italy',
  )
  await page.goto('/fr/gloves')
  await expect(page.getByTestId('product-make')).toHaveText('Agneau italien · Doublure en soie · Fabriqués en Italie')
  await page.goto('/fr/sneakers/white')
  await expect(page.getByTestId('product-make')).not.toContainText('10 cm')
})

test('sold out online: no active add to cart even before a size is chosen', async ({ page }) => {
  for (const path of ['/sandals/gold', '/boots/taupe']) {
    await page.goto(path)
    const add = page.getByTestId('add-to-cart')
    await expect(add).toBeDisabled()
    await expect(add).toHaveText('Out of Stock')
  }
  await page.goto('/ankle-boots/red')
  await expect(page.getByTestId('add-to-cart')).toBeEnabled()
})

test('every product section has content: in the press, who wears them, related products (/ankle-boots/red)', async ({
  page,
}) => {
  await page.goto('/ankle-boots/red')
  const press = page.getByTestId('section-press')
  await expect(press.getByRole('heading', { name: 'In the press' })).toBeVisible()
  await expect(press.getByRole('listitem').first()).toContainText('Paris Mode Hebdo')
  const wornBy = page.getByTestId('section-worn-by')
  await expect(wornBy.getByRole('heading', { name: 'Who wears them' })).toBeVisible()
  await expect(wornBy).toContainText('Clémence Aubry')
  const related = page.getByTestId('section-related')
  await expect(related.getByRole('heading', { name: 'You may also like' })).toBeVisible()
  await expect(related.getByTestId('product-card')).toHaveCount(3)
  await page.goto('/fr/ankle-boots/red')
  await expect(page.getByTestId('section-press').getByRole('heading', { name: 'Dans la presse' })).toBeVisible()
  await expect(page.getByTestId('section-worn-by').getByRole('heading', { name: 'Elles les portent' })).toBeVisible()
})

test('shop the looks: previous, next, go to a slide, shop now — and none on sneakers', async ({ page }) => {
  await page.goto('/pumps/yellow')
  const looks = page.getByTestId('shop-the-looks')
  const title = looks.getByTestId('look-title')
  await expect(title).not.toBeEmpty()
  const start = (await title.textContent())!
  await looks.getByRole('button', { name: 'Next product' }).click()
  await expect(title).not.toHaveText(start)
  await looks.getByRole('button', { name: 'Previous product' }).click()
  await expect(title).toHaveText(start)
  const third = looks.getByRole('button', { name: /^Go to look 3: / })
  const thirdTitle = (await third.getAttribute('aria-label'))!.replace(/^Go to look 3: /, '')
  await third.click()
  await expect(third).toHaveAttribute('aria-current', 'true')
  await expect(title).toHaveText(thirdTitle)
  const shop = looks.getByRole('link', { name: /Shop now/ })
  const href = (await shop.getAttribute('href'))!
  await shop.click()
  await page.waitForURL((url) => url.pathname === href)
  await expect(page.getByTestId('product-page')).toBeVisible()
  await page.goto('/sneakers/white')
  await expect(page.getByTestId('product-page')).toBeVisible()
  await expect(page.getByTestId('shop-the-looks')).toHaveCount(0)
})

test('gloves size guide gives hand circumference, not foot length', async ({ page }) => {
  await page.goto('/gloves')
  await page.getByRole('button', { name: 'Size guide' }).click()
  const guide = page.getByRole('dialog', { name: /Size guide/ })
  await expect(guide.getByRole('columnheader', { name: 'Hand circumference' })).toBeVisible()
  await expect(guide.getByRole('columnheader', { name: 'Foot length' })).toHaveCount(0)
  await expect(guide.getByRole('row').filter({ hasText: /17[.,]8/ })).toHaveCount(1)
})

test('lookbook pictures each show a placeholder until they have loaded', async ({ page }) => {
  // Hold every picture file until the placeholder has been seen.
  let release!: () => void
  const held = new Promise<void>((r) => {
    release = r
  })
  await page.route('**/api/media/file/**', async (route) => {
    await held
    await route.continue()
  })
  // Not 'load': the held pictures would keep the load event from firing.
  await page.goto('/ankle-boots/red', { waitUntil: 'domcontentloaded' })
  const first = page.getByTestId('lookbook-item').first()
  await first.scrollIntoViewIfNeeded()
  await expect(first).toHaveAttribute('data-state', 'loading')
  await expect(first).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(first).toHaveAttribute('data-state', 'loaded')
  await expect(first).toHaveAttribute('aria-busy', 'false')
})
