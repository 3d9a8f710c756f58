// Scheduled publishing as an editor does it: the schedule drawer opens on "Publish" and Paris time, and an article
// scheduled for the next minute is live on its public page within a minute of its time (the job publishes it and
// the public pages are revalidated at once; before, the article answered 404 for minutes).
import { expect, test } from './fixtures/test'
import { login } from './fixtures/login'

// The browser on Paris time, like the house: the drawer's picker and its time zone then read the same clock.
test.use({ timezoneId: 'Europe/Paris', locale: 'en-GB' })

/** The drawer's date format (react-datepicker's "MMM d, yyy h:mm a"), in the browser's (Paris) time. */
function pickerText(at: Date) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Paris',
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

test.afterEach(async ({ page }) => {
  for (const a of test.info().annotations.filter((x) => x.type === 'article'))
    expect((await page.request.delete(`/api/articles/${a.description}`)).ok()).toBe(true)
})

test('an article scheduled through the drawer is live within a minute of its time', async ({ page, baseURL }) => {
  test.setTimeout(240_000)
  await login(page)
  await page.context().setExtraHTTPHeaders({ Origin: baseURL! })
  const title = `Scheduled story ${Date.now()}`
  const created = await page.request.post('/api/articles?draft=true', {
    data: {
      title,
      excerpt: 'A story that waits for its minute.',
      publishedAt: new Date().toISOString(),
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  // The magazine's list and counts in other specs stay as seeded.
  test.info().annotations.push({ type: 'article', description: String(doc.id) })
  expect(doc.slug).toBeTruthy()
  expect((await page.request.get(`/magazine/${doc.slug}`)).status()).toBe(404)

  await page.goto(`/app/collections/articles/${doc.id}`)
  await page.locator('#action-save-popup button, .form-submit .popup__trigger-wrap button').first().click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByRole('heading', { level: 2 })).toBeVisible()
  // The drawer's defaults: Publish, on Paris time.
  await expect(drawer.locator('input[type="radio"][id$="-type-publish"]')).toBeChecked()
  await expect(drawer.locator('input[type="radio"][id$="-type-unpublish"]')).not.toBeChecked()
  await expect(drawer.locator('.timezone-picker, #timezone-picker').first()).toContainText('Paris')

  // The first whole minute at least 20 seconds ahead (the picker takes minutes).
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  const input = drawer.locator('#time input')
  await input.fill(pickerText(at))
  await input.press('Enter')
  await expect(input).toHaveValue(pickerText(at))
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText(/scheduled successfully/i)).toBeVisible()

  // Live within a minute of its time…
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/magazine/${doc.slug}`)
        return res.status() === 200 && (await res.text()).includes(title)
      },
      { timeout: Math.max(5_000, at.getTime() + 60_000 - Date.now()), intervals: [2_000] },
    )
    .toBe(true)
  const live = Date.now()
  expect(live - at.getTime()).toBeLessThan(60_000)
  // …and not before it: the version that made it public was written at or after the chosen minute.
  const published = await page.request.get(
    `/api/articles/versions?where[parent][equals]=${doc.id}&where[version._status][equals]=published&sort=updatedAt&limit=1&depth=0`,
  )
  expect(published.status()).toBe(200)
  const first = ((await published.json()) as { docs: { updatedAt: string }[] }).docs
  expect(first).toHaveLength(1)
  expect(new Date(first[0]!.updatedAt).getTime()).toBeGreaterThanOrEqual(at.getTime())
  // Seen as a visitor sees it: the public page and the magazine list.
  await page.goto(`/magazine/${doc.slug}`)
  await expect(page.locator('h1')).toHaveText(title)
})
