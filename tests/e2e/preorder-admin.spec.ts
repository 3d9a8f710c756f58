// Preorder campaigns in the backoffice: type and colour come from the catalog (the colours follow the type), a
// campaign whose bar would link to a 404 is refused, and an empty French title is flagged.
import { expect, test } from './fixtures/test'
import { login } from './fixtures/login'

test('a campaign picks its type and colour from the catalog and warns while its French title is empty', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await login(page)
  await page.context().setExtraHTTPHeaders({ Origin: baseURL! })
  const end = new Date(Date.now() + 7 * 86_400_000).toISOString()
  const data = { title: 'E2E sandals', status: 'draft', end_date: end }

  // The campaign that once made the bar link to a 404 is refused, on the field that names the type.
  const refused = await page.request.post('/api/preorder-campaigns', {
    data: { ...data, product_type: 'sandal', color: 'Gold' },
  })
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toContain('invalid: Product type')

  const created = await page.request.post('/api/preorder-campaigns', {
    data: { ...data, product_type: 'sandals', color: 'gold' },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    await page.goto(`/app/collections/preorder-campaigns/${id}`)
    await expect(page.getByTestId('french-title-warning')).toBeVisible()
    await expect(page.locator('#field-product_type')).toContainText('(sandals)')
    await expect(page.locator('#field-color')).toContainText('(gold)')
    // Readable labels, not the field names.
    for (const label of ['End date', 'Product type', 'Colour'])
      await expect(page.getByText(label).first()).toBeVisible()
    await expect(page.getByText('End_date')).toHaveCount(0)

    // The colour select offers the colours of sandals in the catalog, and only those.
    await page.locator('#field-color .rs__control').click()
    const options = page.locator('.rs__option')
    await expect(options).toHaveText([/\(black\)/, /\(gold\)/, /\(ivory\)/])
    await page.keyboard.press('Escape')

    // A French title clears the warning.
    const fr = await page.request.patch(`/api/preorder-campaigns/${id}?locale=fr`, { data: { title: 'Sandales' } })
    expect(fr.ok()).toBe(true)
    await page.reload()
    await expect(page.locator('#field-product_type')).toContainText('(sandals)')
    await expect(page.getByTestId('french-title-warning')).toHaveCount(0)
  } finally {
    await page.request.delete(`/api/preorder-campaigns/${id}`)
  }
})
