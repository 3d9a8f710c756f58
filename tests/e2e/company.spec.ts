// The backoffice as an admin uses it for the house's paperwork: the seller's identity (Sales → Company) reads in
// French for a French admin, a change is saved, a wrong SIREN is refused in French; and the media library's search
// box finds an image by words of its alt text.
import { expect, test } from './fixtures/test'
import { login } from './fixtures/login'

test('a French admin edits the company identity printed on invoices; a wrong SIREN is refused in French', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
  await login(page)
  await page.goto('/app/globals/company')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Société')
  // Each field under its French label (required ones marked *), the legal form by its French name.
  for (const label of [
    'Raison sociale',
    'Capital social',
    'SIREN',
    'Greffe du RCS (ville)',
    'N° de TVA intracommunautaire',
  ])
    await expect(page.getByRole('textbox', { name: `${label} *`, exact: true })).toBeVisible()
  await expect(page.locator('#field-legalForm')).toContainText('Société par actions simplifiée (SAS)')
  await expect(page.locator('#field-siren')).toHaveValue('812 453 678')
  await expect(page.locator('#field-street')).toHaveValue('12 rue de Tournon')

  // A SIREN that fails its check digit is refused, in French, and nothing is saved.
  await page.locator('#field-siren').fill('812 453 679')
  await expect(page.locator('#action-save')).toBeEnabled()
  await page.locator('#action-save').click()
  // The save is refused (400), and the admin's toast names the fields in French.
  await expect(page.getByText(/Les champs suivants ne sont pas valides.*SIREN/).first()).toBeVisible()
  await page.reload()
  await expect(page.locator('#field-siren')).toHaveValue('812 453 678')

  // A move is saved (and then undone, for the invoices other tests read).
  for (const street of ['14 rue de Tournon', '12 rue de Tournon']) {
    await page.locator('#field-street').fill(street)
    await expect(page.locator('#action-save')).toBeEnabled()
    await page.locator('#action-save').click()
    await expect(page.getByText(/succès/i).first()).toBeVisible()
    await page.reload()
    await expect(page.locator('#field-street')).toHaveValue(street)
  }
})

test('the media library search finds an image by a word of its alt text that its file name does not hold', async ({
  page,
}) => {
  await login(page)
  const docs = (
    (await (await page.request.get('/api/media?limit=100&depth=0&locale=en')).json()) as {
      docs: { filename: string; alt: string }[]
    }
  ).docs
  // A word of some alt text that no file name contains.
  let word = ''
  for (const d of docs)
    for (const w of d.alt.toLowerCase().match(/[a-z]{5,}/g) ?? [])
      if (!word && !docs.some((o) => o.filename.toLowerCase().includes(w))) word = w
  expect(word).not.toBe('')
  const expected = docs.filter((d) => d.alt.toLowerCase().includes(word)).map((d) => d.filename)

  await page.goto(`/app/collections/media?search=${encodeURIComponent(word)}`)
  const rows = page.locator('.table tbody tr')
  await expect(rows.first()).toBeVisible()
  await expect(rows).toHaveCount(Math.min(expected.length, 10))
  await expect(rows.first()).toContainText(expected[0]!)
})
