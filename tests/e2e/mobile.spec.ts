// The mobile menu: the seed's four groups, scroll lock while open, keyboard use and Escape.
import { expect, test } from './fixtures/test'

test('mobile menu locks body scroll, shows the groups and closes on Escape', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await toggle.click()
  const menu = page.getByTestId('mobile-menu')
  await expect(menu).toBeVisible()
  for (const group of ['Heels', 'Accessories', 'The house']) {
    await expect(menu.getByRole('heading', { name: group })).toBeVisible()
  }
  await expect(menu.getByRole('link', { name: 'Instagram' })).toBeVisible()
  await expect(menu.getByTestId('language-switcher')).toHaveText('Français')
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
  await page.keyboard.press('Tab')
  await expect(menu.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  await expect(toggle).toBeFocused()
})

test('mobile menu links are localized in French', async ({ page }) => {
  await page.goto('/fr')
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  const menu = page.getByTestId('mobile-menu')
  await expect(menu.getByRole('link', { name: 'Escarpins' })).toHaveAttribute('href', '/fr/pumps')
  await expect(menu.getByRole('link', { name: 'Boutique' })).toHaveAttribute('href', '#store')
})
