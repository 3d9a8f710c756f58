// Platform: both languages, the switcher and cookie, Accept-Language, the header rule, 404, the backoffice login.
import { type Page, expect, test } from './fixtures/test'
import { login } from './fixtures/login'

test.describe('languages', () => {
  test('/ is English and /fr is French', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The 10 cm heel, in Italian lambskin')
    await page.goto('/fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le talon de 10 cm, en agneau italien')
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Bottines' }),
    ).toHaveAttribute('href', '/fr/ankle-boots')
  })

  test('the switcher shows only the other language, keeps path and query, and sets the cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/boots?x=1')
    const header = page.getByTestId('site-header')
    await expect(header.getByTestId('language-switcher')).toHaveText('Français')
    await expect(header.getByText('English', { exact: true })).toHaveCount(0)
    await header.getByTestId('language-switcher').click()
    await expect(page).toHaveURL(/\/fr\/boots\?x=1$/)
    let cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('fr')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
    await page.getByTestId('site-header').getByTestId('language-switcher').click()
    await expect(page).toHaveURL(/localhost:\d+\/boots\?x=1$/)
    cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('en')
  })

  test('Accept-Language fr on a first visit lands on /fr', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      locale: 'fr-FR',
      extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    })
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    await expect(page).toHaveURL(/\/fr$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await context.close()
  })

  test('the cookie wins over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' } })
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }])
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/?$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })
})

test.describe('header', () => {
  test('hides when scrolling down past 120 px and comes back fixed on scroll up', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => (document.body.style.minHeight = '4000px'))
    const header = page.getByTestId('site-header')
    await expect(header).toHaveAttribute('data-state', 'top')
    await page.mouse.wheel(0, 100)
    await page.evaluate(() => window.scrollTo(0, 100))
    await expect(header).toHaveAttribute('data-state', 'top')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(header).toHaveAttribute('data-state', 'hidden')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-state', 'fixed')
    await expect(header).toHaveCSS('position', 'fixed')
    await expect(header).toBeInViewport()
  })

  test('the wide header links every page of the spec, the house’s under one disclosure that opens by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const [path, label, pages] of [
      [
        '/',
        'The house',
        [
          ['Our story', '/brand'],
          ['Fabrication', '/fabrication'],
          ['Comfort', '/comfort'],
          ['Press', '/press'],
          ['People', '/people'],
          ['Boutique', '#store'],
        ],
      ],
      [
        '/fr',
        'La maison',
        [
          ['Notre histoire', '/fr/brand'],
          ['Fabrication', '/fr/fabrication'],
          ['Confort', '/fr/comfort'],
          ['Presse', '/fr/press'],
          ['Portraits', '/fr/people'],
          ['Boutique', '#store'],
        ],
      ],
    ] as const) {
      await page.goto(path)
      const nav = page.getByTestId('site-header').getByRole('navigation')
      const house = nav.getByTestId('nav-house')
      const first = nav.getByRole('link', { name: pages[0][0], exact: true })
      await expect(first).toBeHidden()
      // Opened from the keyboard: each of the house's pages, linked in the page's language.
      await house.locator('summary').focus()
      await expect(house.locator('summary')).toHaveText(label)
      await page.keyboard.press('Enter')
      for (const [name, href] of pages)
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      await expect(first).toBeVisible()
      // Escape closes it and leaves the focus where it was opened.
      await page.keyboard.press('Escape')
      await expect(first).toBeHidden()
      await expect(house.locator('summary')).toBeFocused()
    }
    // A page chosen from it opens, and the disclosure is closed on the new page.
    await page.getByTestId('nav-house').locator('summary').click()
    await page.getByTestId('nav-house').getByRole('link', { name: 'Confort', exact: true }).click()
    await expect(page).toHaveURL(/\/fr\/comfort$/)
    await expect(page.getByTestId('nav-house')).not.toHaveAttribute('open')
  })
})

test.describe('not found', () => {
  // The page's clock stands still from before the page loads: 5.5 s of it later the page must still count (a
  // redirect after 2 s fails here), and by 8 s it must have left for the home page.
  async function countsDownToHome(page: Page, home: string, nearEnd: RegExp) {
    const countdown = page.getByTestId('not-found-countdown')
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="not-found-countdown"]')
      return Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber')))
    })
    // Any navigation the page starts from here on (the redirect) shows as a request of its frame.
    let left = false
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) left = true
    })
    await page.clock.runFor(5_500)
    await expect(countdown).toHaveAttribute('data-seconds', /^[12]$/)
    await expect(countdown).toHaveText(nearEnd)
    // A request sent now reaches the network after any navigation the timers started: none may have.
    await page.evaluate(() => fetch('/api/health').then((r) => r.ok))
    expect(left).toBe(false)
    expect(new URL(page.url()).pathname).not.toBe(home)
    await page.clock.runFor(2_500)
    await page.waitForURL((u) => u.pathname === home)
  }

  test('unknown path answers 404 with the countdown, then lands on /', async ({ page }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
    const res = await page.goto('/no-such-page')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Explore Magazine' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
    await expect(page.getByTestId('not-found-countdown')).toContainText('7 seconds')
    await countsDownToHome(page, '/', /^Taking you home in [12] seconds?\.$/)
  })

  test('a French unknown path counts down to /fr', async ({ page }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
    const res = await page.goto('/fr/nulle-part')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await countsDownToHome(page, '/fr', /[12] seconde/)
  })
})

// WCAG 2.2.1 Timing Adjustable: the 404's countdown can be stopped ("Stay on this page"), and stops by itself once the
// visitor moves the focus in the page (a keyboard user reaching its links); either way the stop is said once, politely,
// and the page stays however long the visitor takes. Whoever does nothing is still taken home (above).
test.describe('not found, at the visitor’s pace', () => {
  /** Records whether the page starts any navigation of its own (the redirect) from now on. */
  function watchLeaving(page: Page) {
    const state = { left: false }
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) state.left = true
    })
    return state
  }

  async function countdownRunning(page: Page) {
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="not-found-countdown"]')
      return Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber')))
    })
  }

  for (const L of [
    { path: '/no-such-page', stay: 'Stay on this page', stopped: 'The countdown is stopped: you stay on this page.' },
    {
      path: '/fr/nulle-part',
      stay: 'Rester sur cette page',
      stopped: 'Compte à rebours arrêté\u00a0: vous restez sur cette page.',
    },
  ]) {
    test(`${L.path}: "${L.stay}" stops the countdown, said once in a polite status; the page stays`, async ({
      page,
    }) => {
      await page.clock.install()
      await page.clock.pauseAt(Date.now() + 1_000)
      await page.goto(L.path)
      await countdownRunning(page)
      const status = page.getByTestId('not-found-stopped')
      await expect(status).toHaveAttribute('role', 'status')
      await expect(status).toHaveText('')
      // The seconds are not read out as they tick: no live region around them.
      expect(
        await page
          .getByTestId('not-found-countdown')
          .evaluate((el) => Boolean(el.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="timer"]'))),
      ).toBe(false)
      const leaving = watchLeaving(page)
      await page.getByRole('button', { name: L.stay }).click()
      await expect(status).toHaveText(L.stopped)
      await expect(page.getByTestId('not-found-countdown')).toHaveCount(0)
      // The button stays where it was, with the focus.
      await expect(page.getByRole('button', { name: L.stay })).toBeFocused()
      await page.clock.runFor(30_000)
      await page.evaluate(() => fetch('/api/health').then((r) => r.ok))
      expect(leaving.left).toBe(false)
      expect(new URL(page.url()).pathname).toBe(L.path)
    })
  }

  test('a keyboard user who Tabs into the page is not taken away: the countdown stops', async ({ page }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
    await page.goto('/no-such-page')
    await countdownRunning(page)
    const leaving = watchLeaving(page)
    await page.clock.runFor(3_000)
    await page.keyboard.press('Tab')
    await expect(page.locator('.skip-link')).toBeFocused()
    await expect(page.getByTestId('not-found-stopped')).toHaveText('The countdown is stopped: you stay on this page.')
    // Well past the 7 seconds, reading the links one by one.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      await page.clock.runFor(3_000)
    }
    await page.evaluate(() => fetch('/api/health').then((r) => r.ok))
    expect(leaving.left).toBe(false)
    expect(new URL(page.url()).pathname).toBe('/no-such-page')
  })
})

test.describe('backoffice', () => {
  test('/app/login says sign in to the backoffice and is noindex', async ({ page }) => {
    const res = await page.goto('/app/login')
    expect(res?.headers()['x-robots-tag']).toContain('noindex')
    await expect(page).toHaveTitle(/Sign in to the backoffice/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('the seeded admin can sign in', async ({ page }) => {
    await login(page)
    await expect(page.getByText(/Products|Produits/).first()).toBeVisible()
  })
})

test.describe('render errors', () => {
  test('a render error shows the generic screen with Try again and collapsible details', async ({ page }) => {
    const res = await page.goto('/error-test')
    expect(res?.status()).toBe(500)
    const screen = page.getByTestId('error-screen')
    await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
    const details = screen.locator('details')
    await expect(details.locator('pre')).toBeHidden()
    await details.locator('summary').click()
    await expect(details.locator('pre')).toBeVisible()
  })

  test('crawlers get a plain error status, not the error screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    const page = await context.newPage()
    const res = await page.goto(`${baseURL}/error-test`)
    expect(res?.status()).toBe(500)
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    await context.close()
  })
})

test('security headers are set and nothing advertises the stack', async ({ request }) => {
  const res = await request.get('/')
  const h = res.headers()
  expect(h['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(h['content-security-policy']).toContain("object-src 'none'")
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['strict-transport-security']).toContain('max-age=')
  expect(h['x-powered-by']).toBeUndefined()
})

test('sign-in attempts from one address are rate limited with 429', async ({ request }) => {
  // The e2e server allows 30 sign-ins per address per 10 minutes (LOGIN_RATE_LIMIT in playwright.config.ts).
  const statuses: number[] = []
  for (let i = 0; i < 32; i++) {
    const res = await request.post('/api/users/login', {
      data: { email: `nobody-${i}@example.com`, password: 'wrong-password' },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    })
    statuses.push(res.status())
  }
  expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true)
  expect(statuses.slice(30)).toEqual([429, 429])
})

test('production console policy: log and warn are silent, error passes only Critical/Fatal', async ({ page }) => {
  const seen: string[] = []
  page.on('console', (m) => seen.push(`${m.type()}:${m.text()}`))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => {
    console.log('plain log')
    console.warn('plain warn')
    console.error('ordinary error')
    console.error('Critical: payment widget failed')
  })
  expect(seen.filter((s) => /plain|ordinary/.test(s))).toEqual([])
  expect(seen).toContain('error:Critical: payment widget failed')
})

test('a new build reloads the page, at most once per 10 seconds per path', async ({ page }) => {
  await page.goto('/')
  await page.route('**/api/build-id', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }))
  let loads = 0
  page.on('load', () => loads++)
  // Dispatch until the watcher (attached after hydration) reacts; its own guard stops a second reload.
  const ping = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))).catch(() => undefined)
  await expect.poll(async () => (await ping(), loads), { timeout: 15_000 }).toBe(1)
  await page.waitForLoadState('networkidle')
  // A second check within 10 s: its answer arrives, and one more round trip later the page is still this one.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  const answered = page.waitForResponse('**/api/build-id')
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await answered
  await page.evaluate(() => fetch('/api/health').then((r) => r.ok))
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  expect(loads).toBe(1)
})
