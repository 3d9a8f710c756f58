// The morning dashboard as each role opens it (issue 37): the tiles their work needs and no other, in English and
// in French, with a screenshot of each attached to the report for the review the issue asks of a person.
import type { Page } from '@playwright/test'
import { staffAccount } from './fixtures/admin'
import { login } from './fixtures/login'
import { expect, test } from './fixtures/test'

/** What each role must find first thing, by tile (its test id) and its heading in both languages. */
const MORNING = {
  admin: [
    ['revenue', 'Revenue', 'Chiffre d’affaires'],
    ['newOrders', 'New orders since yesterday', 'Nouvelles commandes depuis hier'],
    ['speed', 'Speed as shoppers felt it', 'La vitesse ressentie par les clients'],
  ],
  service: [
    ['newReturns', 'New returns since yesterday', 'Nouveaux retours depuis hier'],
    ['returnsToProcess', 'Returns to process', 'Retours à traiter'],
    ['unansweredMessages', 'Unanswered messages', 'Messages sans réponse'],
  ],
  stock: [
    ['sizesAtZero', 'Sizes at zero online', 'Tailles en rupture en ligne'],
    ['supplierOrdersDue', 'Supplier orders due', 'Commandes fournisseurs attendues'],
    ['ordersToPrepare', 'Orders to prepare', 'Commandes à préparer'],
  ],
  editor: [['scheduledPublications', 'Scheduled publications', 'Publications programmées']],
} as const

/** Tiles that belong to one role's work only, never shown to the others (the house's figures, returns, stock). */
const NOT_FOR: Record<keyof typeof MORNING, readonly string[]> = {
  admin: [],
  service: ['revenue', 'speed', 'sizesAtZero', 'supplierOrdersDue', 'scheduledPublications'],
  stock: ['revenue', 'speed', 'newReturns', 'returnsToProcess', 'unansweredMessages', 'scheduledPublications'],
  editor: ['revenue', 'speed', 'newOrders', 'returnsToProcess', 'sizesAtZero', 'ordersToPrepare'],
}

async function look(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
}

for (const [role, tiles] of Object.entries(MORNING) as [
  keyof typeof MORNING,
  (typeof MORNING)[keyof typeof MORNING],
][]) {
  test(`the ${role}'s morning dashboard shows their own tiles, in English and in French`, async ({
    page,
    request,
    baseURL,
  }) => {
    const ip = `198.51.100.${150 + Object.keys(MORNING).indexOf(role)}`
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
    await login(page, role === 'admin' ? undefined : await staffAccount(request, role, ip))
    await page.goto('/app')
    const dashboard = page.getByTestId('dashboard')
    await expect(dashboard.getByRole('heading', { level: 1 })).toHaveText('Today')
    for (const [tile, english] of tiles) await expect(page.getByTestId(`tile-${tile}`)).toContainText(english)
    for (const tile of NOT_FOR[role]) await expect(page.getByTestId(`tile-${tile}`)).toHaveCount(0)
    if (role === 'admin') await expect(page.getByTestId('sales-chart')).toBeVisible()
    await look(page, `${role} dashboard, English`)

    await page.context().addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
    await page.reload()
    await expect(dashboard.getByRole('heading', { level: 1 })).toHaveText('Aujourd’hui')
    for (const [tile, , french] of tiles) await expect(page.getByTestId(`tile-${tile}`)).toContainText(french)
    await look(page, `${role} dashboard, French`)
  })
}
