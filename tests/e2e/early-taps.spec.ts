// No lost tap (issue 38): a page is shown before its scripts arrive, and a form sent in that moment is kept — not sent
// natively (a GET to the page with the fields in its address), not sent empty — then sent once the page is live.
// The page's scripts are held back by the test until it lets them through, as a slow phone would hold them.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test'
import { PASSWORD, signUpAndVerify, uniqueEmail } from './fixtures/accounts'
import { PAGE_SCRIPTS, holdRequests } from './fixtures/wait'

// Each test asks from its own address: the forms share a rate-limit budget per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.${Date.now() % 250}` } })

/** Holds the page's own scripts until the returned function is called. */
const holdScripts = (page: Page) => holdRequests(page, PAGE_SCRIPTS)

const notHydrated = (page: Page) => page.evaluate(() => !document.documentElement.hasAttribute('data-hydrated'))

test('sign-in typed and sent before the scripts run: the button waits, then the shopper is in their account', async ({
  page,
}) => {
  const email = uniqueEmail()
  await signUpAndVerify(page, email, '/fr')
  await page.context().clearCookies()

  const release = await holdScripts(page)
  await page.goto('/fr/account/sign-in', { waitUntil: 'domcontentloaded' })
  await page.locator('#account-email').fill(email)
  await page.locator('#account-password').fill(PASSWORD)
  await page.locator('#account-password').press('Enter')
  // Kept, not sent natively: the address holds no field, and the button says it is waiting.
  const form = page.locator('main form')
  await expect(form).toHaveAttribute('aria-busy', 'true')
  expect(page.url()).not.toContain('password')
  expect(await notHydrated(page)).toBe(true)

  release()
  await page.waitForURL(/\/fr\/account$/)
  await expect(page.getByTestId('account-view')).toContainText(email)
})

test('the assistant: a question asked before the scripts run is answered on the page, not lost in a reload', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/style-assistant', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('What are you looking for?').fill('Red pumps for a wedding, size 38')
  await page.getByTestId('assistant-submit').click()
  expect(await notHydrated(page)).toBe(true)

  release()
  await expect(page.getByTestId('assistant-pick').first()).toBeVisible()
  expect(new URL(page.url()).search).toBe('')
  await expect(page.getByLabel('What are you looking for?')).toHaveValue('Red pumps for a wedding, size 38')
})

test('the newsletter in French: the address and the consent given early are sent once the page is live', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/fr/magazine', { waitUntil: 'domcontentloaded' })
  const form = page.getByTestId('newsletter-footer')
  await form.locator('input[name="email"]').fill(`nl-early-${Date.now()}@example.com`)
  await form.getByRole('checkbox').check()
  await form.locator('button[type="submit"]').click()
  await expect(form).toHaveAttribute('data-early-submit', '')

  release()
  await expect(page.getByTestId('newsletter-footer-done')).toContainText('Merci')
})

test('a size and "Add to cart" tapped before the scripts run: the pair is in the cart once the page is live', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/pumps/red', { waitUntil: 'domcontentloaded' })
  const size = page.locator('[data-testid="size-option"][data-status="in-stock"]').first()
  const label = (await size.getAttribute('data-size'))!
  await size.click()
  const add = page.getByTestId('add-to-cart')
  await add.click()
  // The tap is kept: the button says it is waiting, and nothing is in the cart yet.
  await expect(add).toHaveAttribute('aria-busy', 'true')
  expect(await notHydrated(page)).toBe(true)

  release()
  await expect(page.getByTestId('toast')).toContainText(`size ${label}`)
  await expect(page.getByTestId('view-cart')).toBeVisible()
  await expect(add).not.toHaveAttribute('aria-busy', 'true')
})

test('"Guide des tailles" tapped before the scripts run opens the guide once the page is live', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/fr/pumps/red', { waitUntil: 'domcontentloaded' })
  const guide = page.getByTestId('size-guide-button')
  await expect(guide).toHaveText('Guide des tailles')
  await guide.click()
  await expect(guide).toHaveAttribute('aria-busy', 'true')
  expect(await notHydrated(page)).toBe(true)
  await expect(page.getByRole('dialog')).toBeHidden()

  release()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible()
  await expect(guide).not.toHaveAttribute('aria-busy', 'true')
})

test('a colour swatch tapped before the scripts run goes to that colourway: a plain link needs no script', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/pumps/red', { waitUntil: 'domcontentloaded' })
  const other = page.getByTestId('colour-switcher').locator('a:not([aria-current])').first()
  const href = (await other.getAttribute('href'))!
  await other.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  release()
})
