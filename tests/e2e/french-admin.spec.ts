// A French admin reads French all through the backoffice (issue 37): our own screens name their browser tab in
// French, the stock cells' history links, the store hours' days, the content language's name and
// Payload's "create" button — none of the English or hedged French that was reported.
import { expect, test } from './fixtures/test'
import { APP_ROUTES } from './fixtures/appRoutes'
import { englishPhrases } from './fixtures/englishCatalogue'
import { login } from './fixtures/login'
import { cancelSessions, checkoutSeededPair } from './fixtures/shop'

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
  await login(page)
})

test('our own screens name their tab in French', async ({ page }) => {
  for (const [path, title] of [
    ['/app/supply', 'Approvisionnement'],
    ['/app/pipeline', 'Pipeline'],
    ['/app/carts', 'Paniers'],
    ['/app/session-test', 'Test de session'],
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} — Maison Sabine`)
  }
})

test('the stock cells read « Historique »', async ({ page }) => {
  await page.goto('/app/stock')
  await expect(page.getByRole('link', { name: /^Historique de / }).first()).toHaveText('Historique')
  await expect(page.locator('main, .template-default').first()).not.toContainText('History')
})

test('the store hours, the content language and the create button are French', async ({ page }) => {
  await page.goto('/app/collections/stores')
  await expect(page.getByText('nouveau ou nouvelle')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Créer\u00a0: Boutique' }).first()).toBeVisible()
  const found = await page.request.get('/api/stores?where[type][equals]=boutique&depth=0&limit=1')
  const boutique = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  await page.goto(`/app/collections/stores/${boutique.id}`)
  await expect(page.getByRole('button', { name: 'Paramètres régionaux' })).toContainText('Anglais')
  // The hours are a week named in French (tests/e2e/store-week.spec.ts), with no English row label.
  const hours = page.getByTestId('store-week')
  await expect(hours.getByRole('rowheader', { name: 'lundi' })).toBeVisible()
  await expect(hours).not.toContainText(/Hour|Line/)
})

// Every screen of the backoffice a French admin opens in a day: the spec's /app routes, an order, a store, the stock
// and supply views, the shipping rates. None may show a phrase of our English catalogues or of Payload's English.
const SCREENS = [
  ...APP_ROUTES.filter((route) => !['/app/login', '/app/admin', '/app/backoffice', '/app/email-test'].includes(route)),
  '/app/supply',
  '/app/collections/articles',
  '/app/collections/refunds',
  '/app/collections/returns',
  '/app/globals/shipping',
]

const sessions = new Set<string>()
test.afterEach(async ({ request }) => cancelSessions(request, sessions))

test('a walk through every backoffice screen in French meets none of the English catalogue', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000)
  // The admin's cookie counts for REST only from the shop's own origin (Payload's csrf list).
  await page.context().setExtraHTTPHeaders({ Origin: baseURL! })
  const english = englishPhrases()
  expect(english.length).toBeGreaterThan(200)
  const first = async (collection: string) => {
    const res = await page.request.get(`/api/${collection}?limit=1&depth=0&sort=-createdAt`)
    expect(res.status(), await res.text()).toBe(200)
    return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id
  }
  // An order of its own (an API checkout, cancelled after the test), so the order screen is walked on any database.
  await checkoutSeededPair(page.request, sessions, `marche.${Date.now()}@example.com`)
  const screens = [
    ...SCREENS,
    `/app/collections/orders/${await first('orders')}`,
    `/app/collections/products/${await first('products')}`,
    `/app/collections/stores/${await first('stores')}`,
  ]
  const leaks: string[] = []
  for (const screen of screens) {
    await page.goto(screen)
    await expect(page.locator('h1').first(), screen).toBeVisible()
    const text = await page.locator('body').innerText()
    for (const phrase of english) if (text.includes(phrase)) leaks.push(`${screen}: ${phrase}`)
  }
  expect(leaks).toEqual([])
})
