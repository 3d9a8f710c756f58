// The staff's day in the backoffice (issue 17): the house's branding on /app/login, the dashboard's tiles against
// the database, the sidebar's own screens and the stock matrix's filter.
import { type Browser, type Page, expect, test } from './fixtures/test'
import { login } from './fixtures/login'
import { cancelSessions, opened } from './fixtures/shop'

/** The tile's count and the number of rows its own link's filter finds through the REST API, as the same user. */
async function tileAgainstDatabase(page: Page, tile: string) {
  const link = page.getByTestId(`tile-${tile}`)
  const shown = Number(await link.getByTestId('tile-count').innerText())
  const href = (await link.getAttribute('href'))!
  const url = new URL(href, 'http://x')
  const slug = url.pathname.split('/').at(-1)
  const res = await page.request.get(`/api/${slug}?${url.searchParams.toString()}&limit=1&depth=0`)
  expect(res.status()).toBe(200)
  return { shown, inDatabase: ((await res.json()) as { totalDocs: number }).totalDocs, href }
}

/** The tile's count and the rows of the list its link opens (returns: the shop's own /api/returns route stands where
 *  Payload's REST list of returns would be). */
async function tileAgainstList(page: Page, tile: string) {
  const link = page.getByTestId(`tile-${tile}`)
  const shown = Number(await link.getByTestId('tile-count').innerText())
  await page.goto(`${(await link.getAttribute('href'))!}&limit=100`)
  const listed = await page.locator('.table tbody tr').count()
  await page.goBack()
  return { shown, listed }
}

test.describe('backoffice branding', () => {
  test('/app/login carries the house name, monogram and favicon, not Payload’s', async ({ page }) => {
    await page.goto('/app/login')
    await expect(page).toHaveTitle(/Sign in to the backoffice — Maison Sabine/)
    const logo = page.getByTestId('brand-logo')
    await expect(logo).toContainText('Maison Sabine')
    await expect(logo).toContainText('Backoffice')
    await expect(logo.getByRole('img', { name: 'Maison Sabine' })).toBeVisible()
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /\/icon\.svg/)
    await expect(page.locator('link[rel="icon"][href*="payload"]')).toHaveCount(0)
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /Maison Sabine/)
  })

  test('the login tab reads one space before the house name, in both languages', async ({ page, baseURL }) => {
    // The head as the server writes it: document.title folds runs of spaces, the browser's tab and a bookmark not.
    const head = async () => {
      await page.goto('/app/login')
      return {
        title: await page.locator('head > title').textContent(),
        og: await page.locator('meta[property="og:title"]').getAttribute('content'),
      }
    }
    expect(await head()).toEqual({
      title: 'Sign in to the backoffice — Maison Sabine',
      og: 'Sign in to the backoffice — Maison Sabine',
    })
    await page.context().addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
    expect(await head()).toEqual({
      title: 'Connexion au back-office — Maison Sabine',
      og: 'Connexion au back-office — Maison Sabine',
    })
  })

  test('the "MS" monogram in the breadcrumb is whole: drawn inside the box Payload gives it', async ({ page }) => {
    await page.goto('/app/collections/orders')
    await login(page)
    await page.goto('/app/collections/orders')
    // The breadcrumb's home link (the open navigation may draw the monogram too, outside a link).
    const icon = page.locator('a.step-nav__home').getByTestId('brand-icon')
    await expect(icon).toBeVisible()
    const { svg, box } = await icon.evaluate((el) => {
      const r = (e: Element) => {
        const b = e.getBoundingClientRect()
        return { left: b.left, top: b.top, right: b.right, bottom: b.bottom }
      }
      return { svg: r(el.querySelector('svg')!), box: r(el.closest('a')!) }
    })
    // Before, a 28 px drawing in Payload's 18 px home link: cut to "M".
    expect(svg.right - svg.left).toBeGreaterThan(10)
    expect(svg.left).toBeGreaterThanOrEqual(box.left)
    expect(svg.right).toBeLessThanOrEqual(box.right + 0.5)
    expect(svg.bottom).toBeLessThanOrEqual(box.bottom + 0.5)
  })
})

test.describe('dashboard', () => {
  test('the tiles match the database and lead to their filtered lists', async ({ page, baseURL }) => {
    await login(page)
    // Payload uses the session cookie on API calls only with an allowed Origin (its CSRF check).
    await page.context().setExtraHTTPHeaders({ Origin: baseURL! })
    await page.goto('/app')
    await expect(page.getByTestId('dashboard')).toBeVisible()
    const before = await tileAgainstDatabase(page, 'unansweredMessages')
    // Two new messages from shoppers, written as the admin through the API.
    for (const i of [1, 2]) {
      const res = await page.request.post('/api/contacts', {
        data: {
          firstName: 'Claire',
          lastName: `Dubois ${i}`,
          email: `claire.${i}.${Date.now()}@example.com`,
          reason: 'other',
          message: 'Bonjour, avez-vous la bottine Odéon en 39 ?',
          requestId: `e2e-dashboard-${Date.now()}-${i}`,
        },
      })
      expect(res.status()).toBe(201)
    }
    await page.reload()
    for (const tile of [
      'newOrders',
      'ordersToPrepare',
      'ordersNeedingAttention',
      'unansweredMessages',
      'visitsToConfirm',
      'visitsToday',
      'sizesAtZero',
      'supplierOrdersDue',
    ]) {
      const { shown, inDatabase } = await tileAgainstDatabase(page, tile)
      expect(shown, tile).toBe(inDatabase)
    }
    for (const tile of ['newReturns', 'returnsToProcess']) {
      const { shown, listed } = await tileAgainstList(page, tile)
      expect(shown, tile).toBe(listed)
    }
    const after = await tileAgainstDatabase(page, 'unansweredMessages')
    expect(after.shown).toBe(before.shown + 2)
    // Revenue and its chart of 30 days, drawn on the server (one bar per day).
    await expect(page.getByTestId('tile-revenue')).toBeVisible()
    await expect(page.getByTestId('sales-chart').locator('rect[data-date]')).toHaveCount(30)
    await page.getByTestId('tile-unansweredMessages').click()
    await page.waitForURL(
      /\/app\/collections\/contacts\?where%5Bstatus%5D%5Bequals%5D=new|where\[status\]\[equals\]=new/,
    )
    await expect(page.locator('.table tbody tr')).toHaveCount(after.inDatabase)
  })

  test('/app/admin and /app/backoffice open the dashboard', async ({ page }) => {
    await login(page)
    for (const path of ['/app/admin', '/app/backoffice']) {
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      await expect(page).toHaveURL(/\/app$/)
      await expect(page.getByTestId('dashboard')).toBeVisible()
    }
  })
})

test.describe('navigation', () => {
  test('the sidebar and the dashboard lead to the stock matrix and the email test', async ({ page }) => {
    await login(page)
    await page.goto('/app')
    const nav = page.locator('nav.nav__wrap, .nav').first()
    await expect(nav.getByRole('link', { name: 'Stock matrix' })).toHaveAttribute('href', '/app/stock')
    await expect(nav.getByRole('link', { name: 'Email test' })).toHaveAttribute('href', '/app/email-test')
    const shortcuts = page.getByRole('navigation', { name: 'Go to' })
    await shortcuts.getByRole('link', { name: 'Email test' }).click()
    await expect(page).toHaveURL(/\/app\/email-test$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email test')
  })

  test('the stock matrix filters by product and by type', async ({ page }) => {
    await login(page)
    await page.goto('/app/stock')
    const all = await page.getByTestId('stock-product').count()
    expect(all).toBeGreaterThan(2)
    const firstTitle = (await page.getByTestId('stock-product').first().locator('h2').innerText()).trim()
    await page.getByRole('searchbox', { name: 'Product' }).fill(firstTitle)
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(/\/app\/stock\?q=/)
    const found = page.getByTestId('stock-product')
    await expect(found.first().locator('h2')).toHaveText(firstTitle)
    expect(await found.count()).toBeLessThan(all)
    await expect(page.getByTestId('stock-shown')).toContainText(`of ${all} products`)
    // A type keeps only products of that type.
    await page.goto('/app/stock')
    const type = page.getByRole('combobox', { name: 'Type' })
    const firstType = await type.locator('option').nth(1).getAttribute('value')
    await type.selectOption(firstType!)
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(new RegExp(`type=${firstType}`))
    const typed = await page.getByTestId('stock-product').count()
    expect(typed).toBeGreaterThan(0)
    expect(typed).toBeLessThan(all)
    await page.getByRole('searchbox', { name: 'Product' }).fill('no such shoe at all')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page.getByTestId('stock-shown')).toHaveText('No product matches this filter.')
  })
})

const FRENCH_DATE =
  /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}, \d{2}:\d{2}/

test.describe('the French admin', () => {
  // The checkout a test opened gives its units back even when the test fails before cancelling its order.
  const sessions = new Set<string>()
  test.afterEach(async ({ request }) => cancelSessions(request, sessions))

  test('an orders list and an order read in French, dates included', async ({ page, baseURL }) => {
    await login(page)
    await page.context().setExtraHTTPHeaders({ Origin: baseURL! })
    const email = `commande-${Date.now()}@example.com`
    // A real checkout request opens a pending order; cancelling it at once gives its stock back.
    const started = await page.request.post('/api/create-checkout-session', {
      data: {
        items: [{ id: 'sneakers-white-40', product_id: 'sneakers-white-40', quantity: 1, size: '40' }],
        email,
        shippingAddress: {
          name: 'Claire Dubois',
          address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'fr' },
          phone: '+33 1 42 60 00 00',
        },
        successUrl: `${baseURL}/checkout/success`,
        cancelUrl: `${baseURL}/`,
      },
    })
    expect(started.status()).toBe(200)
    opened(sessions, ((await started.json()) as { url: string }).url)
    const found = await page.request.get(`/api/orders?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
    const order = ((await found.json()) as { docs: { id: number; number: string }[] }).docs[0]!
    const cancelled = await page.request.patch(`/api/orders/${order.id}`, { data: { status: 'cancelled' } })
    expect(cancelled.status()).toBe(200)

    await page.context().addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
    await page.goto(`/app/collections/orders?where[email][equals]=${encodeURIComponent(email)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commandes')
    const table = page.locator('.table')
    await expect(table.locator('thead')).toContainText('Numéro')
    await expect(table.locator('thead')).toContainText('Statut')
    const row = table.locator('tbody tr').filter({ hasText: order.number })
    await expect(row).toContainText('Annulée')
    await expect(row).toContainText(FRENCH_DATE)

    await page.goto(`/app/collections/orders/${order.id}`)
    await expect(page.getByText('Adresse de livraison', { exact: true }).first()).toBeVisible()
    await expect(page.locator('body')).toContainText(FRENCH_DATE)
    await expect(page.locator('body')).not.toContainText(/Shipping Address|Needs Attention/)
    // The timeline in French: the admin's cancellation, once, credited to who made it.
    await expect(page.getByTestId('order-timeline-entry').first()).toContainText(
      'Annulée — admin@maison-sabine.example',
    )
  })
})

test.describe('email test page', () => {
  test('sending says so on the same page, and the outbox shows the rendered email', async ({ page }) => {
    await login(page)
    await page.goto('/app/email-test')
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    await page.getByRole('button', { name: 'Send test email' }).click()
    await expect(page).toHaveURL(/\/app\/email-test\?sent=ok$/)
    await expect(page.getByTestId('email-test-result')).toHaveText('Test email sent.')
    expect(violations).toEqual([])
    await page.locator('table a').first().click()
    const preview = page.getByTestId('email-preview')
    await expect(preview).toBeVisible()
    const frame = preview.locator('iframe')
    await expect(frame).toHaveAttribute('sandbox', '')
    await expect(page.frameLocator('[data-testid="email-preview"] iframe').locator('body')).not.toBeEmpty()
  })
})

/** A staff account with these roles, created by the admin through the API; a page signed in as it. */
async function staffPage(browser: Browser, admin: Page, roles: string[]) {
  const account = { email: `${roles.join('-')}-${Date.now()}@maison-sabine.example`, password: 'Vavin-escarpin-2026!' }
  const res = await admin.request.post('/api/users', { data: { ...account, name: 'Staff', roles } })
  expect(res.status()).toBe(201)
  const page = await (await browser.newContext()).newPage()
  await login(page, account)
  return page
}

test.describe('refusals that say so', () => {
  test('an editor sees their own tile, and "not allowed" on orders and on creating a user', async ({
    browser,
    page,
    baseURL,
  }) => {
    await login(page)
    await page.context().setExtraHTTPHeaders({ Origin: baseURL! })
    const editor = await staffPage(browser, page, ['editor'])
    await editor.goto('/app')
    await expect(editor.getByTestId('tile-scheduledPublications')).toBeVisible()
    await expect(editor.getByTestId('tile-ordersToPrepare')).toHaveCount(0)
    await expect(editor.getByTestId('tile-revenue')).toHaveCount(0)
    for (const path of ['/app/collections/orders', '/app/collections/users/create']) {
      await editor.goto(path)
      await expect(editor.getByText(/not allowed/i).first()).toBeVisible()
      await expect(editor.locator('body')).not.toContainText(/must be logged in/i)
    }
    await editor.context().close()
  })
})
