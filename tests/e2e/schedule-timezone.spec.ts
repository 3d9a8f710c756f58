// The schedule drawer reads Paris's clock whatever the browser's zone (issue 37): an editor in New York opens the
// drawer on Paris, types a Paris time, and the publication is scheduled for that Paris time — the drawer's list and
// the dashboard (drawn by the server on Paris time) say the same minute; a Paris time already past is not queued
// even though the browser's own clock lets the picker take it (before, the draft went live at once).
import { expect, test } from './fixtures/test'
import { login } from './fixtures/login'

test.use({ timezoneId: 'America/New_York', locale: 'en-US' })

const PARIS = 'Europe/Paris'

/** The drawer's date format (react-datepicker's "MMM d, yyy h:mm a"), on Paris's clock. */
function pickerText(at: Date) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: PARIS,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  )
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`
}

/** The dashboard tile's wording of an instant (en-GB, long date, short time, Paris). */
const tileText = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: PARIS }).format(at)

test.afterEach(async ({ page }) => {
  for (const a of test.info().annotations.filter((x) => x.type === 'article'))
    expect((await page.request.delete(`/api/articles/${a.description}`)).ok()).toBe(true)
})

test('an editor in New York schedules on Paris time', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  await login(page)
  await page.context().setExtraHTTPHeaders({ Origin: baseURL! })
  const created = await page.request.post('/api/articles?draft=true', {
    data: {
      title: `New York schedule ${Date.now()}`,
      excerpt: 'Scheduled from another time zone.',
      publishedAt: new Date().toISOString(),
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  test.info().annotations.push({ type: 'article', description: String(doc.id) })

  const openDrawer = async () => {
    await page.goto(`/app/collections/articles/${doc.id}`)
    await page.locator('#action-save-popup button, .form-submit .popup__trigger-wrap button').first().click()
    await page.locator('#schedule-publish').click()
    const drawer = page.locator('.schedule-publish')
    await expect(drawer.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(drawer.locator('.timezone-picker, #timezone-picker').first()).toContainText('Paris')
    return drawer
  }

  // Three hours from now on a whole minute: later today or tomorrow in Paris, whatever the hour in New York.
  const at = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 60_000) * 60_000)
  let drawer = await openDrawer()
  const input = drawer.locator('#time input')
  await input.fill(pickerText(at))
  await input.press('Enter')
  await expect(input).toHaveValue(pickerText(at))
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText(/scheduled successfully/i)).toBeVisible()
  // The drawer's list of what is coming shows the Paris time typed.
  const paris = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: PARIS }).format(at)
  await expect(drawer.locator('table')).toContainText(paris)

  // The dashboard, drawn by the server on Paris time, names the same minute.
  await page.goto('/app')
  await expect(page.getByTestId('tile-scheduledPublications')).toContainText(`Publishes · ${tileText(at)}`)

  // A Paris time two hours ago is still ahead on New York's clock, so the picker takes it: it is not queued, and the
  // draft is not published at once (the publishing job runs every 10 seconds).
  const past = new Date(Math.floor((Date.now() - 2 * 3_600_000) / 60_000) * 60_000)
  drawer = await openDrawer()
  await drawer.locator('#time input').fill(pickerText(past))
  await drawer.locator('#time input').press('Enter')
  await drawer.locator('#scheduled-publish-save').click()
  await page.waitForTimeout(25_000)
  const stored = await page.request.get(`/api/articles/${doc.id}?draft=true&depth=0`)
  expect(((await stored.json()) as { _status: string })._status).toBe('draft')
  await page.goto('/app')
  await expect(page.getByTestId('tile-scheduledPublications')).toContainText(`Publishes · ${tileText(at)}`)
})
