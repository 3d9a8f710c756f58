// The wishlist as shoppers use it, in both languages: a heart on a card and on a product page keeps the pair,
// /wishlist shows it with each size's stock and takes it out; a guest's hearts join the account's at sign-in; a
// heart on one device shows on the other signed-in device within moments (the cart's live stream).
import { type APIRequestContext, type BrowserContext, type Page, expect, test } from './fixtures/test'
import { type Shopper, signInContext, verifiedShopper } from './fixtures/accounts'
import { login } from './fixtures/login'

test.describe.configure({ mode: 'serial' })

let n = 0
const address = () => `10.217.${Date.now() % 250}.${++n}`

const customer = (request: APIRequestContext, tag: string) => verifiedShopper(request, `wish-${tag}`, address())
const signIn = (context: BrowserContext, who: Shopper) => signInContext(context, who, address())

/** The heart of the product page, once the page's list is read (the hearts wait for it). */
async function pageHeart(page: Page) {
  const heart = page.getByTestId('product-page').getByTestId('save-pair').first()
  await expect(heart).toHaveAttribute('aria-pressed', /true|false/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return heart
}

test('a guest saves a pair from a card and from a product page, finds both on /wishlist and takes one out', async ({
  page,
}) => {
  await page.goto('/pumps')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const card = page.getByTestId('product-card').first()
  const handle = await card.getAttribute('data-handle')
  const cardHeart = card.getByTestId('save-pair')
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false')
  await expect(cardHeart).toHaveAccessibleName(/^Save .+/)
  await cardHeart.click()
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/ankle-boots/red')
  const heart = await pageHeart(page)
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible()
  const pairs = page.getByTestId('wishlist-pair')
  await expect(pairs).toHaveCount(2)
  // Most recently saved first.
  await expect(pairs.first()).toHaveAttribute('data-handle', 'ankle-boots/red')
  await expect(pairs.nth(1)).toHaveAttribute('data-handle', handle!)
  await expect(pairs.first().getByTestId('wishlist-size').first()).toContainText(
    /Available|Last pairs|In the boutique only|Sold out/,
  )
  await expect(page.getByTestId('wishlist-count')).toHaveText('2 saved pairs')
  await pairs.first().getByTestId('wishlist-remove').click()
  await expect(pairs).toHaveCount(1)
  await pairs.first().getByTestId('wishlist-remove').click()
  await expect(page.getByTestId('wishlist-empty')).toContainText('You have not saved a pair yet.')
  // Kept in the browser: a reload shows the same (empty) list.
  await page.reload()
  await expect(page.getByTestId('wishlist-empty')).toBeVisible()
})

test('en français : le cœur garde le modèle, /fr/wishlist le montre avec ses pointures', async ({ page }) => {
  await page.goto('/fr/pumps/black')
  const heart = await pageHeart(page)
  await expect(heart).toHaveAccessibleName(/^Ajouter .+ à mes coups de cœur$/)
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/fr/wishlist')
  await expect(page.getByRole('heading', { level: 1, name: 'Coups de cœur' })).toBeVisible()
  await expect(page.getByTestId('wishlist-pair')).toHaveCount(1)
  await expect(page.getByTestId('wishlist-count')).toHaveText('1 coup de cœur')
  await expect(page.getByTestId('wishlist-size').first()).toContainText(
    /Disponible|Dernières paires|En boutique uniquement|Épuisé/,
  )
})

test('a guest’s hearts join the account’s at sign-in, and a heart on one device shows on the other', async ({
  browser,
  request,
}) => {
  const who = await customer(request, 'merge')
  const laptop = await browser.newContext()
  const phone = await browser.newContext()
  try {
    // The account already keeps the red ankle boots (saved on the laptop, signed in).
    await signIn(laptop, who)
    const a = await laptop.newPage()
    await a.goto('/ankle-boots/red')
    const saved = a.waitForResponse((r) => r.url().endsWith('/api/wishlist') && r.request().method() === 'PUT')
    await (await pageHeart(a)).click()
    expect((await saved).status()).toBe(200)

    // On the phone, a guest saves the black pumps, then signs in.
    const b = await phone.newPage()
    await b.goto('/pumps/black')
    await (await pageHeart(b)).click()
    await signIn(phone, who)
    await b.goto('/wishlist')
    const pairs = b.getByTestId('wishlist-pair')
    await expect(pairs).toHaveCount(2)
    await expect(pairs.first()).toHaveAttribute('data-handle', 'ankle-boots/red')
    await expect(pairs.nth(1)).toHaveAttribute('data-handle', 'pumps/black')

    // Live: the laptop, on the pumps page, sees the phone's heart taken out within moments.
    const live = a.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/live' && r.status() === 200)
    await a.goto('/pumps/black')
    await live
    const laptopHeart = await pageHeart(a)
    await expect(laptopHeart).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 })
    await pairs.nth(1).getByTestId('wishlist-remove').click()
    await expect(laptopHeart).toHaveAttribute('aria-pressed', 'false', { timeout: 5_000 })
  } finally {
    await laptop.close()
    await phone.close()
  }
})

test('staff read on the products list how many shoppers keep each pair', async ({ page }) => {
  await login(page)
  await page.goto('/app/collections/products')
  const summary = page.getByTestId('saved-summary')
  await expect(page.getByRole('heading', { name: 'Saved by shoppers' })).toBeVisible()
  // The earlier tests of this file left the red ankle boots saved on an account.
  const row = summary.getByRole('row').filter({ hasText: /red/i }).first()
  await expect(row).toBeVisible()
  expect(Number(await row.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1)
})
