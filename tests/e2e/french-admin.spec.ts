// A French admin reads French all through the backoffice (issue 37): our own screens name their browser tab in
// French, the stock cells' history links, the store hours' days, the content language's name and
// Payload's "create" button — none of the English or hedged French that was reported.
import { expect, test } from './fixtures/test'
import { login } from './fixtures/login'

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
