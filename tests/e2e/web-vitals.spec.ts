// Real-user speed (issue 38), in Chromium against the production build: a shopper who accepted audience measurement
// sends their page view's Core Web Vitals and time to interactive as they leave the page (to the data layer and to
// /api/vitals); the admin reads the p75 per template on the dashboard. A shopper who refused sends nothing.
import { expect, test } from './fixtures/test'
import { adminToken } from './fixtures/admin'
import { login } from './fixtures/login'

const consent = (analytics: boolean) => [
  {
    name: 'maison_consent',
    value: encodeURIComponent(JSON.stringify({ analytics, ads: false })),
    domain: 'localhost',
    path: '/',
  },
]

test('with consent: the product page’s measures reach the data layer, /api/vitals and the admin dashboard', async ({
  page,
  context,
  request,
}) => {
  await context.clearCookies()
  await context.addCookies(consent(true))
  const token = await adminToken(request, '198.51.100.71')
  const headers = { authorization: `JWT ${token}`, 'x-forwarded-for': '198.51.100.71' }
  const since = new Date(Date.now() - 1000).toISOString()
  /** The product-page measures stored since the test began, by name. */
  const stored = async () => {
    const url = `/api/web-vitals?where[template][equals]=product&where[createdAt][greater_than]=${since}&limit=50&depth=0`
    const body = (await (await request.get(url, { headers })).json()) as { docs: { name: string }[] }
    return body.docs.map((d) => d.name).sort()
  }

  await page.goto('/pumps/red')
  await page.locator('[data-testid="size-option"][data-status="in-stock"]').first().click()
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.dataLayer ?? []).some(
          (e) => !Array.isArray(e) && e.event === 'web_vitals' && e.page_template === 'product',
        ),
      ),
    )
    .toBe(true)
  // Leaving the page hides it: the measures go with the beacon, and are stored.
  await page.goto('/contact')
  await expect.poll(stored).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB', 'TTI']))

  await context.clearCookies()
  await login(page)
  await page.goto('/app')
  const row = page.getByTestId('tile-speed').locator('tr[data-template="product"]')
  await expect(row).toContainText('Product')
  await expect(row.locator('td[data-vital="LCP"]')).toContainText(/\d\u00a0ms/)
})

test('without consent to audience measurement, a page view sends nothing', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/vitals')) calls.push(r.url())
  })
  await page.goto('/magazine')
  await page.goto('/contact')
  await page.goto('/')
  expect(calls).toEqual([])
  expect(
    await page.evaluate(() => (window.dataLayer ?? []).some((e) => !Array.isArray(e) && e.event === 'web_vitals')),
  ).toBe(false)
})
