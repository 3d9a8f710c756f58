// "Find your pair" in Chromium: the shopper's words (English) or the chips (French, keyboard only) give real pairs
// in stock in the size, each saying where it can be had, and a way to refine; the picks lead to their product
// pages; on a product page the assistant opens in a dialog; axe finds nothing on the page with its answer.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures/test'

// Each test asks from its own address: the assistant shares the forms' rate-limit budget.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Date.now() % 250}` } })

test('English, in her own words: red pumps for a wedding in size 38 → red pumps in stock in 38, then a refine', async ({
  page,
}) => {
  await page.goto('/style-assistant')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your pair')
  await page.locator('[data-testid="assistant"][data-ready="true"]').waitFor()
  await page.getByLabel('What are you looking for?').fill('Red pumps for a wedding, size 38')
  await page.getByTestId('assistant-submit').focus()
  await page.keyboard.press('Enter')
  const picks = page.getByTestId('assistant-pick')
  await expect(picks.first()).toBeVisible()
  const count = await picks.count()
  expect(count).toBeGreaterThanOrEqual(1)
  expect(count).toBeLessThanOrEqual(6)
  for (const pick of await picks.all()) {
    await expect(pick.getByRole('link')).toHaveAttribute('href', /^\/pumps\/red$/)
    await expect(pick).toContainText(/Available in size 38 (online|in the boutique|online and in the boutique)\./)
    expect(['online', 'boutique', 'both']).toContain(await pick.getAttribute('data-where'))
  }
  // The answer can be refined: the button says so and a new question replaces the picks.
  await expect(page.getByTestId('assistant-submit')).toHaveText('Refine my search')
  expect(
    (
      await new AxeBuilder({ page })
        .include('[data-testid="assistant"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
    ).violations.map((v) => v.id),
  ).toEqual([])
  // The pick is a real product, shown on its page.
  const title = (await picks.first().getByRole('link').textContent())!.trim()
  await picks.first().getByRole('link').click()
  await page.waitForURL('**/pumps/red')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(',')[0])
})

test('French, by the chips with the keyboard: colour Rouge, size 38 → red pairs, the answer in French', async ({
  page,
}) => {
  await page.goto('/fr/style-assistant')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver ma paire')
  await page.locator('[data-testid="assistant"][data-ready="true"]').waitFor()
  // Radios and selects by keyboard: focus the colour group's "Rouge", check it with Space; the size by its label.
  const red = page.getByRole('radio', { name: 'Rouge' })
  await red.focus()
  await page.keyboard.press('Space')
  await expect(red).toBeChecked()
  await page.getByLabel('Votre pointure').selectOption('38')
  await page.getByTestId('assistant-submit').focus()
  await page.keyboard.press('Enter')
  const picks = page.getByTestId('assistant-pick')
  await expect(picks.first()).toBeVisible()
  expect(await picks.count()).toBeLessThanOrEqual(6)
  for (const pick of await picks.all()) {
    await expect(pick.getByRole('link')).toHaveAttribute('href', /^\/fr\/[a-z-]+\/red$/)
    await expect(pick).toContainText('Rouge')
    // The reason's colour agrees with the noun: « Escarpins rouges », « Bottines rouges ».
    await expect(pick.locator('p').nth(1)).toHaveText(/^(Escarpins|Bottines|Bottes|Sandales|Baskets|Gants) rouges[,.]/)
    await expect(pick).toContainText(/Disponible en 38 (en ligne|à la boutique|en ligne et à la boutique)\./)
  }
})

test('on a product page the assistant opens in a dialog, loaded on demand, and closes with Escape', async ({
  page,
}) => {
  await page.goto('/ankle-boots/black')
  await expect(page.getByTestId('assistant')).toHaveCount(0)
  await page.getByTestId('find-your-pair').click()
  const dialog = page.getByRole('dialog', { name: 'Find your pair' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('assistant')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('find-your-pair')).toBeFocused()
})
