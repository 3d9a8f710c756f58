// The cookie banner and the keyboard (WCAG 2.4.11 Focus not obscured, 2.4.3 Focus order): the banner comes right
// after the skip link, a control reached by Tab is never under it, and its choices send the focus back where the
// shopper was (or to the main content), never to the page's body. A first visit: no consent cookie.
import { type Locator, type Page, expect, test } from './fixtures/test'

test.use({ storageState: { cookies: [], origins: [] } })

const PHONE = { width: 390, height: 844 }

/** The focused element, described for the assertions: its test id or its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'body'
    return el.dataset.testid || el.id || el.textContent?.trim() || el.tagName
  })

const inBanner = (page: Page) =>
  page.evaluate(() =>
    Boolean(document.querySelector('[data-testid="consent-banner"]')?.contains(document.activeElement)),
  )

/** Tabs until the focused element is `target` (120 presses at most). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`not reached by Tab; focus is on ${await focused(page)}`)
}

/** The focused element's box and the banner's: what the shopper sees of the focus while the banner shows. */
const overlap = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement!.getBoundingClientRect()
    const banner = document.querySelector('[data-testid="consent-banner"]')!.getBoundingClientRect()
    const intersects =
      el.left < banner.right && banner.left < el.right && el.top < banner.bottom && banner.top < el.bottom
    return { intersects, inView: el.top >= 0 && el.bottom <= window.innerHeight }
  })

for (const L of [
  { path: '/ankle-boots/red', guide: 'Size guide', add: 'Add to cart' },
  { path: '/fr/ankle-boots/red', guide: 'Guide des tailles', add: 'Ajouter au panier' },
]) {
  test(`${PHONE.width}×${PHONE.height}, ${L.path}: the banner is reached second, right after the skip link`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto(L.path)
    await expect(page.getByTestId('consent-banner')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.locator('.skip-link')).toBeFocused()
    await page.keyboard.press('Tab')
    expect(await inBanner(page)).toBe(true)
  })

  test(`${PHONE.width}×${PHONE.height}, ${L.path}: "${L.guide}" and "${L.add}" reached by Tab are never under the banner`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto(L.path)
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    for (const name of [L.guide, L.add]) {
      const control = page.getByRole('button', { name, exact: true })
      await tabTo(page, control)
      // A shopper who has scrolled it to the screen's bottom edge, under the banner, leaves it and comes back to it
      // by keyboard: the browser scrolls a control only if it is not in view, and the banner's room (scroll padding
      // its height) counts as out of view. Without it the control stayed in place, hidden.
      await control.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }))
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(control).toBeFocused()
      await expect.poll(() => overlap(page)).toEqual({ intersects: false, inView: true })
    }
    // The banner is still there: nothing was chosen for the shopper.
    await expect(banner).toBeVisible()
  })
}

test('the last links of the page can still be scrolled above the banner', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/contact')
  await expect(page.getByTestId('consent-banner')).toBeVisible()
  // At the very end of the page, the last link is in view: focusing it scrolls nothing, so the page must have room
  // below it for the banner (the body's bottom padding).
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  const last = page.locator('footer a, footer button').last()
  await last.focus()
  await expect.poll(() => overlap(page)).toEqual({ intersects: false, inView: true })
})

test('"Accept" from the keyboard on a first visit sends the focus to the main content, not the body', async ({
  page,
}) => {
  await page.goto('/')
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await page.keyboard.press('Tab')
  await tabTo(page, banner.getByRole('button', { name: 'Accept', exact: true }))
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  await expect(page.locator('main#main')).toBeFocused()
  // The next Tab goes on into the page's content.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true)
})

test('"Accept" sends the focus back to the control the shopper was on', async ({ page }) => {
  await page.goto('/ankle-boots/red')
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  const guide = page.getByRole('button', { name: 'Size guide', exact: true })
  await guide.focus()
  await banner.getByRole('button', { name: 'Accept', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  await expect(guide).toBeFocused()
})

test('French: reopened from the footer, the banner takes the focus; "Enregistrer mes choix" gives it back to the footer button', async ({
  page,
}) => {
  await page.goto('/fr')
  const banner = page.getByTestId('consent-banner')
  await banner.getByRole('button', { name: 'Accepter', exact: true }).click()
  await expect(banner).toHaveCount(0)
  const settings = page.getByRole('button', { name: 'Paramètres des cookies' })
  await settings.focus()
  await page.keyboard.press('Enter')
  await expect(banner).toBeVisible()
  // Focus moves into the banner (not trapped: Tab goes on to its controls, then to the page).
  expect(await inBanner(page)).toBe(true)
  await tabTo(page, banner.getByRole('button', { name: 'Personnaliser' }))
  await page.keyboard.press('Enter')
  // The choices unfold above the buttons: the focus goes to the first one to change, not to the body.
  await expect(banner.getByLabel('Mesure d’audience')).toBeFocused()
  await tabTo(page, banner.getByRole('button', { name: 'Enregistrer mes choix' }))
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  await expect(settings).toBeFocused()
})
