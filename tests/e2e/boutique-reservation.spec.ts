// "Reserve it in the boutique for 48 h" in Chromium, both languages, on the seeded boots/taupe (sold out online, in the
// boutique only): the offer beside the boutique-only size, the form's own messages, the reservation held (one pair
// fewer in the boutique), the shopper's email in the outbox, the reservation at the head of /app/visits and cancelled
// from there (the pair back). Each test gives back what it held, so the seed's boutique stock is unchanged after.
import { type APIRequestContext, type BrowserContext, type Page, expect, test } from './fixtures/test'
import { adminToken } from './catalogAdmin'
import { pickSize } from './fixtures/shop'

const auth = async (request: APIRequestContext) => ({ Authorization: `JWT ${await adminToken(request)}` })

async function api(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: await auth(request) })
  expect(res.ok()).toBe(true)
  return res.json()
}

/** The boots/taupe size with the most pairs in the boutique (the seed puts 1 to 3 in each): never the last pair of a
 *  size another spec shows as "boutique only". */
async function boutiqueSize(request: APIRequestContext) {
  const stores = await api(request, '/api/stores?where[type][equals]=boutique&depth=0')
  const boutique = stores.docs[0].id as number
  const rows = await api(
    request,
    `/api/inventory?where[sku][like]=boots-taupe-&where[store][equals]=${boutique}&depth=0&limit=50`,
  )
  const best = (rows.docs as { sku: string; quantity: number }[]).sort((a, b) => b.quantity - a.quantity)[0]!
  expect(best.quantity).toBeGreaterThan(0)
  return { sku: best.sku, size: best.sku.replace('boots-taupe-', ''), boutique }
}

const boutiqueUnits = async (request: APIRequestContext, sku: string, boutique: number) =>
  (await api(request, `/api/inventory?where[sku][equals]=${sku}&where[store][equals]=${boutique}&depth=0`)).docs[0]
    .quantity as number

const heldBy = async (request: APIRequestContext, email: string) =>
  (
    await api(
      request,
      `/api/reservations?where[email][equals]=${encodeURIComponent(email)}&where[status][equals]=held&depth=0`,
    )
  ).docs as { id: number; sku: string; size: string; expiresAt: string }[]

/** Cancels what a test held: its pairs go back on the boutique's shelf. */
async function giveBack(request: APIRequestContext, email: string) {
  for (const r of await heldBy(request, email)) {
    const res = await request.patch(`/api/reservations/${r.id}`, {
      headers: await auth(request),
      data: { status: 'cancelled' },
    })
    expect(res.ok()).toBe(true)
  }
}

const reserveBlock = (page: Page) => page.getByTestId('boutique-reserve')
const field = (page: Page, name: string) => reserveBlock(page).locator(`input[name="${name}"]`)

async function fill(page: Page, email: string, lastName: string) {
  await field(page, 'firstName').fill('Claire')
  await field(page, 'lastName').fill(lastName)
  await field(page, 'email').fill(email)
  await field(page, 'phone').fill('+33 6 12 34 56 78')
}

const signIn = async (context: BrowserContext, baseURL: string, token: string) =>
  context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])

const emails: string[] = []
test.afterEach(async ({ request }) => {
  for (const email of emails.splice(0)) await giveBack(request, email)
})

test('English: a boutique-only size is reserved for 48 h, emailed, listed in /app/visits and cancelled there', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { sku, size, boutique } = await boutiqueSize(request)
  const before = await boutiqueUnits(request, sku, boutique)
  const email = `reserve-${Date.now()}@example.com`
  const lastName = `Dubois${Date.now().toString(36)}`
  emails.push(email)

  await page.goto('/boots/taupe')
  await pickSize(page, size)
  await expect(page.locator(`[data-testid="size-option"][data-size="${size}"]`)).toHaveAttribute(
    'data-status',
    'boutique-only',
  )
  // Beside the try-on question, under the size picker.
  await expect(page.getByTestId('try-on-question')).toBeVisible()
  await reserveBlock(page).getByRole('button', { name: 'Reserve it in the boutique for 48 h' }).click()
  await expect(reserveBlock(page).getByRole('heading', { name: 'Reserve in the boutique' })).toBeVisible()
  await expect(field(page, 'firstName')).toBeFocused()

  // The booking form's own messages, the first invalid field focused.
  await reserveBlock(page).getByRole('button', { name: 'Reserve', exact: true }).click()
  await expect(reserveBlock(page).getByText('Please fill in First Name.')).toBeVisible()
  await expect(field(page, 'firstName')).toBeFocused()
  await fill(page, email, lastName)
  await field(page, 'phone').fill('12')
  await reserveBlock(page).getByRole('button', { name: 'Reserve', exact: true }).click()
  await expect(reserveBlock(page).getByText('Please enter a valid phone number.')).toBeVisible()
  await field(page, 'phone').fill('+33 6 12 34 56 78')
  await reserveBlock(page).getByRole('button', { name: 'Reserve', exact: true }).click()

  const done = page.getByTestId('reservation-done')
  await expect(done).toBeFocused()
  await expect(done).toContainText(`Reserved. Size ${size} is set aside for you at the boutique until`)
  await expect(done).toContainText(email)
  const [held] = await heldBy(request, email)
  expect(held).toMatchObject({ sku, size })
  const hours = (new Date(held!.expiresAt).getTime() - Date.now()) / 3_600_000
  expect(hours).toBeGreaterThan(47.9)
  expect(hours).toBeLessThanOrEqual(48)
  expect(await boutiqueUnits(request, sku, boutique)).toBe(before - 1)

  // The shopper's confirmation and the boutique's copy are in the outbox.
  await expect
    .poll(async () => (await api(request, `/api/outbox?where[to][equals]=${encodeURIComponent(email)}`)).totalDocs)
    .toBe(1)
  const mail = (await api(request, `/api/outbox?where[to][equals]=${encodeURIComponent(email)}`)).docs[0]
  expect(mail.subject).toBe('Your reservation at the boutique: Odéon boots, Taupe')
  await expect
    .poll(async () =>
      (await api(request, `/api/outbox?where[replyTo][equals]=${encodeURIComponent(email)}`)).docs.map(
        (m: { to: string }) => m.to,
      ),
    )
    .toEqual(['boutique@maison-sabine.example'])

  // The backoffice's visits open on the pairs held, with the deadline, the pair and its SKU; cancelled from there.
  await signIn(context, baseURL!, await adminToken(request))
  await page.goto('/app/collections/visits')
  const row = page.getByTestId('held-reservation').filter({ hasText: lastName })
  await expect(row).toHaveAttribute('data-sku', sku)
  await expect(row).toContainText(`Odéon boots, Taupe, ${size}`)
  await expect(row).toContainText(sku)
  await expect(row.getByRole('link').first()).toHaveText(/\w+day \d+\s\w+ \d{4}, \d\d:\d\d/)
  await row.getByRole('button', { name: `Cancel the reservation of Claire ${lastName}` }).click()
  await expect(row.getByRole('status')).toHaveText(
    `Reservation of Claire ${lastName}: cancelled, the pair is back on the shelf.`,
  )
  expect(await heldBy(request, email)).toHaveLength(0)
  expect(await boutiqueUnits(request, sku, boutique)).toBe(before)
})

test('French, from the keyboard: reserved in French; the same pair twice is refused with its reason', async ({
  page,
  request,
}) => {
  const { sku, size, boutique } = await boutiqueSize(request)
  const before = await boutiqueUnits(request, sku, boutique)
  const email = `reserve-fr-${Date.now()}@example.com`
  emails.push(email)

  await page.goto('/fr/boots/taupe')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await pickSize(page, size)
  const cta = reserveBlock(page).getByRole('button', { name: /^Réserver en boutique pendant 48\sh$/ })
  await cta.focus()
  await page.keyboard.press('Enter')
  await expect(reserveBlock(page).getByRole('heading', { name: 'Réserver en boutique' })).toBeVisible()
  await expect(reserveBlock(page)).toContainText('Bottes Odéon')
  await expect(field(page, 'firstName')).toBeFocused()
  await page.keyboard.type('Inès')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Martin')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type('+33 6 12 34 56 78')
  await page.keyboard.press('Enter')
  const done = page.getByTestId('reservation-done')
  await expect(done).toBeFocused()
  // French numbers and the house's typography: '38,5' as 38,5, '10 h 30', a no-break space before the colon.
  await expect(done).toContainText(`C’est réservé. Votre pointure ${size.replace('.', ',')} vous attend à la boutique`)
  await expect(done).toHaveText(/jusqu’au \S+ \d+\s\S+ \d{4} à \d+\sh(\s\d\d)?\./)
  expect(await boutiqueUnits(request, sku, boutique)).toBe(before - 1)

  // A second time, the same pair for the same address: refused, the pair counted once.
  await page.reload()
  await pickSize(page, size)
  await reserveBlock(page)
    .getByRole('button', { name: /^Réserver en boutique pendant 48\sh$/ })
    .click()
  await fill(page, email, 'Martin')
  await reserveBlock(page).getByRole('button', { name: 'Réserver', exact: true }).click()
  await expect(
    reserveBlock(page).getByText(
      `Vous avez déjà réservé cette pointure. Votre e-mail de confirmation en précise les détails.`,
    ),
  ).toBeVisible()
  await expect(field(page, 'email')).toBeFocused()
  expect(await heldBy(request, email)).toHaveLength(1)
  expect(await boutiqueUnits(request, sku, boutique)).toBe(before - 1)
})

test('a size sold online offers no reservation', async ({ page }) => {
  await page.goto('/sneakers/black')
  const option = page.locator('[data-testid="size-option"][data-status="in-stock"]').first()
  await pickSize(page, (await option.getAttribute('data-size'))!)
  await expect(page.getByTestId('add-to-cart')).toBeVisible()
  await expect(reserveBlock(page)).toHaveCount(0)
})
