// Store hours are edited as a week (issue 37): seven lines, Monday → Sunday, each named by its day in the admin's
// language, opening and closing side by side with a "closed" box — not a tall form of "Day 01 … 07" rows. What the
// staff save is the array the shop reads, a whole week in order.
import { adminToken } from './fixtures/admin'
import { login } from './fixtures/login'
import { expect, test } from './fixtures/test'

const ip = '198.51.100.171'

async function storeId(request: import('@playwright/test').APIRequestContext, type: 'online' | 'boutique') {
  const found = await request.get(`/api/stores?where[type][equals]=${type}&depth=0&limit=1`)
  return ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
})

test('the boutique hours read as a week, in English and in French', async ({ page, baseURL }) => {
  await login(page)
  const id = await storeId(page.request, 'boutique')
  await page.goto(`/app/collections/stores/${id}`)
  const week = page.getByTestId('store-week')
  const days = week.locator('tbody th[scope="row"]')
  await expect(days).toHaveText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
  await expect(week.getByLabel('Monday, opens')).toHaveValue('10:30')
  await expect(week.getByTestId('store-day-sunday').getByRole('checkbox', { name: 'Closed' })).toBeChecked()
  await expect(week).not.toContainText(/Day \d|Hour \d|Add /)
  // The whole week fits on a screen: the old array drew seven stacked forms.
  expect((await week.boundingBox())!.height).toBeLessThan(600)

  await page.context().addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
  await page.reload()
  await expect(days).toHaveText(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])
  await expect(week.getByTestId('store-day-sunday').getByRole('checkbox', { name: 'Fermé' })).toBeChecked()
  await expect(week).not.toContainText(/Jour \d|Ajouter/)
})

test('a store manager opens a day and the shop reads the week in order', async ({ page, request }) => {
  // The online store: its hours are shown nowhere in the shop, so changing them disturbs no other test.
  const token = await adminToken(request, ip)
  const auth = { authorization: `JWT ${token}`, 'x-forwarded-for': ip }
  const id = await storeId(request, 'online')
  await request.patch(`/api/stores/${id}`, { headers: auth, data: { hours: [] } })
  try {
    await login(page)
    await page.goto(`/app/collections/stores/${id}`)
    const week = page.getByTestId('store-week')
    // A store with no hours shows its week closed, as the shop reads it.
    await expect(week.getByRole('checkbox', { name: 'Closed' })).toHaveCount(7)
    const tuesday = week.getByTestId('store-day-tuesday')
    await tuesday.getByRole('checkbox', { name: 'Closed' }).uncheck()
    await tuesday.getByLabel('Tuesday, opens').fill('09:15')
    await tuesday.getByLabel('Tuesday, closes').fill('18:45')
    await page.locator('#action-save').click()
    await expect(page.getByText('Updated successfully', { exact: false }).first()).toBeVisible()

    const saved = (await (await request.get(`/api/stores/${id}?depth=0`, { headers: auth })).json()) as {
      hours: { day: string; open: string | null; close: string | null; closed: boolean | null }[]
    }
    expect(saved.hours.map((h) => h.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ])
    expect(saved.hours[1]).toMatchObject({ day: 'tuesday', open: '09:15', close: '18:45', closed: false })
    expect(saved.hours.filter((h) => h.closed)).toHaveLength(6)
  } finally {
    await request.patch(`/api/stores/${id}`, { headers: auth, data: { hours: [] } })
  }
})
