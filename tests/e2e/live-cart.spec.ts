// The live cart in two Chromium contexts (two devices) signed in as the same customer: an add on one updates the
// other's badge within moments; a guest cart merges into the saved one at sign-in; signing out clears the local cart;
// another customer signing in on the same browser gets their own cart (the old one is not merged into it).
import { type APIRequestContext, type BrowserContext, type Page, expect, test } from './fixtures/test'
import { type Shopper, signInContext, verifiedShopper } from './fixtures/accounts'
import { pickSize } from './fixtures/shop'

test.describe.configure({ mode: 'serial' })

let n = 0
const address = () => `10.214.${Date.now() % 250}.${++n}`

const customer = (request: APIRequestContext, tag: string) => verifiedShopper(request, `live-${tag}`, address())
const signIn = (context: BrowserContext, who: Shopper) => signInContext(context, who, address())

async function signOut(context: BrowserContext) {
  const res = await context.request.post('/api/account/sign-out', { data: { locale: 'en' } })
  expect(res.ok()).toBe(true)
}

/** The cart badge, with the page scrolled so the floating button shows. */
async function badge(page: Page) {
  await page.evaluate(() =>
    window.scrollTo(0, Math.min(400, (document.documentElement.scrollHeight - window.innerHeight) / 2)),
  )
  return page.getByTestId('cart-button')
}

async function addPumps(page: Page, size: string) {
  await page.goto('/pumps/black')
  await pickSize(page, size)
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByTestId('toast').filter({ hasText: /cart/i }).first()).toBeVisible()
}

/** Resolves once the page's live subscription is open (its `ready` event arrived). */
const liveReady = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/live' && r.status() === 200)

test('two devices, one customer: an add on one updates the other’s badge; sign-out clears', async ({
  browser,
  request,
}) => {
  const who = await customer(request, 'two')
  const phone = await browser.newContext()
  const laptop = await browser.newContext()
  try {
    await signIn(phone, who)
    await signIn(laptop, who)
    const a = await phone.newPage()
    const b = await laptop.newPage()
    const bLive = liveReady(b)
    await b.goto('/ankle-boots/red')
    await bLive
    await expect((await badge(b)).getByTestId('cart-count')).toHaveCount(0)

    await addPumps(a, '39')
    await expect((await badge(b)).getByTestId('cart-count')).toHaveText('1', { timeout: 5_000 })
    await addPumps(a, '39')
    await expect((await badge(b)).getByTestId('cart-count')).toHaveText('2', { timeout: 5_000 })

    // The other way round: a change on the laptop reaches the phone.
    const aLive = liveReady(a)
    await a.reload()
    await aLive
    await (await badge(b)).click()
    const drawer = b.getByRole('dialog', { name: 'Your cart' })
    await drawer
      .getByRole('button', { name: /Remove/ })
      .first()
      .click()
    await expect(drawer.getByTestId('cart-empty')).toBeVisible()
    await expect((await badge(a)).getByTestId('cart-count')).toHaveCount(0, { timeout: 5_000 })

    // Signing out on the phone clears its local cart (the saved cart stays for the next sign-in).
    await addPumps(a, '39')
    await expect((await badge(a)).getByTestId('cart-count')).toHaveText('1')
    await signOut(phone)
    await a.goto('/pumps/black')
    await expect((await badge(a)).getByTestId('cart-count')).toHaveCount(0)
    expect(await a.evaluate(() => localStorage.getItem('cart'))).toBe('[]')
    await expect((await badge(b)).getByTestId('cart-count')).toHaveText('1')
  } finally {
    await phone.close()
    await laptop.close()
  }
})

test('a guest cart merges into the saved cart at sign-in; another customer gets their own cart', async ({
  browser,
  request,
}) => {
  const first = await customer(request, 'first')
  const second = await customer(request, 'second')
  const context = await browser.newContext()
  try {
    // The first customer saved one pair of 39s earlier, on another device.
    const other = await browser.newContext()
    await signIn(other, first)
    const o = await other.newPage()
    await addPumps(o, '39')
    await other.close()

    // As a guest on this browser: a pair of 40s, then sign in.
    const page = await context.newPage()
    await addPumps(page, '40')
    await expect((await badge(page)).getByTestId('cart-count')).toHaveText('1')
    await signIn(context, first)
    await page.goto('/ankle-boots/red')
    await expect((await badge(page)).getByTestId('cart-count')).toHaveText('2')
    await (await badge(page)).click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2)
    await expect(drawer.getByTestId('cart-line').nth(0)).toContainText('39')
    await expect(drawer.getByTestId('cart-line').nth(1)).toContainText('40')
    await page.keyboard.press('Escape')

    // Another customer signs in on the same browser: their (empty) saved cart replaces the first one's.
    await signIn(context, second)
    const live = liveReady(page)
    await page.goto('/pumps/black')
    await expect((await badge(page)).getByTestId('cart-count')).toHaveCount(0)
    await live
    await addPumps(page, '41')
    await expect((await badge(page)).getByTestId('cart-count')).toHaveText('1')

    // And back to the first: their two lines come back.
    await signIn(context, first)
    await page.goto('/ankle-boots/red')
    await expect((await badge(page)).getByTestId('cart-count')).toHaveText('2')
  } finally {
    await context.close()
  }
})
