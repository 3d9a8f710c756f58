// The boutique's map in Chromium with WebGL through SwiftShader: the marker renders; each failure (style missing,
// style 500, WebGL off, location denied, routing 500) shows its message in English and French while the address,
// the hours and the maps-app link stay usable; colour ⇄ black and white survives a reload; a travel mode shows a
// duration; the map works from the keyboard alone; axe finds nothing; the map's code is not in the home page's JS.
import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import { type Page, chromium, expect, test } from './fixtures/test'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const BASE_ARGS = ['--headless', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking']
// WebGL in headless Chromium without a GPU: ANGLE on SwiftShader (software), allowed explicitly.
const WEBGL_ARGS = [
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
]

const ODEON = { latitude: 48.852, longitude: 2.3403 }
const EN = {
  path: '/store',
  config: 'Map configuration error. Please contact support.',
  load: 'Unable to load map. Please try again later.',
  noWebgl: 'WebGL is not supported in this environment. Please try a different browser.',
  location: 'Unable to get your location. Please check your browser settings.',
  route: 'The route service is unavailable: the travel time shown is an estimate.',
  locate: 'Enable location',
  foot: 'On foot',
  mono: 'Black and white',
  colour: 'Colour',
}
const FR = {
  path: '/fr/store',
  config: 'Erreur de configuration de la carte. Veuillez contacter le service client.',
  load: 'Impossible de charger la carte. Veuillez réessayer plus tard.',
  noWebgl: 'WebGL n’est pas pris en charge dans cet environnement. Veuillez essayer un autre navigateur.',
  location: 'Impossible d’obtenir votre position. Veuillez vérifier les paramètres de votre navigateur.',
  route: 'Le service d’itinéraire est indisponible\u00a0: le temps de trajet affiché est une estimation.',
  locate: 'Activer la localisation',
  foot: 'À pied',
  mono: 'Noir et blanc',
  colour: 'Couleur',
}
const LANGS = [EN, FR]

const section = (page: Page) => page.locator('#boutique')

/** What must survive any map failure: the address, the week's hours and a working link to a maps service. */
async function essentialsUsable(page: Page) {
  const s = section(page)
  await expect(s.getByTestId('store-address')).toContainText('12 rue de Tournon')
  await expect(s.getByTestId('store-hours').locator('dt')).toHaveCount(7)
  await expect(s.getByTestId('store-open-status')).not.toBeEmpty()
  await expect(s.getByTestId('open-in-maps')).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//)
}

/**
 * Opens a page and makes the first gesture a shopper makes (a key press): until one, the box shows the still sketch
 * and the live map is not loaded. A gesture made before the page has hydrated goes unseen, so it is repeated until
 * the live map has taken the sketch's place.
 */
async function visit(page: Page, path: string) {
  await page.goto(path)
  await engage(page)
}

async function engage(page: Page) {
  const preview = section(page).getByTestId('map-preview')
  await expect(async () => {
    await page.keyboard.press('Shift')
    await expect(preview).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
}

async function mapDrawn(page: Page) {
  await expect(section(page).getByTestId('map-view')).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 })
}

// Launch options force a worker of their own, so they are set for the whole file (WebGL on); the no-WebGL cases
// launch their own browser below.
test.use({ launchOptions: { executablePath: CHROMIUM, args: [...BASE_ARGS, ...WEBGL_ARGS] } })

test.describe('with WebGL (SwiftShader)', () => {
  test('the map draws the boutique marker and its popup; address, hours and directions are shown', async ({ page }) => {
    const violations: string[] = []
    await page.exposeFunction('reportCsp', (v: string) => violations.push(v))
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportCsp: (v: string) => void }).reportCsp(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    )
    await visit(page, '/store')
    await mapDrawn(page)
    const s = section(page)
    await expect(s.getByTestId('boutique-marker')).toBeVisible()
    await expect(s.getByTestId('boutique-popup')).toContainText('12 rue de Tournon, 75006 Paris')
    // The canvas really holds a drawn frame (streets, water, gardens), not a blank one: a screenshot of it with the
    // markers and popup hidden shows several colours. (WebGL keeps no copy of its frame to read back from a script.)
    const overlays = await page.addStyleTag({ content: '.maplibregl-marker, .maplibregl-popup { visibility: hidden }' })
    const { data, info } = await sharp(await s.locator('canvas.maplibregl-canvas').screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true })
    await overlays.evaluate((el) => (el as Element).remove())
    const colours = new Set<number>()
    for (let i = 0; i < data.length; i += info.channels * 31)
      colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2])
    expect(colours.size).toBeGreaterThan(4)
    await essentialsUsable(page)
    await expect(s.getByRole('heading', { name: 'How to Get There' })).toBeVisible()
    await expect(s.getByTestId('store-directions')).toContainText('Metro Odéon')
    await expect(s.getByTestId('store-directions')).toContainText('Street parking is limited')
    // Today's row, in Paris time, is the one marked.
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'long' }).format(new Date())
    await expect(s.locator('[data-today="true"] dt')).toContainText(today)
    expect(violations).toEqual([])
  })

  for (const L of LANGS) {
    test(`${L.path}: a missing style says so; address and hours stay`, async ({ page }) => {
      await page.route('**/map/style.json', (r) => r.fulfill({ status: 404, body: 'not found' }))
      await visit(page, L.path)
      await expect(section(page).getByTestId('map-failure')).toHaveText(new RegExp(`^${escape(L.config)}`))
      await expect(section(page).getByRole('alert')).toContainText(L.config)
      await essentialsUsable(page)
    })

    test(`${L.path}: a style answering 500 says the map cannot load, and a retry recovers`, async ({ page }) => {
      let fail = true
      await page.route('**/map/style.json', (r) => (fail ? r.fulfill({ status: 500, body: 'down' }) : r.continue()))
      await visit(page, L.path)
      const failure = section(page).getByTestId('map-failure')
      await expect(failure).toContainText(L.load)
      await essentialsUsable(page)
      fail = false
      await failure.getByRole('button').click()
      await mapDrawn(page)
    })

    test(`${L.path}: denied location shows the location message; the map and the rest stay`, async ({ page }) => {
      await page.addInitScript(() => {
        navigator.geolocation.getCurrentPosition = (_ok, fail) =>
          fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1 } as GeolocationPositionError)
      })
      await visit(page, L.path)
      await mapDrawn(page)
      await section(page).getByRole('button', { name: L.locate }).click()
      await expect(section(page).getByTestId('location-error')).toHaveText(L.location)
      await expect(section(page).getByTestId('boutique-marker')).toBeVisible()
      await essentialsUsable(page)
    })

    test(`${L.path}: routing answering 500 shows the estimate, labelled, with the message`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['geolocation'])
      await context.setGeolocation(ODEON)
      await page.route('**/api/directions**', (r) => r.fulfill({ status: 500, body: '{}' }))
      await visit(page, L.path)
      await mapDrawn(page)
      await section(page).getByRole('button', { name: L.foot, exact: true }).click()
      const result = section(page).getByTestId('travel-result')
      await expect(result.getByTestId('route-error')).toHaveText(L.route)
      await expect(result).toContainText(/\d+\s?min/)
      await essentialsUsable(page)
    })
  }

  test('a travel mode shows the duration from the routing port (estimate without ROUTING_URL)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(ODEON)
    await visit(page, '/store')
    await mapDrawn(page)
    const s = section(page)
    const answer = page.waitForResponse((r) => r.url().includes('/api/directions'))
    await s.getByRole('button', { name: 'On foot', exact: true }).click()
    const body = (await (await answer).json()) as { duration: number; estimated: boolean }
    const minutes = Math.max(1, Math.round(body.duration / 60))
    await expect(s.getByTestId('travel-result')).toContainText(`On foot: ${minutes} min ·`)
    await expect(s.getByTestId('route-estimate')).toHaveText('Estimate from the distance, not a computed route.')
    await expect(s.getByTestId('user-marker')).toBeVisible()
    await expect(s.getByRole('button', { name: 'On foot', exact: true })).toHaveAttribute('aria-pressed', 'true')
    // French: a non-breaking space between number and unit.
    await visit(page, '/fr/store')
    await mapDrawn(page)
    await section(page).getByRole('button', { name: 'À vélo' }).click()
    await expect(section(page).getByTestId('travel-result')).toContainText(/À vélo\u00a0: \d+\u00a0min · \d+\u00a0m/)
  })

  test('colour ⇄ black and white is remembered over a reload', async ({ page }) => {
    await visit(page, '/store')
    await mapDrawn(page)
    const s = section(page)
    await s.getByRole('button', { name: EN.mono }).click()
    await expect(s.getByTestId('map-view')).toHaveAttribute('data-colours', 'mono')
    const filter = () => s.locator('canvas.maplibregl-canvas').evaluate((c) => getComputedStyle(c).filter)
    expect(await filter()).toContain('grayscale(1)')
    await page.reload()
    await engage(page)
    await mapDrawn(page)
    await expect(s.getByRole('button', { name: EN.mono })).toHaveAttribute('aria-pressed', 'true')
    expect(await filter()).toContain('grayscale(1)')
    await s.getByRole('button', { name: EN.colour, exact: true }).click()
    await page.reload()
    await engage(page)
    await mapDrawn(page)
    await expect(s.getByTestId('map-view')).toHaveAttribute('data-colours', 'colour')
    expect(await filter()).toBe('none')
  })

  // WCAG 2.5.8 Target size: maplibre draws its popup's close button 19×22 px; the shop's style makes it 24×24 at least.
  test("the popup's close button is at least 24×24 px and closes the popup", async ({ page }) => {
    await visit(page, '/store')
    await mapDrawn(page)
    const close = section(page).locator('.maplibregl-popup-close-button')
    await expect(close).toBeVisible()
    await expect(close).toHaveAccessibleName('Close')
    const box = (await close.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(24)
    expect(box.height).toBeGreaterThanOrEqual(24)
    await close.click()
    await expect(section(page).getByTestId('boutique-popup')).toHaveCount(0)
  })

  test('a map loading while the shopper types takes neither the focus nor the scroll (sign-in, the footer map)', async ({
    page,
  }) => {
    await page.goto('/account/sign-in')
    const email = page.locator('#account-email')
    await email.focus()
    // The first key press is the gesture that loads the footer's map; the rest is typed while it draws.
    const typed = 'claire.dubois@example.com'
    await email.pressSequentially(typed.slice(0, 4))
    const footerMap = page.locator('#store').getByTestId('map-view')
    await expect(footerMap).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 })
    await expect(page.locator('#store').getByTestId('boutique-popup')).toBeVisible()
    await email.pressSequentially(typed.slice(4))
    await expect(email).toBeFocused()
    await expect(email).toHaveValue(typed)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('keyboard only: reach the marker, the controls and a travel mode', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(ODEON)
    await visit(page, '/store')
    await mapDrawn(page)
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? '')
    const tabTo = async (testId: string, key = 'Tab') => {
      for (let i = 0; i < 120; i++) {
        if ((await focused()) === testId) return
        await page.keyboard.press(key)
      }
      throw new Error(`${testId} not reached by Tab`)
    }
    await tabTo('boutique-marker')
    await page.keyboard.press('Enter')
    await expect(section(page).getByTestId('boutique-popup')).toHaveCount(0)
    await page.keyboard.press('Enter')
    await expect(section(page).getByTestId('boutique-popup')).toBeVisible()
    await tabTo('map-colours-mono')
    await page.keyboard.press('Enter')
    await expect(section(page).getByTestId('map-view')).toHaveAttribute('data-colours', 'mono')
    await tabTo('travel-bike')
    await page.keyboard.press('Enter')
    await expect(section(page).getByTestId('travel-result')).toContainText(/By bike: \d+ min/)
    await tabTo('map-toggle', 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(section(page).getByTestId('map-view')).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(section(page).getByTestId('map-view')).toBeVisible()
  })

  for (const L of LANGS) {
    test(`${L.path}: WebGL only in software draws the map with the hardware-acceleration notice`, async ({ page }) => {
      // What a browser with its GPU blocked reports: a context only when a major performance caveat is accepted.
      await page.addInitScript(() => {
        const real = HTMLCanvasElement.prototype.getContext
        HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, attrs?: unknown) {
          if ((attrs as { failIfMajorPerformanceCaveat?: boolean } | undefined)?.failIfMajorPerformanceCaveat)
            return null
          return real.call(this, type as '2d', attrs as CanvasRenderingContext2DSettings)
        } as typeof real
      })
      await visit(page, L.path)
      await mapDrawn(page)
      const notice = section(page).getByTestId('map-failure')
      await expect(notice).toHaveAttribute('data-failure', 'limitedHardware')
      await expect(notice).toContainText(
        L === EN
          ? 'WebGL is not supported. Map functionality will be limited. Enable hardware acceleration'
          : 'WebGL n’est pas pris en charge. Les fonctionnalités de la carte seront limitées. Activez l’accélération matérielle',
      )
      await expect(section(page).getByTestId('boutique-marker')).toBeVisible()
      await essentialsUsable(page)
    })

    test(`${L.path}: a lost WebGL context freezes the map with the limited notice`, async ({ page }) => {
      await visit(page, L.path)
      await mapDrawn(page)
      await section(page)
        .locator('canvas.maplibregl-canvas')
        .evaluate((c: HTMLCanvasElement) => {
          const gl = (c.getContext('webgl2') ?? c.getContext('webgl')) as WebGLRenderingContext
          gl.getExtension('WEBGL_lose_context')!.loseContext()
        })
      await expect(section(page).getByTestId('map-failure')).toHaveText(
        L === EN
          ? 'WebGL is not supported. Map functionality will be limited.'
          : 'WebGL n’est pas pris en charge. Les fonctionnalités de la carte seront limitées.',
      )
      await essentialsUsable(page)
    })
  }

  test('filming locations: numbered markers, list and map linked both ways, by mouse and keyboard', async ({
    page,
  }) => {
    await page.goto('/magazine/emily-in-paris-filming-locations/places')
    const map = page.getByTestId('places-map')
    await expect(map).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 })
    const items = page.getByTestId('place-item')
    const markers = map.getByTestId('place-marker')
    const count = await items.count()
    expect(count).toBeGreaterThan(3)
    await expect(markers).toHaveCount(count)
    await expect(markers.nth(2)).toHaveText('3')
    // List → map.
    const third = items.nth(2)
    const thirdName = (await third.locator('h2').textContent())!.trim()
    await third.getByTestId('place-show').click()
    await expect(third).toHaveAttribute('aria-current', 'true')
    await expect(markers.nth(2)).toHaveAttribute('aria-pressed', 'true')
    await expect(map.getByTestId('place-popup')).toHaveText(thirdName)
    // Map → list, from the keyboard: Tab to marker 5, Enter.
    for (let i = 0; i < 150; i++) {
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
      if (label.startsWith('5. ')) break
      await page.keyboard.press('Tab')
    }
    await expect(markers.nth(4)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(items.nth(4)).toHaveAttribute('aria-current', 'true')
    await expect(third).not.toHaveAttribute('aria-current', 'true')
    await expect(items.nth(4).getByTestId('place-maps-link')).toHaveAttribute('href', /google\.com\/maps/)
  })

  for (const path of [
    '/magazine/emily-in-paris-filming-locations/places',
    '/fr/magazine/emily-in-paris-filming-locations/places',
  ]) {
    test(`axe: ${path} with the map drawn`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByTestId('places-map')).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 })
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      )
    })
  }

  for (const path of ['/store', '/fr/store']) {
    test(`axe: ${path} with the map drawn`, async ({ page }) => {
      await visit(page, path)
      await mapDrawn(page)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      )
    })
  }

  test("the map's code is fetched only when the store section nears the viewport, never with the home page", async ({
    page,
  }) => {
    const scripts: { url: string; body: string }[] = []
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), body: await r.text().catch(() => '') })
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const isMapCode = (b: string) => b.includes('maplibregl') || b.includes('maplibre-gl')
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((s) => isMapCode(s.body)).map((s) => s.url)).toEqual([])
    await page.locator('#store').scrollIntoViewIfNeeded()
    await expect(page.locator('#store').getByTestId('map-view')).toHaveAttribute('data-loaded', 'true', {
      timeout: 30_000,
    })
    expect(scripts.filter((s) => isMapCode(s.body)).length).toBeGreaterThan(0)
  })
})

test('/store before any gesture: the still sketch with the pin, no map code; the first key press loads the map', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text().catch(() => ''))
  })
  await page.goto('/store')
  await page.waitForLoadState('networkidle')
  const preview = section(page).getByTestId('map-preview')
  await expect(preview).toBeVisible()
  // The sketch is a real picture of the neighbourhood, loaded, and the pin sits inside the box.
  expect(await preview.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600)
  const box = (await preview.boundingBox())!
  const pin = (await preview.locator('svg').boundingBox())!
  expect(pin.x).toBeGreaterThan(box.x)
  expect(pin.x + pin.width).toBeLessThan(box.x + box.width)
  expect(pin.y).toBeGreaterThan(box.y)
  expect(pin.y + pin.height).toBeLessThan(box.y + box.height)
  const isMapCode = (b: string) => b.includes('maplibregl') || b.includes('maplibre-gl')
  expect(scripts.filter(isMapCode)).toEqual([])
  await essentialsUsable(page)
  // The still wears the look chosen earlier in this browser.
  expect(await preview.getAttribute('data-colours')).toBe('colour')
  await page.evaluate(() => localStorage.setItem('maison.mapColours', 'mono'))
  await page.goto('/store')
  await expect(preview).toHaveAttribute('data-colours', 'mono')
  expect(await preview.locator('img').evaluate((i) => getComputedStyle(i).filter)).toContain('grayscale(1)')
  await page.keyboard.press('Shift')
  await mapDrawn(page)
  await expect(preview).toHaveCount(0)
  await expect(section(page).getByTestId('map-view')).toHaveAttribute('data-colours', 'mono')
  expect(scripts.filter(isMapCode).length).toBeGreaterThan(0)
})

test('GET /api/directions: an estimate for a good query, 400 with the fields for a bad one', async ({ request }) => {
  const ok = await request.get('/api/directions?mode=bike&lat=48.852&lng=2.3403')
  expect(ok.status()).toBe(200)
  expect(ok.headers()['cache-control']).toBe('no-store')
  const r = (await ok.json()) as { mode: string; duration: number; distance: number; estimated: boolean }
  expect(r.mode).toBe('bike')
  expect(r.estimated).toBe(true)
  expect(r.distance).toBeGreaterThan(300)
  expect(r.distance).toBeLessThan(800)
  const bad = await request.get('/api/directions?mode=plane&lat=100&lng=x')
  expect(bad.status()).toBe(400)
  const { errors } = (await bad.json()) as { errors: { field: string }[] }
  expect(errors.map((e) => e.field).sort()).toEqual(['lat', 'lng', 'mode'])
  const far = await request.get('/api/directions?mode=car&lat=40.7128&lng=-74.006')
  expect(far.status()).toBe(422)
})

test.describe('without WebGL', () => {
  for (const L of LANGS) {
    test(`${L.path}: no map, the WebGL message, and the address, hours and maps link`, async ({ baseURL }) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [...BASE_ARGS, '--disable-gpu', '--disable-webgl'],
      })
      const page = await (await browser.newContext({ baseURL })).newPage()
      await visit(page, L.path)
      await expect(section(page).getByTestId('map-failure')).toContainText(L.noWebgl)
      await expect(section(page).getByTestId('map-failure')).toHaveAttribute('data-failure', 'noWebgl')
      await expect(section(page).locator('canvas')).toHaveCount(0)
      await essentialsUsable(page)
      await browser.close()
    })
  }
})

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
