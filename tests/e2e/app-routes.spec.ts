// Every backoffice route the spec lists leads somewhere real for a signed-in admin: no 404, no "page does not
// exist" view, a heading of its own. The short names (/app/orders…) reach the screens behind them.
import { expect, test } from './fixtures/test'
import { APP_ROUTES as ROUTES } from './fixtures/appRoutes'
import { login } from './fixtures/login'

test('every /app route of the spec answers with a real screen for an admin', async ({ page }) => {
  test.setTimeout(240_000)
  await login(page)
  for (const route of ROUTES) {
    const res = await page.goto(route)
    expect(res?.status(), route).toBeLessThan(400)
    // Payload's not-found view answers 200 with this text: it must not be what the route shows.
    await expect(page.getByText(/does not exist|n’existe pas|Not Found/i), route).toHaveCount(0)
    const heading = page.locator('h1').first()
    await expect(heading, route).toBeVisible()
    expect((await heading.innerText()).trim().length, route).toBeGreaterThan(1)
  }
})
