// Public pages served from cache: every template answers with a shared-cache Cache-Control and no cookie, the
// second request comes from Next's cache, a backoffice edit still shows at once in both languages, live stock
// shows a sold-out size within 5 s without a new page, and unknown /{type}/{colour} paths stay 404.
import { type APIRequestContext, expect, request as playwrightRequest, test } from './fixtures/test'
import { adminToken, getOnlineStock, setOnlineStock } from './catalogAdmin'

const TEMPLATES = [
  '/',
  '/fr',
  '/ankle-boots',
  '/fr/ankle-boots',
  '/ankle-boots/red',
  '/fr/ankle-boots/red',
  '/gloves',
  '/fr/gloves',
  '/magazine',
  '/fr/magazine',
  '/magazine/why-wear-heels',
  '/fr/magazine/why-wear-heels',
  '/brand',
  '/fr/legal',
  '/contact',
]
const SHARED = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/

// A first visit from an English browser, as a document request: next-intl would set the locale cookie on /fr.
const visitor = (baseURL: string) =>
  playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9', 'Sec-Fetch-Dest': 'document' },
  })

test('every public template: shared-cache headers, no Set-Cookie, the second request from the cache', async ({
  baseURL,
}) => {
  const api = await visitor(baseURL!)
  for (const path of TEMPLATES) {
    await api.get(path, { maxRedirects: 0 })
    const res = await api.get(path, { maxRedirects: 0 })
    expect(res.status(), path).toBe(200)
    expect(res.headers()['cache-control'], path).toMatch(SHARED)
    expect(res.headers()['set-cookie'], path).toBeUndefined()
    expect(res.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/)
    // No client hint is asked for: Critical-CH would make Chromium send a first visit's request twice.
    expect(res.headers()['critical-ch'], path).toBeUndefined()
    expect(res.headers()['accept-ch'], path).toBeUndefined()
  }
  // Nor does a client navigation's RSC answer vary on the colour scheme: a shared cache keeps one copy of it.
  // (Without its cache-busting query the request is sent to the URL with it: the 307 is an answer all the same.)
  const rsc = await api.get('/ankle-boots/red', { headers: { RSC: '1' }, maxRedirects: 0 })
  expect([200, 307]).toContain(rsc.status())
  expect(rsc.headers()['vary'] ?? '').not.toMatch(/sec-ch-prefers-color-scheme/i)
  await api.dispose()
})

test('per-visitor answers stay private: the checkout pages and the backoffice', async ({ baseURL }) => {
  const api = await visitor(baseURL!)
  for (const path of [
    '/checkout/success?session_id=none',
    '/fr/checkout/success?session_id=none',
    '/newsletter?status=confirmed',
    '/app/login',
  ]) {
    const res = await api.get(path, { maxRedirects: 0 })
    // Rendered for this visitor (a page that reads its query must not fail as a cached one would).
    expect(res.status(), path).toBe(200)
    expect(res.headers()['cache-control'] ?? '', path).not.toMatch(/public|s-maxage/)
  }
  // The backoffice keeps Payload's colour-scheme hint, which picks its light or dark theme.
  expect((await api.get('/app/login', { maxRedirects: 0 })).headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  await api.dispose()
})

test('unknown /{type}/{colour} paths stay 404, with the right page', async ({ page }) => {
  for (const [path, heading] of [
    ['/ankle-boots/purple', 'Product not found'],
    ['/fr/pumps/purple', 'Produit introuvable'],
    ['/no-such-type/red', 'Product not found'],
    ['/gloves/black', 'Product not found'],
    ['/no-such-page', 'Page Not Found'],
    ['/fr/bottes-x', 'Page introuvable'],
  ]) {
    const res = await page.goto(path!)
    expect(res?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading!)
  }
})

async function productId(api: APIRequestContext, handle: string, headers: Record<string, string>) {
  const found = await (
    await api.get(`/api/products?where[handle][equals]=${encodeURIComponent(handle)}&depth=0`, { headers })
  ).json()
  return found.docs[0].id as number
}

async function setDescriptionIn(
  api: APIRequestContext,
  id: number,
  locale: 'en' | 'fr',
  description: string,
  headers: Record<string, string>,
) {
  const before =
    (await (await api.get(`/api/products/${id}?locale=${locale}&depth=0`, { headers })).json()).description ?? ''
  const res = await api.patch(`/api/products/${id}?locale=${locale}`, { headers, data: { description } })
  if (!res.ok()) throw new Error(`product update failed: ${res.status()} ${await res.text()}`)
  return before as string
}

test('a backoffice edit of a product shows on its cached page at once, in both languages', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const id = await productId(request, 'boots/black', headers)
  const description = page.getByTestId('product-description')
  for (const [locale, path] of [
    ['en', '/boots/black'],
    ['fr', '/fr/boots/black'],
  ] as const) {
    // Twice: the page is in the cache before the edit (Next's, and the server's own copy of it).
    await page.goto(path)
    await page.goto(path)
    await request.get(path)
    await request.get(path)
    const marker = `${locale === 'fr' ? 'Édition' : 'Edit'} ${Date.now()}`
    const before = await setDescriptionIn(request, id, locale, marker, headers)
    try {
      // A plain request (a browser's reload may be conditional) and a reload in the browser.
      const html = await (await request.get(path)).text()
      expect(html.includes(marker), `${path} shows the edit on the next request`).toBe(true)
      await page.reload()
      await expect(description).toHaveText(marker)
    } finally {
      await setDescriptionIn(request, id, locale, before, headers)
    }
    await page.reload()
    await expect(description).toHaveText(
      before || (locale === 'fr' ? 'Description non disponible' : 'Description not available'),
    )
  }
})

test('a size sold online shows as such within 5 s on an open product page', async ({ page, request }) => {
  const sku = 'sneakers-white-39'
  const before = await getOnlineStock(request, sku)
  const target = before > 0 ? before : 3
  await setOnlineStock(request, sku, target)
  try {
    await page.goto('/sneakers/white')
    await expect(page.getByTestId('size-picker')).toHaveAttribute('data-ready', 'true')
    const option = page.locator('[data-testid="size-option"][data-size="39"]')
    await expect(option).toHaveAttribute('data-status', /in-stock|low/)
    await setOnlineStock(request, sku, 0)
    const soldAt = Date.now()
    await expect(option).toHaveAttribute('data-status', /boutique-only|out/, { timeout: 5000 })
    expect(Date.now() - soldAt).toBeLessThanOrEqual(5000)
    // The page itself was not fetched again: the island refreshed it.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
  } finally {
    await setOnlineStock(request, sku, before)
  }
})

test('the stock endpoint answers per SKU and store, cacheable for a second', async ({ request }) => {
  const res = await request.get('/api/stock?skus=sneakers-white-40,sneakers-white-39')
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1')
  const { rows } = await res.json()
  expect(rows.map((r: { sku: string }) => r.sku).sort()).toContain('sneakers-white-40')
  expect((await request.get('/api/stock?skus=<script>')).status()).toBe(422)
})
