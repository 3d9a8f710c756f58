// Analytics in Chromium against the production build: nothing reaches dataLayer — and the browser asks
// nothing of the tag manager — before the shopper accepts; after accepting, a browse → size → add → checkout → pay
// walk leaves exactly the expected GA4 events in order with their parameters, and each of the spec's own events
// is sent once by its gesture (the map's on /store, drawn with WebGL through SwiftShader). Every dataLayer push of every page is recorded as it happens (a full page load
// starts a new dataLayer; the recorder keeps them all, in order).
import { type APIRequestContext, type Page, expect, test } from './fixtures/test'
import { isGtmId } from '../../src/domain/tagManagerScripts'
import { setOnlineStock } from './catalogAdmin'
import { holdsOf, pickSize, sizePickerReady } from './fixtures/shop'

test.use({ storageState: { cookies: [], origins: [] } })
// WebGL in headless Chromium without a GPU (ANGLE on SwiftShader), as tests/e2e/map.spec.ts: the map's gestures need
// a drawn map. Launch options are per worker, so they hold for the whole file.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
    ],
  },
})

type Entry = Record<string, unknown> & { event?: string }
const GTM = /googletagmanager\.com/

async function record(page: Page) {
  const pushes: unknown[] = []
  const gtmRequests: string[] = []
  await page.exposeBinding('__recordPush', (_src, entry: unknown) => void pushes.push(entry))
  await page.addInitScript(() => {
    const w = window as unknown as { dataLayer?: unknown[]; __recordPush: (e: unknown) => void }
    const wrap = (arr: unknown[]) => {
      const push = arr.push.bind(arr)
      arr.push = (...items: unknown[]) => {
        for (const i of items) w.__recordPush(JSON.parse(JSON.stringify(i)))
        return push(...items)
      }
      return arr
    }
    let dl = wrap([])
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => dl,
      set: (v: unknown[]) => {
        dl = v === dl ? dl : wrap(v)
      },
    })
  })
  // The container (when the build has an id) answers with an empty script: the test watches the request only.
  await page.route(GTM, (route) => {
    gtmRequests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  /** The events pushed so far (not consent-mode arrays, not GTM's own). */
  const events = () =>
    pushes.filter(
      (p): p is Entry =>
        !Array.isArray(p) && typeof (p as Entry).event === 'string' && !String((p as Entry).event).startsWith('gtm.'),
    )
  return { pushes, gtmRequests, events }
}

async function accept(page: Page) {
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept', exact: true }).click()
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
}

let releaseHolds: ((request: APIRequestContext) => Promise<void>) | undefined
test.afterEach(async ({ request }) => releaseHolds?.(request))

test('before consent: no event and no tag-manager request, whatever the shopper does', async ({ page }) => {
  const rec = await record(page)
  await page.goto('/ankle-boots')
  await page.goto('/ankle-boots/black')
  await pickSize(page, '37.5')
  await page.getByTestId('add-to-cart').click()
  await page.getByRole('button', { name: 'Size guide' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('consent-banner')).toBeVisible()
  expect(rec.events()).toEqual([])
  expect(rec.pushes.filter((p) => !Array.isArray(p))).toEqual([])
  expect(rec.gtmRequests).toEqual([])
  // Refusing keeps it that way: the choice is recorded, nothing else, and the container is still not fetched.
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Continue without accepting' }).click()
  await pickSize(page, '38')
  expect(rec.events().map((e) => e.event)).toEqual(['consent_update'])
  expect(rec.gtmRequests).toEqual([])
})

test('after accepting: browse → size → add → checkout → pay leaves exactly the GA4 events, in order', async ({
  page,
}) => {
  releaseHolds = holdsOf(page)
  const rec = await record(page)
  await page.goto('/ankle-boots')
  await accept(page)
  // The e2e server is built and run with this environment. With a container id, accepting fetches that container
  // once; without one (CI), nothing ever asks the tag manager — checked again after the whole walk below, once every
  // event has been pushed. tests/unit/analytics.tagManager.test.ts loads a container id in both cases.
  const id = process.env.NEXT_PUBLIC_GTM_ID
  const container = isGtmId(id) ? [`https://www.googletagmanager.com/gtm.js?id=${id}`] : []
  await expect.poll(() => rec.gtmRequests).toEqual(container)
  await page.reload()
  const cards = page.locator('ul[aria-label] > li')
  const cardCount = await cards.count()
  const listName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await page.locator('a[href="/ankle-boots/black"]').first().click()
  await page.waitForURL('**/ankle-boots/black')
  await sizePickerReady(page)
  const price = Number(
    (await page.getByTestId('product-price').textContent())!.replace(/[^\d,]/g, '').replace(',', '.'),
  )
  await pickSize(page, '37.5')
  // What the page says of size 37.5 decides the stock events (sold out online; held in the boutique).
  const row = page.getByTestId('store-availability').locator('tr[data-size="37.5"] td')
  const inBoutique = (await row.nth(1).getAttribute('data-zero')) === 'false'
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('view-cart').click()
  await expect(page.getByTestId('cart-drawer')).toBeVisible()
  await page.getByTestId('cart-checkout').click()
  await page.locator('#checkout-email').fill('claire.dubois@example.com')
  await page.locator('#checkout-fullName').fill('Claire Dubois')
  await page.locator('#checkout-addressLine1').fill('3 rue Bonaparte')
  await page.locator('#checkout-postalCode').fill('75006')
  await page.locator('#checkout-city').fill('Paris')
  await page.locator('#checkout-country').selectOption('FR')
  await page.getByTestId('checkout-submit').click()
  await page.waitForURL(/\/checkout\/test\/test_cs_/)
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  await page.waitForURL(/\/checkout\/success\?session_id=/)
  const number = (await page.getByTestId('order-number').textContent())!
  await expect.poll(() => rec.events().some((e) => e.event === 'purchase')).toBe(true)

  // Sight events (a section scrolled into view) depend on the window's height: they have their own test below. The
  // real-user speed measures (web_vitals) come when the browser has them, not from a gesture: tests/e2e/web-vitals.spec.ts.
  const SIGHT = ['product_detail_section', 'lookbook_viewed', 'consent_update', 'web_vitals']
  const walk = rec.events().filter((e) => !SIGHT.includes(e.event!))
  expect(walk.map((e) => e.event)).toEqual([
    'view_item_list',
    'view_item',
    'size_selected',
    ...(inBoutique ? ['available_in_store'] : []),
    'add_to_cart',
    'view_cart',
    'begin_checkout',
    'purchase',
  ])
  const sku = 'ankle-boots-black-37.5'
  const [list, view, size] = walk
  expect((list.ecommerce as { items: unknown[] }).items).toHaveLength(cardCount)
  expect(list.ecommerce).toMatchObject({ item_list_id: 'ankle-boots', item_list_name: listName })
  expect(view.ecommerce).toEqual({
    currency: 'EUR',
    value: price,
    items: [
      expect.objectContaining({ item_id: 'ankle-boots/black', price, quantity: 1, item_category: 'ankle-boots' }),
    ],
  })
  expect(size).toMatchObject({ item_id: 'ankle-boots/black', size: '37.5', sku })
  const line = expect.objectContaining({ item_id: sku, price, quantity: 1 })
  const byName = (n: string) => walk.find((e) => e.event === n)!
  expect(byName('add_to_cart').ecommerce).toEqual({ currency: 'EUR', value: price, items: [line] })
  expect(byName('view_cart').ecommerce).toEqual({ currency: 'EUR', value: price, items: [line] })
  expect(byName('begin_checkout').ecommerce).toEqual({ currency: 'EUR', value: price, items: [line] })
  expect(byName('purchase').ecommerce).toEqual({
    transaction_id: number,
    value: expect.any(Number),
    currency: 'EUR',
    items: [expect.objectContaining({ item_id: sku, price, quantity: 1 })],
  })
  expect((byName('purchase').ecommerce as { value: number }).value).toBeGreaterThanOrEqual(price)
  // GA4: every e-commerce event is preceded by the clearing of the previous ecommerce object.
  for (const e of walk.filter((x) => x.ecommerce)) {
    const i = rec.pushes.indexOf(e)
    expect(rec.pushes[i - 1]).toEqual({ ecommerce: null })
  }
  // Every page of the walk asked for the configured container and nothing else — or for nothing at all.
  expect([...new Set(rec.gtmRequests)]).toEqual(container)
})

// Stock a test changed, put back whether it passed or not.
let restoreStock: (() => Promise<unknown>) | null = null
test.afterEach(async () => {
  await restoreStock?.()
  restoreStock = null
})

test('each spec event is sent once by its own gesture', async ({ page, context, request }) => {
  // One size sold out online, whatever the seed or earlier tests left, so the out_of_stock gesture always runs.
  const soldOutSku = 'ankle-boots-black-42'
  const stockBefore = await setOnlineStock(request, soldOutSku, 0)
  restoreStock = () => setOnlineStock(request, soldOutSku, stockBefore)
  const rec = await record(page)
  await context.route(/instagram\.com/, (route) => route.fulfill({ body: 'ok' }))
  const count = (name: string) => rec.events().filter((e) => e.event === name).length
  const last = (name: string) => rec.events().findLast((e) => e.event === name)
  await page.goto('/ankle-boots/black')
  await accept(page)
  await sizePickerReady(page)

  await page.getByRole('button', { name: 'Size guide' }).click()
  await expect.poll(() => count('size_guide_opened')).toBe(1)
  expect(last('size_guide_opened')).toMatchObject({ item_id: 'ankle-boots/black' })
  await page.keyboard.press('Escape')

  // Out of stock online and held in the boutique: the size table says which size is which.
  const rows = page.getByTestId('store-availability').locator('tbody tr')
  const sizes = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      size: tr.getAttribute('data-size')!,
      online: tr.querySelectorAll('td')[0].getAttribute('data-zero') === 'false',
      boutique: tr.querySelectorAll('td')[1].getAttribute('data-zero') === 'false',
    })),
  )
  const inStore = sizes.find((s) => s.boutique)!
  await pickSize(page, inStore.size)
  await expect.poll(() => count('available_in_store')).toBe(1)
  expect(last('available_in_store')).toMatchObject({ size: inStore.size, item_id: 'ankle-boots/black' })
  expect(count('size_selected')).toBe(1)
  expect(sizes.find((s) => s.size === '42')?.online).toBe(false)
  await pickSize(page, '42')
  await expect.poll(() => count('out_of_stock')).toBe(1)
  expect(last('out_of_stock')).toMatchObject({ size: '42', sku: soldOutSku })

  await page.getByRole('link', { name: 'View the boutique on the map' }).click()
  await expect.poll(() => count('store_interaction')).toBe(1)
  expect(last('store_interaction')).toMatchObject({ action: 'view_on_map' })

  // Sections and the lookbook count when they come into view, once however often the shopper scrolls back.
  await page.getByTestId('section-details').scrollIntoViewIfNeeded()
  await expect.poll(() => rec.events().filter((e) => e.section === 'details').length).toBe(1)
  await page.getByTestId('lookbook').scrollIntoViewIfNeeded()
  await expect.poll(() => count('lookbook_viewed')).toBe(1)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByTestId('lookbook').scrollIntoViewIfNeeded()
  await page.getByTestId('section-details').scrollIntoViewIfNeeded()
  expect(count('lookbook_viewed')).toBe(1)
  expect(rec.events().filter((e) => e.section === 'details').length).toBe(1)

  // Booking: an incomplete form is an error of type validation.
  await page.getByTestId('try-on-question').getByRole('button', { name: 'Yes' }).click()
  const dialog = page.getByTestId('booking-dialog')
  await dialog.getByRole('button', { name: 'Book' }).click()
  await expect.poll(() => count('booking_error')).toBe(1)
  expect(last('booking_error')).toMatchObject({ error_type: 'validation' })
  expect(count('booking_success')).toBe(0)
  await page.keyboard.press('Escape')

  // Social: the footer's Instagram link.
  const popup = page.waitForEvent('popup')
  await page.locator('footer a[data-network="instagram"]').click()
  await (await popup).close()
  await expect.poll(() => count('social_click')).toBe(1)
  expect(last('social_click')).toMatchObject({ network: 'instagram', location: 'footer' })

  // Colour: another colourway's swatch, reached with the keyboard, opens its page.
  const switcher = page.getByTestId('colour-switcher')
  await expect(switcher.locator('a[aria-current="page"]')).toHaveAttribute('href', '/ankle-boots/black')
  const other = switcher.locator('a:not([aria-current])').first()
  const href = (await other.getAttribute('href'))!
  await other.focus()
  await page.keyboard.press('Enter')
  await page.waitForURL(`**${href}`)
  await expect.poll(() => count('colour_selected')).toBe(1)
  expect(last('colour_selected')).toMatchObject({ item_id: 'ankle-boots/black', from: 'black', to: href.split('/')[2] })

  // Remove from the cart: the line's own button.
  await sizePickerReady(page)
  await page.locator('[data-testid="size-option"][data-status="in-stock"]').first().click()
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('view-cart').click()
  await page
    .getByTestId('cart-drawer')
    .getByRole('button', { name: /^Remove/ })
    .click()
  await expect(page.getByTestId('cart-empty')).toBeVisible()
  await expect.poll(() => count('remove_from_cart')).toBe(1)
  expect(last('remove_from_cart')).toMatchObject({
    ecommerce: { currency: 'EUR', items: [expect.objectContaining({ quantity: 1 })] },
  })
  await page.keyboard.press('Escape')

  // Newsletter: the footer form of any page but the home.
  await page.goto('/magazine')
  const form = page.getByTestId('newsletter-footer')
  await form.getByPlaceholder('Your email address *').fill(`analytics-${Date.now()}@example.com`)
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Join' }).click()
  await expect(page.getByTestId('newsletter-footer-done')).toBeVisible()
  await expect.poll(() => count('newsletter_subscribe')).toBe(1)
  expect(last('newsletter_subscribe')).toMatchObject({ source: 'footer' })
})

test('a booking sent is booking_success, once', async ({ page }) => {
  const rec = await record(page)
  await page.goto('/sneakers/black')
  await accept(page)
  const option = page
    .getByTestId('size-option')
    .filter({ has: page.locator('input:not([disabled])') })
    .first()
  await sizePickerReady(page)
  await option.click()
  await page.getByTestId('try-on-question').getByRole('button', { name: 'Yes' }).click()
  const dialog = page.getByTestId('booking-dialog')
  await dialog.locator('#firstName').fill('Inès')
  await dialog.locator('#lastName').fill('Martin')
  await dialog.locator('#email').fill(`analytics-booking-${Date.now()}@example.com`)
  await dialog.locator('#phone').fill('+33 6 12 34 56 78')
  const d = new Date()
  do d.setUTCDate(d.getUTCDate() + 1)
  while (d.getUTCDay() !== 2)
  await dialog.locator('#preferredDate').fill(d.toISOString().slice(0, 10))
  await dialog.locator('#preferredTime').fill('11:15')
  await dialog.getByRole('button', { name: 'Book' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Booking request sent successfully!')
  await expect.poll(() => rec.events().filter((e) => e.event === 'booking_success').length).toBe(1)
  expect(rec.events().filter((e) => e.event === 'booking_error')).toHaveLength(0)
})

test('the map: each gesture on /store is one map_interaction with its action, none before it', async ({ page }) => {
  const rec = await record(page)
  await page.goto('/store')
  await accept(page)
  const s = page.locator('#boutique')
  await expect(s.getByTestId('map-view')).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 })
  const maps = () => rec.events().filter((e) => e.event === 'map_interaction')
  expect(maps()).toEqual([])
  await s.getByRole('button', { name: 'Black and white' }).click()
  await expect(s.getByTestId('map-view')).toHaveAttribute('data-colours', 'mono')
  await expect.poll(() => maps().length).toBe(1)
  expect(maps()[0]).toEqual({ event: 'map_interaction', action: 'style_mono' })
  await s.getByTestId('boutique-marker').click()
  await expect.poll(() => maps().length).toBe(2)
  expect(maps()[1]).toEqual({ event: 'map_interaction', action: 'marker', value: 'boutique' })
  await s.getByTestId('map-toggle').click()
  await expect(s.getByTestId('map-view')).toBeHidden()
  await expect.poll(() => maps().length).toBe(3)
  expect(maps()[2]).toEqual({ event: 'map_interaction', action: 'toggle_map', value: 'hide' })
})

test('the assistant’s answer is one AI_Recommendation event, as its _ga_event says', async ({ page }) => {
  // The assistant shares the forms' rate-limit budget: this test asks from its own address.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.78.${Date.now() % 250}.${Math.floor(Math.random() * 250)}` })
  const rec = await record(page)
  await page.goto('/style-assistant')
  await accept(page)
  await page.locator('[data-testid="assistant"][data-ready="true"]').waitFor()
  await page.getByLabel('What are you looking for?').fill('Black pumps for the office, size 38')
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/recommend')
  await page.getByTestId('assistant-submit').click()
  const ga = ((await (await answer).json()) as { _ga_event: Record<string, string | number> })._ga_event
  const picks = page.getByTestId('assistant-pick')
  await expect(picks.first()).toBeVisible()
  const shown = await picks.count()
  await expect.poll(() => rec.events().filter((e) => e.event === 'ai_recommendation').length).toBe(1)
  expect(rec.events().find((e) => e.event === 'ai_recommendation')).toEqual({
    event: 'ai_recommendation',
    event_category: 'AI_Recommendation',
    event_label: `${ga.assistant} ${ga.model}`,
    value: shown,
    assistant: 'find-your-pair',
    model: ga.model,
    style: 'office',
    color: 'black',
    price_range: ga.price_range,
    recommendations_count: shown,
  })
})
