// Checkout in Chromium against the production build and the built-in test checkout: cart → delivery panel →
// every validation message → test payment page → decline, pay → success page with the order number and an empty
// cart; cancel keeps the cart; stock running out meanwhile reopens the panel with the server's message.
import { type Page, expect, test } from './fixtures/test'
import { setOnlineStock } from './catalogAdmin'
import { login } from './fixtures/login'
import { cancelSessions, checkoutSeededPair, cleanUpAfterEach, pickSize } from './fixtures/shop'
import { holdRequests } from './fixtures/wait'

type Lang = 'en' | 'fr'

// Stock a test changed is put back to what it was, and the checkouts it left unpaid are cancelled, pass or fail.
const restores = cleanUpAfterEach()
const prefix = (l: Lang) => (l === 'fr' ? '/fr' : '')

async function addToCart(page: Page, l: Lang, handle: string, size: string) {
  await page.goto(`${prefix(l)}/${handle}`)
  await pickSize(page, size)
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('view-cart').click()
  await expect(page.getByTestId('cart-drawer')).toBeVisible()
}

async function openPanel(page: Page) {
  await page.getByTestId('cart-checkout').click()
  const panel = page.getByTestId('checkout-panel')
  await expect(panel).toBeVisible()
  return panel
}

async function fillValid(page: Page) {
  await page.locator('#checkout-email').fill('claire.dubois@example.com')
  await page.locator('#checkout-fullName').fill('Claire Dubois')
  await page.locator('#checkout-addressLine1').fill('3 rue Bonaparte')
  await page.locator('#checkout-addressLine2').fill('')
  await page.locator('#checkout-postalCode').fill('75 006')
  await page.locator('#checkout-city').fill('Paris')
  await page.locator('#checkout-country').selectOption('FR')
  await page.locator('#checkout-phone').fill('+33 1 42 60 00 00')
}

const COPY = {
  en: {
    email: 'Please enter a valid email address.',
    fullName: 'Please fill in Full Name.',
    addressLine1: 'Please fill in Address Line 1.',
    city: 'Please fill in City.',
    postalCode: 'Please fill in Postal Code.',
    country: 'Please fill in Country.',
    badPostal: 'Please enter a valid postal code.',
    badPhone: 'Please enter a valid phone number.',
    submit: 'Continue to checkout',
    processing: 'Processing...',
    germany: 'Germany',
    testMode: 'Test mode',
    declined: 'Your card was declined. Please try another card.',
    thanks: 'Thank you',
    empty: 'Your cart is empty',
  },
  fr: {
    email: 'Veuillez saisir une adresse e-mail valide.',
    fullName: 'Veuillez renseigner le champ « Nom complet ».',
    addressLine1: 'Veuillez renseigner le champ « Adresse (ligne 1) ».',
    city: 'Veuillez renseigner le champ « Ville ».',
    postalCode: 'Veuillez renseigner le champ « Code postal ».',
    country: 'Veuillez renseigner le champ « Pays ».',
    badPostal: 'Veuillez saisir un code postal valide.',
    badPhone: 'Veuillez saisir un numéro de téléphone valide.',
    submit: 'Continuer vers le paiement',
    processing: 'Traitement en cours…',
    germany: 'Allemagne',
    testMode: 'Mode test',
    declined: 'Votre carte a été refusée. Veuillez essayer une autre carte.',
    thanks: 'Merci',
    empty: 'Votre panier est vide',
  },
} as const

const errorOf = (page: Page, field: string) => page.getByTestId(`checkout-${field}-error`)

for (const l of ['en', 'fr'] as const) {
  test(`${l}: panel validation → test checkout → decline → pay → success with the order number and an empty cart`, async ({
    page,
  }) => {
    const c = COPY[l]
    // The conversion is sent only under consent (src/lib/analytics.ts): this shopper accepted audience measurement.
    await page.context().addCookies([
      {
        name: 'maison_consent',
        value: encodeURIComponent('{"analytics":true,"ads":true}'),
        url: test.info().project.use.baseURL!,
      },
    ])
    await addToCart(page, l, l === 'en' ? 'ankle-boots/black' : 'sneakers/white', l === 'en' ? '37.5' : '38')
    const panel = await openPanel(page)

    // The country list: a placeholder and the 40 codes, named in the page's language.
    await expect(panel.locator('#checkout-country option')).toHaveCount(41)
    await expect(panel.locator('#checkout-country option[value="DE"]')).toHaveText(c.germany)

    // Every validation message, from an empty form.
    await panel.getByTestId('checkout-submit').click()
    await expect(errorOf(page, 'email')).toHaveText(c.email)
    await expect(errorOf(page, 'fullName')).toHaveText(c.fullName)
    await expect(errorOf(page, 'addressLine1')).toHaveText(c.addressLine1)
    await expect(errorOf(page, 'city')).toHaveText(c.city)
    await expect(errorOf(page, 'postalCode')).toHaveText(c.postalCode)
    await expect(errorOf(page, 'country')).toHaveText(c.country)
    await expect(errorOf(page, 'phone')).toHaveText('')
    await expect(page.locator('#checkout-email')).toBeFocused()
    await fillValid(page)
    await page.locator('#checkout-postalCode').fill('12')
    await page.locator('#checkout-phone').fill('12-ab')
    await expect(errorOf(page, 'postalCode')).toHaveText(c.badPostal)
    await expect(errorOf(page, 'phone')).toHaveText(c.badPhone)
    await expect(errorOf(page, 'email')).toHaveText('')
    await page.locator('#checkout-postalCode').fill('75 006')
    await page.locator('#checkout-phone').fill('')
    await expect(errorOf(page, 'postalCode')).toHaveText('')

    // While the request runs the button is disabled and reads processing.
    const release = await holdRequests(page, '**/api/create-checkout-session')
    const submit = panel.getByTestId('checkout-submit')
    await expect(submit).toHaveText(c.submit)
    await submit.click()
    await expect(submit).toHaveText(c.processing)
    await expect(submit).toBeDisabled()
    release()

    // The test checkout: clearly in test mode, the order from the database.
    await page.waitForURL(new RegExp(`${prefix(l)}/checkout/test/test_cs_[a-f0-9]{24}$`))
    await expect(page.getByTestId('test-mode')).toHaveText(new RegExp(c.testMode, 'i'))
    await expect(page.getByTestId('order-line')).toHaveCount(1)
    await page.getByTestId('test-card').fill('4000 0000 0000 0002')
    await page.getByTestId('test-pay').click()
    await expect(page.getByTestId('test-error')).toHaveText(c.declined)
    await expect(page).toHaveURL(/error=declined/)

    // The decline reloaded the page. The form works before hydration too (a plain POST, answered with a redirect),
    // so the card is typed as a shopper would and paid without waiting for the client-side formatting.
    await page.getByTestId('test-card').fill('4242 4242 4242 4242')
    await page.getByTestId('test-pay').click()
    await page.waitForURL(new RegExp(`${prefix(l)}/checkout/success\\?session_id=test_cs_`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.thanks)
    const number = page.getByTestId('order-number')
    await expect(number).toHaveText(/^MS-\d{4}-\d{5}$/)
    await expect(page.getByTestId('order-line')).toHaveCount(1)
    // The cart is empty and the conversion is in the dataLayer, once.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]')
    await expect(page.getByTestId('cart-count')).toHaveCount(0)
    const conversions = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase'),
    )
    expect(conversions).toHaveLength(1)
    expect(conversions[0]).toMatchObject({
      ecommerce: {
        transaction_id: await number.textContent(),
        currency: 'EUR',
        items: [expect.objectContaining({ quantity: 1 })],
      },
    })
    // The details were saved for next time.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('checkoutInfo') ?? '{}'))
    expect(saved).toMatchObject({
      email: 'claire.dubois@example.com',
      shippingAddress: { city: 'Paris', country: 'FR' },
    })
  })
}

test('cancel on the payment page returns to the site root with the cart intact; the details are prefilled next time', async ({
  page,
}) => {
  await addToCart(page, 'en', 'pumps/red', '38')
  await openPanel(page)
  await fillValid(page)
  await page.getByTestId('checkout-submit').click()
  await page.waitForURL(/\/checkout\/test\//)
  await page.getByTestId('test-cancel').click()
  await page.waitForURL((u) => u.pathname === '/')
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).toBe(1)
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.getByTestId('cart-button').click()
  await openPanel(page)
  await expect(page.locator('#checkout-email')).toHaveValue('claire.dubois@example.com')
  await expect(page.locator('#checkout-country')).toHaveValue('FR')
  await expect(page.locator('#checkout-postalCode')).toHaveValue('75 006')
  // /checkout/cancel exists too.
  await page.goto('/fr/checkout/cancel')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement annulé')
})

// WCAG 1.4.10 Reflow: the one storefront page the read-only reflow spec (reflow-a11y.spec.ts) cannot open, since it
// takes a checkout session (and holds a pair until it is cancelled).
test('the test payment page does not scroll sideways at 320 px, in French and English', async ({ page, request }) => {
  const sessions = new Set<string>()
  try {
    const { url } = await checkoutSeededPair(request, sessions, 'reflow@example.com')
    const path = new URL(url, 'http://x').pathname
    await page.setViewportSize({ width: 320, height: 640 })
    for (const p of [path, path.replace(/^\/fr(?=\/)/, '')]) {
      await page.goto(p)
      await expect(page.getByTestId('test-cancel')).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), p).toBeLessThanOrEqual(320)
    }
  } finally {
    await cancelSessions(request, sessions)
  }
})

test('stock gone meanwhile: the panel stays open with the server message; an emptied cart gets the alert', async ({
  page,
  request,
}) => {
  await addToCart(page, 'en', 'pumps/red', '39')
  const panel = await openPanel(page)
  await fillValid(page)
  const before = await setOnlineStock(request, 'pumps-red-39', 0)
  restores.push(() => setOnlineStock(request, 'pumps-red-39', before))
  await panel.getByTestId('checkout-submit').click()
  await expect(panel.getByTestId('checkout-alert')).toHaveText(/^Only 0 left of .+ \(39\)\. Please update your cart\.$/)
  await expect(panel).toBeVisible()
  await expect(panel.getByTestId('checkout-submit')).toBeEnabled()
  // The cart emptied in another tab: the panel refuses with the empty-cart alert.
  await page.evaluate(() => {
    localStorage.setItem('cart', '[]')
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: '[]', storageArea: localStorage }))
  })
  await panel.getByTestId('checkout-submit').click()
  await expect(panel.getByTestId('checkout-alert')).toHaveText(COPY.en.empty)
})

test('staff see the paid order in /app/orders and can filter by status', async ({ page }) => {
  await addToCart(page, 'en', 'ankle-boots/black', '38.5')
  await openPanel(page)
  await fillValid(page)
  await page.getByTestId('checkout-submit').click()
  await page.waitForURL(/\/checkout\/test\//)
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  const number = (await page.getByTestId('order-number').textContent())!.trim()

  await login(page)
  await page.goto('/app/orders')
  await expect(page).toHaveURL(/\/app\/collections\/orders/)
  await expect(page.getByText('Orders placed on the online shop.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: number })).toBeVisible()
  await page.goto('/app/collections/orders?where[status][equals]=paid')
  await expect(page.getByRole('link', { name: number })).toBeVisible()
  await page.goto('/app/collections/orders?where[status][equals]=shipped')
  await expect(page.getByRole('link', { name: number })).toHaveCount(0)
})

test('fr: cancel on the payment page returns to /fr/ with the cart intact; the first invalid field in form order gets the focus', async ({
  page,
}) => {
  await addToCart(page, 'fr', 'pumps/red', '38')
  const panel = await openPanel(page)
  // City and postal code both missing: the postal code comes first on screen, so it gets the focus.
  await fillValid(page)
  await page.locator('#checkout-city').fill('')
  await page.locator('#checkout-postalCode').fill('')
  await panel.getByTestId('checkout-submit').click()
  await expect(errorOf(page, 'postalCode')).toHaveText(COPY.fr.postalCode)
  await expect(errorOf(page, 'city')).toHaveText(COPY.fr.city)
  await expect(page.locator('#checkout-postalCode')).toBeFocused()
  await page.locator('#checkout-postalCode').fill('75 006')
  await page.locator('#checkout-city').fill('Paris')
  await panel.getByTestId('checkout-submit').click()
  await page.waitForURL(/\/fr\/checkout\/test\/test_cs_/)
  await expect(page.getByTestId('test-mode')).toHaveText(new RegExp(COPY.fr.testMode, 'i'))
  await page.getByTestId('test-cancel').click()
  await page.waitForURL((u) => u.pathname === '/fr' || u.pathname === '/fr/')
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).toBe(1)
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.getByTestId('cart-button').click()
  await expect(page.getByTestId('cart-drawer')).toBeVisible()
  await openPanel(page)
  await expect(page.locator('#checkout-email')).toHaveValue('claire.dubois@example.com')
})

test('fr: an emptied cart gets the French empty-cart alert and nothing is sent', async ({ page }) => {
  await addToCart(page, 'fr', 'pumps/red', '40')
  const panel = await openPanel(page)
  await fillValid(page)
  let posted = 0
  await page.route('**/api/create-checkout-session', (route) => {
    posted += 1
    return route.continue()
  })
  await page.evaluate(() => {
    localStorage.setItem('cart', '[]')
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: '[]', storageArea: localStorage }))
  })
  await panel.getByTestId('checkout-submit').click()
  await expect(panel.getByTestId('checkout-alert')).toHaveText(COPY.fr.empty)
  await expect(panel).toBeVisible()
  // A request sent now reaches the network after any checkout the click would have sent: none was.
  await page.evaluate(() => fetch('/api/health').then((r) => r.ok))
  expect(posted).toBe(0)
})

test('staff move a paid order to preparing in /app/orders; a refused move shows its error and changes nothing', async ({
  page,
}) => {
  await addToCart(page, 'en', 'ankle-boots/black', '39')
  await openPanel(page)
  await fillValid(page)
  await page.getByTestId('checkout-submit').click()
  await page.waitForURL(/\/checkout\/test\//)
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  const number = (await page.getByTestId('order-number').textContent())!.trim()

  await login(page)
  // The list's search box looks in the number, the email and the payment session id.
  await page.goto(`/app/collections/orders?search=${encodeURIComponent(number)}`)
  await page.getByRole('link', { name: number }).click()
  await page.waitForURL(/\/app\/collections\/orders\/\d+$/)

  const setStatus = async (status: string) => {
    await page.locator('#field-status .rs__control').click()
    await page.locator('.rs__option', { hasText: new RegExp(`^${status}$`, 'i') }).click()
    await page.locator('#action-save').click()
  }
  // The status reads 'preparing' or 'Preparing' (labels may be capitalised); the rule's message names it as stored.
  await setStatus('preparing')
  await expect(page.getByText('Updated successfully', { exact: false }).first()).toBeVisible()
  await page.reload()
  await expect(page.locator('#field-status')).toContainText(/preparing/i)

  await setStatus('delivered')
  await expect(page.getByText('An order cannot go from preparing to delivered.').first()).toBeVisible()
  await page.reload()
  await expect(page.locator('#field-status')).toContainText(/preparing/i)
})

test('the delivery panel’s code arrives while the cart is open: "Checkout" opens it with nothing more to download', async ({
  page,
}) => {
  await addToCart(page, 'en', 'pumps/red', '38')
  await page.waitForLoadState('networkidle')
  // From here no script may arrive: the panel must already be in the page's code.
  const late: string[] = []
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, (route) => {
    late.push(route.request().url())
    return route.abort()
  })
  await openPanel(page)
  await expect(page.locator('#checkout-email')).toBeEditable()
  expect(late).toEqual([])
})
