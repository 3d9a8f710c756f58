// The cookie banner: shown on a first visit, learn more / customize / accept, choice kept, reopened from the footer.
import { expect, test } from '@playwright/test'

test.use({ storageState: { cookies: [], origins: [] } })

test('first visit shows the banner; a customized choice is stored, pushed to dataLayer and can be changed', async ({ page, context }) => {
  await page.goto('/')
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/privacy')
  await banner.getByRole('button', { name: 'Customize' }).click()
  await banner.getByLabel('Audience measurement').check()
  await banner.getByRole('button', { name: 'Save my choices' }).click()
  await expect(banner).toHaveCount(0)
  const cookie = (await context.cookies()).find((c) => c.name === 'maison_consent')
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ analytics: true, ads: false })
  const consentUpdate = await page.evaluate(() =>
    (window.dataLayer ?? []).find((e) => Array.isArray(e) && e[0] === 'consent' && e[1] === 'update'),
  )
  expect(consentUpdate).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })])
  await page.reload()
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  await expect(page.getByTestId('consent-banner')).toBeVisible()
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept', exact: true }).click()
  const after = (await context.cookies()).find((c) => c.name === 'maison_consent')
  expect(JSON.parse(decodeURIComponent(after!.value))).toMatchObject({ analytics: true, ads: true })
})

test('the banner speaks French on French pages', async ({ page }) => {
  await page.goto('/fr')
  const banner = page.getByTestId('consent-banner')
  await expect(banner.getByRole('button', { name: 'Accepter', exact: true })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/fr/privacy')
})
