// The cart in Chromium: pick a size, add, the floating button and its badge, the drawer and its quantities,
// stock reconciliation after the database changes, remove, the empty state, keyboard, the button's scroll rules.
import { type Page, expect, test } from './fixtures/test'
import { setOnlineStock } from './catalogAdmin'
import { pickSize } from './fixtures/shop'

// Stock a test changes is put back even when the test fails: the specs share one database.
const restores: (() => Promise<unknown>)[] = []
test.afterEach(async () => {
  while (restores.length) await restores.pop()!()
})

async function scrollToMiddle(page: Page) {
  await page.evaluate(() =>
    window.scrollTo(0, Math.min(400, (document.documentElement.scrollHeight - window.innerHeight) / 2)),
  )
}

test('French shopper: category → colour → size → add → badge → drawer → quantities → stock lowered → remove → empty', async ({
  page,
  request,
}) => {
  await page.goto('/fr/ankle-boots')
  await page.locator('[data-handle="ankle-boots/red"]').getByRole('link').click()
  await expect(page).toHaveURL(/\/fr\/ankle-boots\/red$/)
  // Adding without a size asks for one and adds nothing.
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByText('Veuillez choisir une pointure.')).toBeVisible()
  await pickSize(page, '38')
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Ajouté à votre panier' })).toBeVisible()

  await scrollToMiddle(page)
  const button = page.getByTestId('cart-button')
  await expect(button).toBeVisible()
  await expect(button.getByTestId('cart-count')).toHaveText('1')
  await page.getByTestId('view-cart').click()

  const drawer = page.getByRole('dialog', { name: 'Votre panier' })
  await expect(drawer).toBeVisible()
  const line = drawer.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line).toContainText('Pointure 38 · Rouge')
  await expect(line.getByRole('link')).toHaveAttribute('href', '/fr/ankle-boots/red')
  await expect(drawer.getByTestId('cart-total')).toHaveText(/^890,00\s€$/)
  const plus = line.getByRole('button', { name: /augmenter la quantité/ })
  const minus = line.getByRole('button', { name: /diminuer la quantité/ })
  await expect(minus).toBeEnabled()
  // Online stock of this size is 2: + stops there.
  await plus.click()
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('2')
  await expect(plus).toBeDisabled()
  await expect(drawer.getByTestId('cart-total')).toHaveText(/^1\s780,00\s€$/)
  await expect(drawer.getByTestId('cart-total-count')).toHaveText('2 articles')

  // Stock falls to 1 in the database: reopening the drawer reconciles.
  const before = await setOnlineStock(request, 'ankle-boots-red-38', 1)
  restores.push(() => setOnlineStock(request, 'ankle-boots-red-38', before))
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await page.getByTestId('view-cart').click()
  await expect(drawer.getByTestId('cart-adjusted')).toHaveText(
    'Panier mis à jour : certains articles ont été ajustés au stock disponible ou retirés faute de stock suffisant.',
  )
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('1')
  await expect(line.getByTestId('cart-line-warning')).toHaveText('Plus que 1 en stock')
  await expect(plus).toBeDisabled()

  // The cart survives a reload (localStorage).
  await page.reload()
  await scrollToMiddle(page)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.getByTestId('cart-button').click()
  await expect(drawer.getByTestId('cart-adjusted')).toHaveText('')
  await drawer.getByRole('button', { name: /Retirer Bottines/ }).click()
  await expect(drawer.getByTestId('cart-empty')).toHaveText('Votre panier est vide')
  await expect(drawer.getByTestId('cart-checkout')).toBeDisabled()
})

test('the line picture links to the product too, and the title and colour follow the language', async ({ page }) => {
  await page.goto('/fr/ankle-boots/red')
  await pickSize(page, '39')
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('view-cart').click()
  const line = page.getByTestId('cart-drawer').getByTestId('cart-line')
  await expect(line).toContainText('Pointure 39 · Rouge')
  await expect(line).toContainText('Bottines Tournon, rouge')
  await expect(line.getByTestId('cart-line-image-link')).toHaveAttribute('href', '/fr/ankle-boots/red')
  // Back to English: drop the language cookie, or the bare URL would redirect to /fr.
  await page.context().clearCookies({ name: 'i18n_redirected' })
  await page.goto('/ankle-boots/red')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await scrollToMiddle(page)
  await page.getByTestId('cart-button').click()
  await expect(line).toContainText('Size 39 · Red')
  await expect(line).toContainText('Tournon ankle boots, red')
  await expect(line).not.toContainText('Bottines')
  await line.getByTestId('cart-line-image-link').click()
  await expect(page).toHaveURL(/\/ankle-boots\/red$/)
  await expect(page.getByTestId('cart-drawer')).toBeHidden()
})

test('an emptied cart clears the "Cart updated" message on the next check', async ({ page }) => {
  await page.goto('/pumps/black')
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: 'gone',
          product_id: 'no-such-sku-38',
          title: 'Pumps',
          price: 69000,
          quantity: 1,
          image: '',
          size: '38',
          color: 'black',
          type: 'pumps',
        },
      ]),
    ),
  )
  await page.reload()
  await scrollToMiddle(page)
  await page.getByTestId('cart-button').click()
  const drawer = page.getByTestId('cart-drawer')
  await expect(drawer.getByTestId('cart-adjusted')).toHaveText(/^Cart updated/)
  await expect(drawer.getByTestId('cart-empty')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByTestId('cart-button').click()
  await expect(drawer.getByTestId('cart-adjusted')).toHaveText('')
})

test('stock is asked on open, every 30 s while open, and no more once closed', async ({ page }) => {
  // Each stock request is stamped with the page clock's time when the page sends it, so the 30 s are counted
  // from the first request itself, on a clock that stands still between the test's steps.
  await page.addInitScript(() => {
    const stamps: number[] = ((window as unknown as { stockAsked: number[] }).stockAsked = [])
    const fetch = window.fetch.bind(window)
    window.fetch = (input, init) => {
      // The drawer's check is a POST; the product page's live sizes GET the same path on their own timer.
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      if (url.pathname === '/api/stock' && init?.method === 'POST') stamps.push(Date.now())
      return fetch(input, init)
    }
  })
  await page.clock.install()
  await page.goto('/pumps/black')
  const asked = () => page.evaluate(() => (window as unknown as { stockAsked: number[] }).stockAsked)
  await pickSize(page, '39')
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('view-cart').click()
  await expect.poll(async () => (await asked()).length).toBe(1)
  const [opened] = await asked()
  // Stop the clock 29 s after the first request: one second short of the next.
  await page.clock.pauseAt(opened + 29_000)
  expect(await asked()).toEqual([opened])
  await page.clock.runFor(1_000)
  expect(await asked()).toEqual([opened, opened + 30_000])
  await page.clock.runFor(30_000)
  expect(await asked()).toEqual([opened, opened + 30_000, opened + 60_000])
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('cart-drawer')).toBeHidden()
  await page.clock.runFor(120_000)
  expect(await asked()).toHaveLength(3)
})

test('reconciliation removes lines whose stock is zero or unknown, with the exact English message', async ({
  page,
}) => {
  await page.goto('/pumps/black')
  await page.evaluate(() => {
    const line = (sku: string, size: string) => ({
      id: `${sku}:${size}`,
      product_id: sku,
      title: 'Pumps',
      price: 69000,
      quantity: 1,
      image: '',
      size,
      color: 'black',
      type: 'pumps',
    })
    localStorage.setItem(
      'cart',
      JSON.stringify([line('pumps-black-38', '38'), line('no-such-sku-38', '38'), line('boots-taupe-38', '38')]),
    )
  })
  await page.reload()
  await scrollToMiddle(page)
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  await page.getByTestId('cart-button').click()
  const drawer = page.getByTestId('cart-drawer')
  await expect(drawer.getByTestId('cart-adjusted')).toHaveText(
    'Cart updated: some items were adjusted to available stock or removed due to insufficient stock.',
  )
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
  await expect(drawer.getByTestId('cart-total-count')).toHaveText('1 item')
  // The drawer always formats with the French locale.
  await expect(drawer.getByTestId('cart-total')).toHaveText(/^690,00\s€$/)
})

test('drawer keyboard: focus stays inside, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/pumps/black')
  await pickSize(page, '39')
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('view-cart').click()
  const drawer = page.getByTestId('cart-drawer')
  await expect(drawer).toBeVisible()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(page.getByTestId('view-cart')).toBeFocused()
})

test('floating button: hidden at the top and near the bottom, shown in between; never in the backoffice', async ({
  page,
}) => {
  await page.goto('/ankle-boots')
  const button = page.getByTestId('cart-button')
  await expect(button).toHaveAttribute('data-visible', 'false')
  await page.evaluate(() => window.scrollTo(0, 150))
  await expect(button).toHaveAttribute('data-visible', 'true')
  await expect(button).toBeVisible()
  // The page may still grow (images, the footer) after a jump to its end: jump again until the end holds.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      return button.getAttribute('data-visible')
    })
    .toBe('false')
  await page.evaluate(() => window.scrollTo(0, 99))
  await expect(button).toHaveAttribute('data-visible', 'false')
  await page.goto('/app/login')
  await expect(page.getByTestId('cart-button')).toHaveCount(0)
})
