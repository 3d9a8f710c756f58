// The store map by keyboard only (issue 42): its controls and the travel modes, the result said in its polite region,
// the focus kept on the pressed mode while the route is asked for; at 390 and 1280 px, in both languages, with axe on
// the map with its popup open and with a travel result. WebGL runs in software (SwiftShader), as in map.spec.ts.
import { type Page, expect, test } from './fixtures/test'
import { RUNS, axe, expectFocusOn, liveAround, tabTo } from './fixtures/keyboard'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const BASE_ARGS = ['--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking']
const WEBGL_ARGS = [
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
]
test.use({ launchOptions: { executablePath: CHROMIUM, args: [...BASE_ARGS, ...WEBGL_ARGS] } })

const ODEON = { latitude: 48.852, longitude: 2.3403 }
const section = (page: Page) => page.locator('#boutique')

/** The first key press loads the live map in place of the still sketch (repeated until the page is hydrated). */
async function liveMap(page: Page) {
  const preview = section(page).getByTestId('map-preview')
  await expect(async () => {
    await page.keyboard.press('Shift')
    await expect(preview).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(section(page).getByTestId('map-view')).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 })
}

for (const R of RUNS) {
  test(`${R.name}: the store map's controls and travel modes by keyboard`, async ({ page, context }) => {
    await page.setViewportSize(R.viewport)
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(ODEON)
    await page.goto(`${R.prefix}/store`)
    await liveMap(page)
    const s = section(page)
    // The marker opens its popup with Enter (the popup does not take the focus: the marker keeps it).
    const marker = s.getByTestId('boutique-marker')
    await tabTo(page, marker)
    if ((await s.getByTestId('boutique-popup').count()) === 0) await page.keyboard.press('Enter')
    await expect(s.getByTestId('boutique-popup')).toBeVisible()
    await expectFocusOn(page, marker)
    expect(await axe(page)).toEqual([])
    await tabTo(page, s.getByTestId('map-colours-mono'))
    await page.keyboard.press('Space')
    await expect(s.getByTestId('map-view')).toHaveAttribute('data-colours', 'mono')
    await expectFocusOn(page, s.getByTestId('map-colours-mono'))

    // A travel mode: the result is said politely; the pressed button keeps the focus throughout.
    const foot = s.getByTestId('travel-foot')
    await tabTo(page, foot)
    await page.keyboard.press('Enter')
    const result = s.getByTestId('travel-result')
    await expect(result).toContainText(R.lang === 'fr' ? /À pied\u00a0: \d+\u00a0min/ : /On foot: \d+ min/)
    expect(await liveAround(result)).toEqual(['div[aria-live=polite]'])
    await expect(foot).toHaveAttribute('aria-pressed', 'true')
    await expectFocusOn(page, foot)
    await tabTo(page, s.getByTestId('travel-bike'))
    await page.keyboard.press('Enter')
    await expect(result).toContainText(R.lang === 'fr' ? /À vélo/ : /By bike/)
    await expectFocusOn(page, s.getByTestId('travel-bike'))
    expect(await axe(page)).toEqual([])
  })
}
