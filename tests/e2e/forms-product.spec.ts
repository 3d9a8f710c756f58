// The product page's requests in Chromium, both languages: try-on booking through the dialog (size from the size
// picker or picked in the dialog, date picker bounds, opening hours) stored and listed in /app/visits; a sold-out
// size's question (notify, or preorder while a campaign covers the product) → yes → email → thank-you, stored.
import { type APIRequestContext, type BrowserContext, type Page, expect, test } from './fixtures/test'
import { adminToken } from './catalogAdmin'
import { pickSize, sizePickerReady } from './fixtures/shop'

const parisDate = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d)
/** The next given weekday (1 = Monday … 6 = Saturday) strictly after today in Paris, as YYYY-MM-DD. */
function next(weekday: number): string {
  const d = new Date(`${parisDate(new Date())}T12:00:00Z`)
  do d.setUTCDate(d.getUTCDate() + 1)
  while (d.getUTCDay() !== weekday)
  return d.toISOString().slice(0, 10)
}

async function api(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { Authorization: `JWT ${await adminToken(request)}` } })
  expect(res.ok()).toBe(true)
  return res.json()
}

async function fillBooking(page: Page, email: string, lastName = 'Martin') {
  const dialog = page.getByTestId('booking-dialog')
  await dialog.locator('#firstName').fill('Inès')
  await dialog.locator('#lastName').fill(lastName)
  await dialog.locator('#email').fill(email)
  await dialog.locator('#phone').fill('+33 6 12 34 56 78')
  return dialog
}

const signIn = async (context: BrowserContext, baseURL: string, token: string) =>
  context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])

test.describe('try-on booking', () => {
  test('English: the size chosen on the page reaches the dialog; date bounds; booked and listed in /app/visits', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const email = `tryon-${Date.now()}@example.com`
    const lastName = `Martin${Date.now().toString(36)}`
    await page.goto('/sneakers/black')
    const option = page
      .getByTestId('size-option')
      .filter({ has: page.locator('input:not([disabled])') })
      .first()
    const size = (await option.getAttribute('data-size'))!
    await sizePickerReady(page)
    await option.click()
    await page.getByTestId('try-on-question').getByRole('button', { name: 'Yes' }).click()
    const dialog = await fillBooking(page, email, lastName)
    await expect(dialog.getByRole('heading', { name: 'Book a try-on' })).toBeVisible()
    await expect(dialog.locator('#size')).toHaveValue(size)
    const date = dialog.locator('#preferredDate')
    await expect(date).toHaveAttribute('min', parisDate(new Date()))
    await expect(date).toHaveAttribute('max', '2470-12-31')
    const monday = next(1)
    await date.fill(monday)
    await expect(dialog.locator('#preferredTime')).toHaveAttribute('min', '10:30')
    await expect(dialog.locator('#preferredTime')).toHaveAttribute('max', '19:30')
    await expect(dialog.getByText('Opening hours that day: 10:30 – 19:30')).toBeVisible()
    await dialog.locator('#preferredTime').fill('11:15')
    await dialog.locator('#notes').fill('Half a size up, please.')
    await dialog.getByRole('button', { name: 'Book' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Booking request sent successfully!')

    const visits = await api(request, `/api/visits?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
    expect(visits.docs).toHaveLength(1)
    expect(visits.docs[0]).toMatchObject({
      status: 'requested',
      size,
      preferredDate: monday,
      preferredTime: '11:15',
      locale: 'en',
      notes: 'Half a size up, please.',
    })

    // The backoffice opens on upcoming visits grouped by day; a past visit is one click away.
    const token = await adminToken(request)
    const past = await request.post('/api/visits', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        status: 'done',
        preferredDate: '2024-02-05',
        preferredTime: '12:00',
        firstName: 'Ancienne',
        lastName: `Visite${Date.now().toString(36)}`,
        email: `past-${Date.now()}@example.com`,
        phone: '+33 6 00 00 00 00',
        size: '38',
        requestId: `past-${Date.now()}`,
      },
    })
    expect(past.status()).toBe(201)
    await signIn(context, baseURL!, token)
    await page.goto('/app/collections/visits')
    await expect(page).toHaveURL(/groupBy=preferredDate/)
    await expect(page.getByText(lastName)).toBeVisible()
    await expect(page.getByText(monday).first()).toBeVisible()
    await expect(page.getByText('2024-02-05')).toHaveCount(0)
    await page.getByRole('link', { name: 'Past visits' }).click()
    await expect(page.getByText('2024-02-05').first()).toBeVisible()
    await expect(page.getByText(lastName)).toHaveCount(0)
  })

  test('French: no size chosen yet → pick it in the dialog; a time outside the hours is refused with its own message', async ({
    page,
    request,
  }) => {
    const email = `essayage-${Date.now()}@example.com`
    await page.goto('/fr/sneakers/black')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByTestId('try-on-question').getByRole('button', { name: 'Oui' }).click()
    const dialog = await fillBooking(page, email)
    await expect(dialog.locator('#size')).toHaveValue('')
    const saturday = next(6)
    await dialog.locator('#preferredDate').fill(saturday)
    await dialog.locator('#preferredTime').fill('19:00')
    await dialog.getByRole('button', { name: 'Réserver' }).click()
    await expect(dialog.getByText('Veuillez renseigner le champ « Pointure ».')).toBeVisible()
    const size = await dialog.locator('#size option').nth(1).getAttribute('value')
    await dialog.locator('#size').selectOption(size!)
    await dialog.getByRole('button', { name: 'Réserver' }).click()
    await expect(
      dialog.getByText(
        'Ce jour-là, la boutique est ouverte de 11\u00a0h à 18\u00a0h. Veuillez choisir une heure dans cet intervalle.',
      ),
    ).toBeVisible()
    await dialog.locator('#preferredTime').fill('17:30')
    await dialog.getByRole('button', { name: 'Réserver' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Votre demande d’essayage a bien été envoyée !')
    const visits = await api(request, `/api/visits?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
    expect(visits.docs).toHaveLength(1)
    expect(visits.docs[0]).toMatchObject({ size, preferredDate: saturday, preferredTime: '17:30', locale: 'fr' })
  })

  test('the server refuses a time outside the boutique hours with the field and message (en, fr)', async ({
    request,
  }) => {
    const body = {
      size: '38',
      firstName: 'A',
      lastName: 'B',
      email: `hours-${Date.now()}@example.com`,
      phone: '+33 6 12 34 56 78',
      preferredDate: next(1),
      preferredTime: '08:00',
      requestId: `hours-${Date.now()}`,
    }
    const en = await request.post('/api/forms/booking', { data: { ...body, locale: 'en' } })
    expect(en.status()).toBe(422)
    expect((await en.json()).errors).toEqual([
      {
        field: 'preferredTime',
        message: 'The boutique is open from 10:30 to 19:30 that day. Please choose a time in between.',
      },
    ])
    const fr = await request.post('/api/forms/booking', {
      data: { ...body, locale: 'fr', requestId: `${body.requestId}-fr` },
    })
    expect((await fr.json()).errors).toEqual([
      {
        field: 'preferredTime',
        message:
          'Ce jour-là, la boutique est ouverte de 10\u00a0h\u00a030 à 19\u00a0h\u00a030. Veuillez choisir une heure dans cet intervalle.',
      },
    ])
  })

  test('glove hand sizes reach the dialog too', async ({ page }) => {
    await page.goto('/gloves')
    const option = page.getByTestId('size-option').first()
    const size = (await option.getAttribute('data-size'))!
    await sizePickerReady(page)
    await option.click()
    await page.getByTestId('try-on-question').getByRole('button', { name: 'Yes' }).click()
    await expect(page.getByTestId('booking-dialog').locator('#size')).toHaveValue(size)
  })
})

test.describe('sold-out size', () => {
  test('English: notify question → yes → email → thank-you, stored for that size', async ({ page, request }) => {
    const email = `notify-${Date.now()}@example.com`
    await page.goto('/sandals/gold')
    await pickSize(page, '38')
    const q = page.getByTestId('stock-interest-question')
    await expect(q).toContainText('This size is out of stock. Would you like to be notified when it is back?')
    await q.getByRole('button', { name: 'Yes' }).click()
    await q.getByLabel('Your email address').fill(email)
    await q.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByTestId('stock-interest-thanks')).toHaveText(
      'Thank you. We will write to you as soon as your size is available.',
    )
    const rows = await api(request, `/api/stock-interests?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
    expect(rows.docs).toHaveLength(1)
    expect(rows.docs[0]).toMatchObject({
      sku: 'sandals-gold-38',
      size: '38',
      kind: 'notify',
      status: 'waiting',
      locale: 'en',
    })
  })

  test('French: a running preorder campaign for the product asks about preordering → thank-you', async ({
    page,
    request,
  }) => {
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const campaign = await request.post('/api/preorder-campaigns', {
      headers,
      data: {
        title: 'Sandales dorées',
        status: 'active',
        end_date: new Date(Date.now() + 5 * 60_000).toISOString(),
        product_type: 'sandals',
        color: 'gold',
      },
    })
    expect(campaign.status()).toBe(201)
    const id = (await campaign.json()).doc.id
    try {
      const email = `precommande-${Date.now()}@example.com`
      const q = page.getByTestId('stock-interest-question')
      await expect(async () => {
        await page.goto('/fr/sandals/gold')
        await pickSize(page, '38')
        await expect(q).toContainText('Cette pointure est épuisée. Souhaitez-vous la précommander ?', { timeout: 1000 })
      }).toPass({ timeout: 10_000 })
      await q.getByRole('button', { name: 'Oui' }).click()
      await q.getByLabel('Votre adresse e-mail').fill(email)
      await q.getByRole('button', { name: 'Envoyer' }).click()
      await expect(page.getByTestId('stock-interest-thanks')).toHaveText(
        'Merci. Nous vous écrirons à l’ouverture de la précommande dans votre pointure.',
      )
      const rows = await api(request, `/api/stock-interests?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
      expect(rows.docs[0]).toMatchObject({ sku: 'sandals-gold-38', kind: 'preorder', locale: 'fr' })
    } finally {
      await request.patch(`/api/preorder-campaigns/${id}`, { headers, data: { status: 'closed' } })
    }
  })
})
