// What a page view asks the server about the shopper (issue 38, "slow steps"): who is signed in is asked once per
// page, and the saved cart once per page or navigation. The page's first answer used to be announced as a sign-in or
// sign-out, which sent the session upkeep and the cart sync to ask again: 2 session and 2 cart requests for a guest's
// page view, more for each other open tab.
import { type Page, expect, test } from './fixtures/test'
import { PASSWORD, linkIn, uniqueEmail } from './fixtures/accounts'

test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
})

/** Counts the page's GET requests to the session and cart endpoints. */
function countCalls(page: Page) {
  const calls = { session: 0, cart: 0 }
  page.on('request', (r) => {
    if (r.method() !== 'GET') return
    const path = new URL(r.url()).pathname
    if (path === '/api/account/session') calls.session++
    if (path === '/api/cart') calls.cart++
  })
  return calls
}

/** Lets any follow-up request the page would make arrive before counting. */
const settle = (page: Page) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(1_000))

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const res = await page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } })
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300)
}

test('a guest’s page view asks who is signed in once, and a navigation asks nothing more of the session', async ({
  page,
}) => {
  const calls = countCalls(page)
  await page.goto('/ankle-boots')
  await settle(page)
  expect(calls).toEqual({ session: 1, cart: 1 })

  await page.locator('main a[href^="/ankle-boots/"]').first().click()
  await expect(page).toHaveURL(/\/ankle-boots\/[a-z-]+$/)
  await settle(page)
  expect(calls.session).toBe(1)
  expect(calls.cart).toBeLessThanOrEqual(2)
})

test('a signed-in shopper’s page view asks once too, in French', async ({ page }) => {
  const email = uniqueEmail()
  await page.goto('/fr')
  await post(page, '/api/account/sign-up', { email, password: PASSWORD, terms: true, locale: 'fr' })
  const link = await linkIn(email, '/account/verify')
  await post(page, '/api/account/verify', { token: new URL(link, 'http://x').searchParams.get('token'), locale: 'fr' })
  await post(page, '/api/account/sign-in', { email, password: PASSWORD, locale: 'fr' })

  const calls = countCalls(page)
  await page.goto('/fr/ankle-boots')
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'true')
  await settle(page)
  expect(calls).toEqual({ session: 1, cart: 1 })
})
