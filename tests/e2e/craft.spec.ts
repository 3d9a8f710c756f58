// What a shopper notices at 390 and 1280 px (issue 19): full rows on the home grid, one newsletter form, the
// toast clear of "View the cart" and the floating cart button, one price format on page and drawer, size tiles
// in line with natural French stock wording, the hero caption clear of the shoes, the checkout title where the
// drawer's is, lining figures, and the preorder bar following a staff edit or deletion on the next page view.
import { type APIRequestContext, type Locator, type Page, expect, test } from './fixtures/test'
import { login } from './catalogAdmin'
import { pickSize } from './fixtures/shop'

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const box = async (l: Locator) => {
  const b = await l.boundingBox()
  expect(b, 'element has a box').not.toBeNull()
  return b!
}
// Intl's no-break spaces (U+00A0, U+202F) read as plain spaces for the comparison.
const spaces = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

for (const { name, viewport } of WIDTHS) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport })

    test('home: the featured grid fills every row; one newsletter form', async ({ page }) => {
      await page.goto('/')
      const items = page.getByTestId('featured-grid').locator(':scope > li')
      const count = await items.count()
      expect(count).toBeGreaterThan(0)
      const rows = new Map<number, number>()
      for (const b of await Promise.all((await items.all()).map(box))) {
        const top = Math.round(b.y)
        rows.set(top, (rows.get(top) ?? 0) + 1)
      }
      const perRow = [...rows.values()]
      // Every row holds as many cards as the first: no empty slot anywhere.
      expect(
        perRow.every((n) => n === perRow[0]),
        `cards per row: ${perRow.join(', ')}`,
      ).toBe(true)
      expect(perRow[0]).toBe(viewport.width < 700 ? 2 : 3)

      const forms = page.locator('form').filter({ has: page.getByPlaceholder('Your email address *') })
      await expect(forms).toHaveCount(1)
      await expect(page.locator('section[data-testid="newsletter-block"]')).toBeVisible()
      // Every other page keeps the footer's form.
      await page.goto('/magazine')
      await expect(page.locator('form').filter({ has: page.getByPlaceholder('Your email address *') })).toHaveCount(1)
    })

    test('product: the toast covers neither "View the cart" nor the cart button; page and drawer prices agree', async ({
      page,
    }) => {
      await page.goto('/ankle-boots/red')
      const pagePrice = spaces(await page.getByTestId('product-price').textContent())
      expect(pagePrice).toBe('890,00 €')
      await pickSize(page, '39')
      await page.getByTestId('add-to-cart').click()
      const toast = page.getByTestId('toast').filter({ hasText: 'Added to your cart' })
      await expect(toast).toBeVisible()
      const viewCart = page.getByTestId('view-cart')
      await expect(viewCart).toBeInViewport()
      expect(overlaps(await box(toast), await box(viewCart)), 'toast over "View the cart"').toBe(false)
      // The floating button shows once scrolled 100 px: bring it up while the toast is still there (3 s).
      await page.evaluate(() => window.scrollBy(0, 160))
      const fab = page.getByTestId('cart-button')
      await expect(fab).toBeVisible()
      await expect(toast).toBeVisible()
      expect(overlaps(await box(toast), await box(fab)), 'toast over the cart button').toBe(false)

      await fab.click()
      const drawer = page.getByTestId('cart-drawer')
      await expect(drawer.getByTestId('cart-total')).toBeVisible()
      expect(spaces(await drawer.getByTestId('cart-total').textContent())).toBe(pagePrice)
      await expect(drawer.getByTestId('cart-line')).toContainText('890,00')
    })

    test('product: size tiles keep one row height; a size is named by its number, its stock is the description', async ({
      page,
    }) => {
      await page.goto('/fr/ankle-boots/red')
      await page.locator('[data-testid="size-picker"][data-ready="true"]').waitFor()
      const tiles = page.getByTestId('size-option')
      const boxes = await Promise.all((await tiles.all()).map(box))
      const heights = new Set(boxes.map((b) => Math.round(b.height)))
      expect([...heights], 'tile heights').toHaveLength(1)
      // The size numbers of one row sit on one line, whatever the label under them.
      const values = await Promise.all(
        (await page.locator('[data-testid="size-option"] > span:first-of-type').all()).map(box),
      )
      const byRow = new Map<number, Set<number>>()
      boxes.forEach((b, i) => {
        const row = Math.round(b.y)
        byRow.set(row, (byRow.get(row) ?? new Set()).add(Math.round(values[i].y)))
      })
      for (const ys of byRow.values()) expect(ys.size).toBe(1)

      await expect(page.locator('[data-testid="size-option"][data-size="38"]')).toContainText('Plus que 2 paires')
      const radio = page.getByRole('radio', { name: '38', exact: true })
      await expect(radio).toHaveAccessibleName('38')
      await expect(radio).toHaveAccessibleDescription('Plus que 2 paires')
      await page.goto('/fr/pumps/yellow')
      await expect(page.locator('[data-testid="size-option"][data-size="37.5"]')).toContainText('Dernière paire')
      await page.goto('/ankle-boots/red')
      const name = await page
        .getByRole('radio')
        .first()
        .evaluate((el) => (el as HTMLInputElement).labels?.[0]?.innerText)
      expect(name).not.toContain(' , ')
      await expect(page.getByRole('radio', { name: '36', exact: true })).toHaveAccessibleDescription(
        /^(In stock|Last pair|Last \d+ pairs|Boutique only|Out of stock)$/,
      )
    })

    test('home hero: the caption stays clear of the floor the shoes stand on', async ({ page }) => {
      await page.goto('/')
      const hero = page
        .locator('section')
        .filter({ has: page.getByRole('group') })
        .first()
      const caption = page.locator('[role="group"][aria-hidden="false"] p').first().locator('..')
      await expect(caption).toBeVisible()
      const h = await box(hero)
      const c = await box(caption)
      // The lookbook scenes stand the shoes on a floor below 60 % of the frame; the caption ends above 55 %.
      expect(c.y + c.height).toBeLessThanOrEqual(h.y + h.height * 0.55)
      expect(c.y).toBeGreaterThanOrEqual(h.y)
    })

    test('drawer and checkout panel: titles start at the same left edge; figures are lining', async ({ page }) => {
      await page.goto('/pumps/black')
      await pickSize(page, '38')
      await page.getByTestId('add-to-cart').click()
      await page.getByTestId('view-cart').click()
      const drawerTitle = page.locator('#cart-title')
      await expect(drawerTitle).toBeVisible()
      // Measured from each panel's own left edge (the panels slide in: both move together with their title).
      const inset = (title: Locator) =>
        title.evaluate((el) => el.getBoundingClientRect().left - el.closest('dialog')!.getBoundingClientRect().left)
      const drawerInset = await inset(drawerTitle)
      expect(await drawerTitle.evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain('lining-nums')
      await page.getByTestId('cart-checkout').click()
      const checkoutTitle = page.locator('#checkout-title')
      await expect(checkoutTitle).toBeVisible()
      // Same width, same right edge: the titles begin at the same inset, left-aligned, as in the drawer.
      expect(Math.abs((await inset(checkoutTitle)) - drawerInset)).toBeLessThan(1)
      expect(await checkoutTitle.evaluate((el) => getComputedStyle(el).textAlign)).toMatch(/start|left/)
      for (const sel of ['h1', '[data-testid="product-price"]', '[data-testid="size-option"] span']) {
        const v = await page
          .locator(sel)
          .first()
          .evaluate((el) => getComputedStyle(el).fontVariantNumeric)
        expect(v, sel).toContain('lining-nums')
      }
    })
  })
}

async function campaigns(request: APIRequestContext) {
  const headers = { Authorization: `JWT ${await login(request)}` }
  return {
    create: async (data: Record<string, string>) => {
      const res = await request.post('/api/preorder-campaigns', { headers, data: { status: 'active', ...data } })
      expect(res.status()).toBe(201)
      return (await res.json()).doc.id as number
    },
    update: async (id: number, data: Record<string, string>) =>
      expect((await request.patch(`/api/preorder-campaigns/${id}`, { headers, data })).status()).toBe(200),
    remove: async (id: number) =>
      expect((await request.delete(`/api/preorder-campaigns/${id}`, { headers })).status()).toBe(200),
  }
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000 + 3_600_000).toISOString()
const barLink = (page: Page) => page.getByTestId('preorder-bar').getByRole('link', { name: /Craft test boots/ })

test('preorder bar: a new end date and a deletion show on the very next page view', async ({ page, request }) => {
  const api = await campaigns(request)
  const id = await api.create({ title: 'Craft test boots', end_date: days(5), product_type: 'boots', color: 'black' })
  try {
    await page.goto('/contact')
    await expect(barLink(page)).toBeVisible()
    await expect(barLink(page).getByTestId('preorder-countdown')).toContainText(/^5d/)

    await api.update(id, { end_date: days(2) })
    await page.goto('/contact')
    await expect(barLink(page).getByTestId('preorder-countdown')).toContainText(/^2d/)

    await api.remove(id)
    await page.goto('/contact')
    await expect(page.getByTestId('preorder-bar').getByText('Craft test boots')).toHaveCount(0)
  } finally {
    await request.delete(`/api/preorder-campaigns/${id}`, { headers: { Authorization: `JWT ${await login(request)}` } })
  }
})
