// The cookie banner: shown on a first visit, learn more / customize / accept, choice kept, reopened from the footer.
import { expect, test } from './fixtures/test'
import { PAGE_SCRIPTS, holdRequests, settled } from './fixtures/wait'

test.use({ storageState: { cookies: [], origins: [] } })

test('first visit shows the banner; a customized choice is stored, pushed to dataLayer and can be changed', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/privacy')
  await banner.getByRole('button', { name: 'Customize' }).click()
  await banner.getByLabel('Audience measurement').check()
  await banner.getByRole('button', { name: 'Save my choices' }).click()
  await expect(banner).toHaveCount(0)
  const cookie = (await context.cookies()).find((c) => c.name === 'maison_consent')
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ analytics: true, ads: false })
  const consentUpdate = await page.evaluate(() =>
    (window.dataLayer ?? []).find((e) => Array.isArray(e) && e[0] === 'consent' && e[1] === 'update'),
  )
  expect(consentUpdate).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
  ])
  await page.reload()
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  await expect(page.getByTestId('consent-banner')).toBeVisible()
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept', exact: true }).click()
  const after = (await context.cookies()).find((c) => c.name === 'maison_consent')
  expect(JSON.parse(decodeURIComponent(after!.value))).toMatchObject({ analytics: true, ads: true })
})

// The banner is in the page's HTML, hidden, and an inline script shows it to a visitor without a choice as the page
// is parsed: it is in the first paint even when the page's scripts never run.
test('a first visit sees the banner before the page is hydrated; a visitor who has chosen never does', async ({
  page,
  context,
}) => {
  await page.route(PAGE_SCRIPTS, (route) => route.abort())
  // Loaded, never hydrated: 'domcontentloaded' asks the goto not to wait for hydration (fixtures/test.ts).
  await page.goto('/fr/store', { waitUntil: 'domcontentloaded' })
  await page.waitForLoadState('load')
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('Nous utilisons des cookies')

  await context.addCookies([
    { name: 'maison_consent', value: encodeURIComponent('{"analytics":false,"ads":false}'), url: page.url() },
  ])
  await page.reload({ waitUntil: 'domcontentloaded' })
  await page.waitForLoadState('load')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toBeHidden()
})

test('the banner speaks French on French pages', async ({ page }) => {
  await page.goto('/fr')
  const banner = page.getByTestId('consent-banner')
  await expect(banner.getByRole('button', { name: 'Accepter', exact: true })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/fr/privacy')
})

test('saving the choice confirms it with a toast: bottom-right, title, message, close button, gone after 3 s', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  // The banner is drawn by the browser once the page is live (the cached page holds no per-visitor state): wait
  // for it with the clock running, then stop the clock so the toast's 3 s are counted exactly.
  const decline = page.getByTestId('consent-banner').getByRole('button', { name: 'Continue without accepting' })
  await expect(decline).toBeVisible()
  await page.clock.pauseAt(Date.now() + 1000)
  await decline.click()
  const toast = page.getByTestId('toast')
  await expect(toast).toHaveClass(/toast--success/)
  await expect(toast).toContainText('Cookie preferences saved')
  await expect(toast).toContainText('You can change them at any time from the footer.')
  await expect(toast.getByRole('button', { name: 'Close notification' })).toBeVisible()
  const box = (await toast.boundingBox())!
  const viewport = page.viewportSize()!
  // Bottom-right, standing just above the floating cart button's place (so it never covers the cart).
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40)
  expect(viewport.height - (box.y + box.height)).toBeLessThan(120)
  expect(box.y + box.height / 2).toBeGreaterThan(viewport.height / 2)
  await page.clock.runFor(2_999)
  await settled(page)
  await expect(toast).toBeVisible()
  await page.clock.runFor(1)
  await expect(toast).toHaveCount(0)
})

test('a toast closes at once with its close button', async ({ page }) => {
  await page.goto('/fr')
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accepter', exact: true }).click()
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('Préférences enregistrées')
  await toast.getByRole('button', { name: 'Fermer la notification' }).click()
  await expect(toast).toHaveCount(0)
})

// No lost tap (issue 38): the banner is on screen before the page's scripts run, so its buttons answer then too.
test('"Accept" tapped before the scripts run is kept: the cookie, the banner gone, then the confirmation', async ({
  page,
  context,
}) => {
  // The page's scripts wait until the test lets them through: the shopper taps a page that is shown, not yet live.
  const release = await holdRequests(page, PAGE_SCRIPTS)
  await page.goto('/fr/store', { waitUntil: 'domcontentloaded' })
  const banner = page.getByTestId('consent-banner')
  await banner.getByRole('button', { name: 'Accepter', exact: true }).click()
  await expect(banner).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
  const cookie = (await context.cookies()).find((c) => c.name === 'maison_consent')
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ analytics: true, ads: true })
  // Never to the body: the focus went on to the page's content.
  await expect(page.locator('main#main')).toBeFocused()

  release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(page.getByTestId('toast')).toContainText('Préférences enregistrées')
  await expect(banner).toHaveCount(0)
  const consentUpdate = await page.evaluate(() =>
    (window.dataLayer ?? []).find((e) => Array.isArray(e) && e[0] === 'consent' && e[1] === 'update'),
  )
  expect(consentUpdate).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
  ])
})

test('"Continue without accepting" works with the scripts blocked altogether; "Customize" tapped early unfolds once they run', async ({
  page,
  context,
}) => {
  await page.route(PAGE_SCRIPTS, (route) => route.abort())
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const banner = page.getByTestId('consent-banner')
  await banner.getByRole('button', { name: 'Continue without accepting' }).click()
  await expect(banner).toBeHidden()
  const cookie = (await context.cookies()).find((c) => c.name === 'maison_consent')
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ analytics: false, ads: false })

  // A second visitor taps "Customize" while the scripts are on their way: the choices unfold when the page is live.
  await context.clearCookies()
  await page.unroute(PAGE_SCRIPTS)
  const release = await holdRequests(page, PAGE_SCRIPTS)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await banner.getByRole('button', { name: 'Customize' }).click()
  release()
  await expect(banner.getByLabel('Audience measurement')).toBeFocused()
  await banner.getByLabel('Audience measurement').check()
  await banner.getByRole('button', { name: 'Save my choices' }).click()
  await expect(banner).toHaveCount(0)
  const after = (await context.cookies()).find((c) => c.name === 'maison_consent')
  expect(JSON.parse(decodeURIComponent(after!.value))).toMatchObject({ analytics: true, ads: false })
})
