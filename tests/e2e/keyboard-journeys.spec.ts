// Keyboard-only journeys through the shop (issue 42): the test payment page, sign-in by a one-time code, /account
// signed in (addresses, an order and its return, the deletion page), the style assistant and its result cards, the
// sold-out size's question (notify, or preorder with the campaign's countdown), and the contact and newsletter
// errors. Only Tab, Shift+Tab, Enter, Space, Escape and the arrows move through them; at each step the focus is where
// the journey expects, shows, and is not covered (fixtures/keyboard.ts), and axe runs on every state reached. Each
// journey at 390 and 1280 px, one language each (RUNS). It opens checkouts, accounts and a campaign: it runs with the
// specs that change data (project 'desktop'), not beside them.
import { type APIRequestContext, type Page, expect, test } from './fixtures/test'
import { PASSWORD, codeFor, linkIn, uniqueEmail } from './fixtures/accounts'
import { adminToken } from './fixtures/admin'
import { RUNS, axe, expectFocusOn, liveAround, pressTo, tabTo } from './fixtures/keyboard'
import { cancelSessions, checkoutSeededPair } from './fixtures/shop'

const sessions = new Set<string>()
test.afterEach(async ({ request }) => cancelSessions(request, sessions))

/** Each test its own client address: its own rate-limit budget for sign-ins and forms. */
test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
})

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const res = await page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } })
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300)
}

/** A confirmed shopper, not signed in (the journeys sign in by keyboard). */
async function confirmedShopper(page: Page, lang: 'en' | 'fr', email = uniqueEmail()) {
  await page.goto(lang === 'fr' ? '/fr/account/code' : '/account/code')
  await post(page, '/api/account/sign-up', { email, password: PASSWORD, terms: true, locale: lang })
  const link = await linkIn(email, '/account/verify')
  await post(page, '/api/account/verify', { token: new URL(link, 'http://x').searchParams.get('token'), locale: lang })
  return email
}

/** A paid order of one pair for `email`, delivered (so it may be returned): paid on the test checkout, moved on by
 *  the admin through the fulfilment endpoint. */
async function deliveredOrder(request: APIRequestContext, email: string) {
  const { url } = await checkoutSeededPair(request, sessions, email)
  const session = /\/checkout\/test\/([^/?#]+)/.exec(url)![1]!
  const paid = await request.post(`/api/payments/test/${session}`, {
    form: { action: 'pay', card: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    maxRedirects: 0,
  })
  expect(paid.status()).toBeLessThan(400)
  const ip = '198.51.100.71'
  const auth = { authorization: `JWT ${await adminToken(request, ip)}`, 'x-forwarded-for': ip }
  const found = await request.get(`/api/orders?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: auth,
  })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  for (const step of [
    { from: 'paid' },
    { from: 'preparing', carrier: 'colissimo', trackingNumber: '6A12345678902' },
    { from: 'shipped' },
  ]) {
    const moved = await request.post('/api/orders/fulfil', { headers: auth, data: { id, ...step } })
    expect(moved.status(), await moved.text()).toBe(200)
  }
  return id
}

for (const R of RUNS) {
  const T =
    R.lang === 'fr'
      ? {
          add: 'Ajouter une adresse',
          remove: 'Supprimer',
          save: 'Enregistrer',
          deleteLink: 'Supprimer mon compte…',
          removeForever: 'Supprimer définitivement mon compte',
        }
      : {
          add: 'Add an address',
          remove: 'Remove',
          save: 'Save',
          deleteLink: 'Delete my account…',
          removeForever: 'Delete my account permanently',
        }

  test.describe(R.name, () => {
    test.use({ viewport: R.viewport })

    test('the test payment page: the card, a decline announced and focused, cancel', async ({ page, request }) => {
      const { url } = await checkoutSeededPair(request, sessions, uniqueEmail())
      const path = new URL(url, 'http://x').pathname
      await page.goto(R.lang === 'fr' ? path : path.replace(/^\/fr(?=\/)/, ''))
      const card = page.locator('#test-card')
      await tabTo(page, card)
      await page.keyboard.type('4000 0000 0000 0002')
      await pressTo(page, 'Tab', page.locator('#test-expiry'))
      await pressTo(page, 'Tab', page.locator('#test-cvc'))
      await pressTo(page, 'Tab', page.getByTestId('test-pay'))
      expect(await axe(page)).toEqual([])
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/error=declined/)
      await expect(page.getByTestId('test-error')).not.toBeEmpty()
      // The page comes back with the card field focused, its error as its description: typed again at once.
      await expectFocusOn(page, card)
      await expect(card).toHaveAttribute('aria-describedby', 'test-error')
      expect(await axe(page)).toEqual([])
      await tabTo(page, page.getByTestId('test-cancel'))
      await page.keyboard.press('Enter')
      await page.waitForURL((u) => !u.pathname.includes('/checkout/test/'))
    })

    test('sign-in by a one-time code, then /account: addresses, an order’s return, the deletion page', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const email = uniqueEmail()
      // The delivered order is there before the account: confirmed, the account takes it in.
      const orderId = R.lang === 'fr' ? await deliveredOrder(request, email) : null
      await confirmedShopper(page, R.lang, email)

      // The address, then the code: the boxes take the focus as they appear.
      await tabTo(page, page.locator('#account-email'))
      await page.keyboard.type(email)
      await pressTo(page, 'Tab', page.locator('main button[type="submit"]'))
      await page.keyboard.press('Enter')
      const box = (i: number) => page.getByTestId(`pin-${i}`)
      await expectFocusOn(page, box(0))
      expect(await axe(page)).toEqual([])
      const code = await codeFor(email)
      const wrong = (code[0] === 'A' ? 'B' : 'A') + code.slice(1)
      // Each character moves on to the next box; the arrows move between boxes.
      for (const [i, c] of [...wrong].entries()) {
        await page.keyboard.type(c)
        await expectFocusOn(page, box(Math.min(i + 1, 5)))
      }
      await pressTo(page, 'ArrowLeft', box(4))
      await pressTo(page, 'ArrowRight', box(5))
      await page.keyboard.press('Enter')
      await expect(page.locator('main [role="alert"]')).toBeVisible()
      await expect(box(0)).toHaveAttribute('aria-invalid', 'true')
      // Refused: the first box takes the focus back, to type the code again.
      await expectFocusOn(page, box(0))
      expect(await axe(page)).toEqual([])
      await page.keyboard.type(code)
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/account$/)
      await expect(page.getByTestId('account-view')).toContainText(email)

      // Addresses: the form takes the focus when it opens; its errors; saved, the focus goes back to "Add".
      const add = page.getByRole('button', { name: T.add, exact: true })
      await tabTo(page, add)
      expect(await axe(page)).toEqual([])
      await page.keyboard.press('Enter')
      await expectFocusOn(page, page.locator('#account-address-label'))
      const save = page.locator('form:has(#account-address-label) button[type="submit"]')
      await tabTo(page, save)
      await page.keyboard.press('Enter')
      await expect(page.locator('form:has(#account-address-label) [role="alert"]').first()).toBeVisible()
      expect(await axe(page)).toEqual([])
      await tabTo(page, page.locator('#account-address-fullName'), 'Shift+Tab')
      await page.keyboard.type('Claire Dubois')
      await pressTo(page, 'Tab', page.locator('#account-address-line1'))
      await page.keyboard.type('3 rue Bonaparte')
      await tabTo(page, page.locator('#account-address-city'))
      await page.keyboard.type('Paris')
      await pressTo(page, 'Tab', page.locator('#account-address-postalCode'))
      await page.keyboard.type('75006')
      await tabTo(page, save)
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('saved-address')).toHaveCount(1)
      await expectFocusOn(page, add)
      expect(await axe(page)).toEqual([])
      await tabTo(page, page.getByTestId('saved-address').getByRole('button', { name: T.remove }), 'Shift+Tab')
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('saved-address')).toHaveCount(0)
      await expectFocusOn(page, add)

      // The order and its return, by keyboard: the quantity with the arrows, the reason, sent.
      if (orderId !== null) {
        const link = page.getByTestId('account-order-return')
        await tabTo(page, link)
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(new RegExp(`/returns\\?order=${orderId}$`))
        const quantity = page.getByRole('spinbutton').first()
        await tabTo(page, quantity)
        await page.keyboard.press('ArrowUp')
        await expect(quantity).toHaveValue('1')
        await tabTo(page, page.getByTestId('return-reason'))
        await page.keyboard.press('ArrowDown')
        expect(await axe(page)).toEqual([])
        await tabTo(page, page.getByTestId('return-submit'))
        await page.keyboard.press('Enter')
        await expect(page.getByTestId('return-done')).toBeVisible()
        expect(await axe(page)).toEqual([])
        await page.goto(`${R.prefix}/account`)
        await expect(page.getByTestId('account-view')).toContainText(email)
      }

      // The deletion page: its consent box with Space, a wrong password refused; the account is kept.
      await tabTo(page, page.getByRole('link', { name: T.deleteLink }))
      await page.keyboard.press('Enter')
      await page.waitForURL('**/account/delete', { waitUntil: 'commit' })
      const view = page.getByTestId('delete-account')
      await tabTo(page, view.getByRole('checkbox'))
      await page.keyboard.press('Space')
      await expect(view.getByRole('checkbox')).toBeChecked()
      await tabTo(page, page.locator('#account-password'))
      await page.keyboard.type('guess-guess')
      await tabTo(page, page.getByRole('button', { name: T.removeForever }))
      await page.keyboard.press('Enter')
      await expect(page.locator('#account-password-error')).toBeVisible()
      expect(await axe(page)).toEqual([])
    })

    test('the style assistant: chips with the arrows, the answer, its cards; and its dialog on a product', async ({
      page,
    }) => {
      await page.goto(`${R.prefix}/style-assistant`)
      await page.locator('[data-testid="assistant"][data-ready="true"]').waitFor()
      // A radio group is one Tab stop; the arrows choose within it.
      const colours = page.locator('fieldset:has(input[name="color"])')
      await tabTo(page, colours.locator('input[value=""]'))
      await pressTo(page, 'ArrowRight', colours.locator('input[value="black"]'))
      await pressTo(page, 'ArrowRight', colours.locator('input[value="red"]'))
      await expect(colours.locator('input[value="red"]')).toBeChecked()
      const submit = page.getByTestId('assistant-submit')
      await tabTo(page, submit)
      await page.keyboard.press('Enter')
      const picks = page.getByTestId('assistant-pick')
      await expect(picks.first()).toBeVisible()
      // The answer takes the focus (the button was disabled while asking, which dropped it): its heading.
      await expectFocusOn(page, page.getByTestId('assistant-results').getByRole('heading'))
      await pressTo(page, 'Tab', picks.first().getByRole('link'))
      expect(await axe(page)).toEqual([])

      // On a product page: the dialog takes the focus, Escape closes it and gives the focus back.
      await page.goto(`${R.prefix}/ankle-boots/black`)
      const opener = page.getByTestId('find-your-pair')
      await tabTo(page, opener)
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByTestId('assistant')).toBeVisible()
      await expect
        .poll(() => dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d))
        .toBe(true)
      expect(await axe(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expectFocusOn(page, opener)
    })

    test('contact and newsletter: errors take the focus to the first field to fix', async ({ page }) => {
      await page.goto(`${R.prefix}/contact`)
      const send = page.locator('main form button[type="submit"]')
      await tabTo(page, send)
      await page.keyboard.press('Enter')
      await expectFocusOn(page, page.locator('#firstName'))
      await expect(page.locator('#firstName')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#firstName')).toHaveAttribute('aria-describedby', 'firstName-error')
      expect(await axe(page)).toEqual([])
      // The footer's letter: a wrong address, then the consent left unticked.
      const footer = page.getByTestId('newsletter-footer')
      const email = footer.locator('input[name="email"]')
      await tabTo(page, email)
      await page.keyboard.type('not-an-address')
      await pressTo(page, 'Tab', footer.locator('button[type="submit"]'))
      await page.keyboard.press('Enter')
      await expectFocusOn(page, email)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      expect(await axe(page)).toEqual([])
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(`nl-${Date.now()}@example.com`)
      await page.keyboard.press('Enter')
      await expectFocusOn(page, footer.locator('input[name="consent"]'))
      await page.keyboard.press('Space')
      await expect(footer.locator('input[name="consent"]')).toBeChecked()
      expect(await axe(page)).toEqual([])
    })
  })
}

test.describe('a sold-out size', () => {
  const campaigns: number[] = []
  test.afterEach(async ({ request }) => {
    const token = await adminToken(request, '198.51.100.72')
    for (const id of campaigns.splice(0))
      await request.patch(`/api/preorder-campaigns/${id}`, {
        headers: { authorization: `JWT ${token}`, 'x-forwarded-for': '198.51.100.72' },
        data: { status: 'closed' },
      })
  })

  for (const R of RUNS) {
    const preorder = R.lang === 'fr'
    test(`${R.name}: the ${preorder ? 'preorder' : 'notify-me'} question by keyboard, its error and its thanks`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(R.viewport)
      if (preorder) {
        const ip = '198.51.100.72'
        const res = await request.post('/api/preorder-campaigns', {
          headers: { authorization: `JWT ${await adminToken(request, ip)}`, 'x-forwarded-for': ip },
          data: {
            title: 'Sandales dorées',
            status: 'active',
            end_date: new Date(Date.now() + 10 * 60_000).toISOString(),
            product_type: 'sandals',
            color: 'gold',
          },
        })
        expect(res.status()).toBe(201)
        campaigns.push((await res.json()).doc.id)
      }
      const question = page.getByTestId('stock-interest-question')
      await expect(async () => {
        await page.goto(`${R.prefix}/sandals/gold`)
        if (preorder) await expect(page.getByTestId('preorder-bar')).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      await page.locator('[data-testid="size-picker"][data-ready="true"]').waitFor()

      if (preorder) {
        // The countdown ticks every second on screen but is not a live region: a polite, atomic status beside it
        // says only what changes its meaning ("ending soon", "ended"), not every second.
        const bar = page.getByTestId('preorder-bar')
        expect(await liveAround(bar.getByTestId('preorder-countdown').first())).toEqual([])
        const status = bar.getByTestId('preorder-status').first()
        await expect(status).toHaveAttribute('aria-live', 'polite')
        await expect(status).toHaveAttribute('aria-atomic', 'true')
        await expect(status).toHaveText('')
      }

      // The size tiles are one radio group: Tab in, the arrows to 38.
      const sizes = page.getByTestId('size-option').locator('input[type="radio"]')
      await tabTo(page, sizes.first())
      for (let i = 0; i < 12; i++) {
        if ((await page.evaluate(() => (document.activeElement as HTMLInputElement).value)) === '38') break
        await page.keyboard.press('ArrowRight')
      }
      await expectFocusOn(page, page.locator('[data-testid="size-option"][data-size="38"] input'))
      await expect(question).toBeVisible()
      await tabTo(page, question.getByRole('button').first())
      expect(await axe(page)).toEqual([])
      // "Yes" gives way to the email field, which takes the focus.
      await page.keyboard.press('Enter')
      const email = question.locator('input[name="email"]')
      await expectFocusOn(page, email)
      await page.keyboard.type('not-an-address')
      await page.keyboard.press('Enter')
      await expect(question.getByRole('alert')).toBeVisible()
      await expectFocusOn(page, email)
      expect(await axe(page)).toEqual([])
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(`kb-${Date.now()}@example.com`)
      await page.keyboard.press('Enter')
      // The thanks replace the form and take the focus: it is read, and Tab goes on from there.
      await expectFocusOn(page, page.getByTestId('stock-interest-thanks'))
      expect(await axe(page)).toEqual([])
    })
  }
})
