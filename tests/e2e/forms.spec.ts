// Shopper requests in Chromium, both languages: contact (success and server error, inline + toast that closes
// after 3000 ms), newsletter states, the preorder bar's countdown ticking and ending, the staff email test view.
import { type APIRequestContext, type Page, expect, test } from './fixtures/test'
import { E2E_ADMIN } from './fixtures/admin'
import { login } from './fixtures/login'
import { holdRequests, settled } from './fixtures/wait'

async function fillContact(page: Page, email = `shopper-${Date.now()}@example.com`) {
  await page.locator('#firstName').fill('Camille')
  await page.locator('#lastName').fill('Durand')
  await page.locator('#email').fill(email)
  await page.locator('#reason').selectOption('product')
  await page.locator('#message').fill('Is the black pump true to size?')
}

test.describe('contact', () => {
  test('English: sending → success inline and a toast that closes after 3000 ms; boutique details shown', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
    await expect(page.getByTestId('contact-boutique')).toContainText('Opening hours')
    await expect(page.locator('#reason option')).toHaveText([
      'Choose a reason',
      'General Inquiry',
      'Order Question',
      'Product Information',
      'Customer Support',
      'Wholesale Inquiry',
      'Press/Media',
      'Other',
    ])
    await fillContact(page)
    const release = await holdRequests(page, '**/api/forms/contact')
    // The page's clock stands still from here: the toast's 3000 ms are counted on it, not on a busy machine's time.
    await page.clock.pauseAt(Date.now() + 1000)
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await expect(page.getByTestId('contact-status')).toHaveText('Your message has been sent successfully!')
    const toast = page.getByTestId('toast').filter({ hasText: 'Message sent successfully' })
    await expect(toast).toBeVisible()
    await page.clock.runFor(2_999)
    await settled(page)
    await expect(toast).toBeVisible()
    await page.clock.runFor(1)
    await expect(toast).toHaveCount(0)
  })

  test('English: a server error shows the inline error and the error toast', async ({ page }) => {
    await page.goto('/contact')
    await fillContact(page)
    await page.route('**/api/forms/contact', (route) => route.fulfill({ status: 500, body: 'boom' }))
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByTestId('contact-status')).toHaveText('An error occurred while sending the message.')
    await expect(page.getByTestId('toast').filter({ hasText: 'Error sending message' })).toBeVisible()
  })

  test('French: field messages, then success and error in French', async ({ page }) => {
    await page.goto('/fr/contact')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await expect(page.getByText('Veuillez renseigner le champ « Prénom ».')).toBeVisible()
    await fillContact(page)
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await expect(page.getByTestId('contact-status')).toHaveText('Votre message a bien été envoyé !')
    await expect(page.getByTestId('toast').filter({ hasText: 'Message envoyé' })).toBeVisible()
    // A real server error: 503 with the endpoint's own body.
    await page.route('**/api/forms/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [{ field: '', message: 'The service is temporarily unavailable. Please try again.' }],
        }),
      }),
    )
    await fillContact(page)
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await expect(page.getByTestId('contact-status')).toHaveText('Une erreur est survenue lors de l’envoi du message.')
    await expect(page.getByTestId('toast').filter({ hasText: 'Échec de l’envoi du message' })).toBeVisible()
  })

  test('French: a 500 from the server shows the French inline error and toast', async ({ page }) => {
    await page.goto('/fr/contact')
    await fillContact(page)
    await page.route('**/api/forms/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    )
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await expect(page.getByTestId('contact-status')).toHaveText('Une erreur est survenue lors de l’envoi du message.')
    await expect(page.getByTestId('toast').filter({ hasText: 'Échec de l’envoi du message' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled()
  })
})

test.describe('newsletter', () => {
  test('footer form: idle → Joining... → done, email placeholder with asterisk and consent required', async ({
    page,
  }) => {
    // The home carries the full block instead (one form per page): the footer's form is on every other page.
    await page.goto('/magazine')
    const form = page.getByTestId('newsletter-footer')
    await expect(form.getByPlaceholder('Your email address *')).toBeVisible()
    await form.getByPlaceholder('Your email address *').fill(`nl-${Date.now()}@example.com`)
    await form.getByRole('button', { name: 'Join' }).click()
    await expect(form.getByText('Please fill in Consent.')).toBeVisible()
    await form.getByRole('checkbox').check()
    const release = await holdRequests(page, '**/api/forms/newsletter')
    await form.getByRole('button', { name: 'Join' }).click()
    await expect(form.getByRole('button', { name: 'Joining...' })).toBeDisabled()
    release()
    await expect(page.getByTestId('newsletter-footer-done')).toContainText('Please confirm your subscription')
  })

  test('French block with Show More / Show Less on the link landing page', async ({ page }) => {
    await page.goto('/fr/newsletter?status=invalid')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce lien n’est plus valide')
    const block = page.getByTestId('newsletter-block')
    // A click before hydration does nothing: click until the toggle answers.
    await expect(async () => {
      await block.getByRole('button', { name: 'En savoir plus' }).click({ timeout: 2000 })
      await expect(block.getByRole('button', { name: 'Réduire' })).toHaveAttribute('aria-expanded', 'true', {
        timeout: 1000,
      })
    }).toPass({ timeout: 15_000 })
    await block.getByPlaceholder('Votre adresse e-mail *').fill(`nl-fr-${Date.now()}@example.com`)
    await block.getByRole('checkbox').check()
    const release = await holdRequests(page, '**/api/forms/newsletter')
    await block.getByRole('button', { name: 'S’inscrire' }).click()
    await expect(block.getByRole('button', { name: 'Inscription…' })).toBeDisabled()
    release()
    await expect(page.getByTestId('newsletter-block-done')).toContainText('Merci')
  })
})

async function staffApi(request: APIRequestContext) {
  const res = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(res.ok()).toBe(true)
  return (await res.json()).token as string
}

test.describe('preorder bar', () => {
  // The campaigns this test opens are closed after it, so no later page shows them (the French scan would read a
  // campaign title typed here in English).
  const opened: number[] = []
  test.afterEach(async ({ request }) => {
    const token = await staffApi(request)
    for (const id of opened.splice(0)) {
      const res = await request.patch(`/api/preorder-campaigns/${id}`, {
        headers: { Authorization: `JWT ${token}` },
        data: { status: 'closed' },
      })
      expect(res.ok()).toBe(true)
    }
  })

  test('counts down on the page clock — days to seconds, "left", "ending soon", "ended" — in both languages', async ({
    page,
    request,
  }) => {
    const token = await staffApi(request)
    const open = async (data: Record<string, string>) => {
      const res = await request.post('/api/preorder-campaigns', {
        headers: { Authorization: `JWT ${token}` },
        data: { status: 'active', ...data },
      })
      expect(res.status()).toBe(201)
      opened.push((await res.json()).doc.id)
    }
    // Each campaign ends a minute after the exact remaining time asserted below, so the page clock can be moved
    // forward to that instant (a page clock only moves forward).
    const span = ((2 * 24 + 3) * 60 + 4) * 60_000 + 30_000 // 2 days 3 h 4 min 30 s
    const enEnd = Date.now() + span + 60_000
    await open({
      title: 'Red ankle boots',
      end_date: new Date(enEnd).toISOString(),
      product_type: 'ankle-boots',
      color: 'red',
    })
    // The page clock only moves forward and is the context's: the French campaign ends well after the English one.
    const frEnd = enEnd + span + 10 * 60_000
    await open({ title: 'Gants d’hiver', end_date: new Date(frEnd).toISOString(), product_type: 'gloves' })

    // The page's timers are fake from the first script on; time flows until the bar is drawn, then each step
    // jumps the clock and fires the countdown's tick once.
    await page.clock.install()
    const red = page.getByTestId('preorder-bar').getByRole('link', { name: /Red ankle boots/ })
    await expect(async () => {
      await page.goto('/')
      await expect(red).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(red).toHaveAttribute('href', '/ankle-boots/red')
    const countdown = red.getByTestId('preorder-countdown')
    // The clock is paused only once the countdown runs in the browser (its text moves on from the served one):
    // a bar drawn but not yet hydrated would keep its first frame however far the clock jumps.
    const served = await countdown.textContent()
    await expect(countdown).not.toHaveText(served!)
    await page.clock.pauseAt(enEnd - span)
    await expect(countdown).toHaveText('2d 03h 04m 30s')
    await page.clock.pauseAt(enEnd - 42_000)
    await expect(countdown).toHaveText('42s left')
    await page.clock.pauseAt(enEnd - 400)
    await expect(countdown).toHaveText('ending soon')
    await expect(countdown).toHaveAttribute('data-state', 'ending-soon')
    await page.clock.pauseAt(enEnd + 1000)
    await expect(countdown).toHaveText('ended')
    await expect(countdown).toHaveAttribute('data-state', 'ended')

    // Time flows again while the French page loads and hydrates; then each step jumps and pauses as above.
    await page.clock.resume()
    const fr = page
    const gloves = fr.getByTestId('preorder-bar').getByRole('link', { name: /Gants d’hiver/ })
    await expect(async () => {
      await fr.goto('/fr')
      await expect(gloves).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(gloves).toHaveAttribute('href', '/fr/gloves')
    await expect(gloves).toContainText('Précommande')
    const frCountdown = gloves.getByTestId('preorder-countdown')
    const frServed = await frCountdown.textContent()
    await expect(frCountdown).not.toHaveText(frServed!)
    await fr.clock.pauseAt(frEnd - span)
    await expect(frCountdown).toHaveText('2 j 03 h 04 min 30 s')
    await fr.clock.pauseAt(frEnd - (65 * 60_000 + 7_000))
    await expect(frCountdown).toHaveText('01 h 05 min 07 s')
    await fr.clock.pauseAt(frEnd - 9_000)
    await expect(frCountdown).toHaveText('09 s restantes')
    await fr.clock.pauseAt(frEnd - 400)
    await expect(frCountdown).toHaveText('se termine bientôt')
    await fr.clock.pauseAt(frEnd + 1000)
    await expect(frCountdown).toHaveText('terminée')
  })
  // prefers-reduced-motion: the countdown shows no seconds, so its text changes once a minute at most; under a
  // minute left it says "ending soon" instead of counting down.
  test('with reduced motion the countdown runs to the minute, in both languages', async ({ page, request }) => {
    const token = await staffApi(request)
    const open = async (data: Record<string, string>) => {
      const res = await request.post('/api/preorder-campaigns', {
        headers: { Authorization: `JWT ${token}` },
        data: { status: 'active', ...data },
      })
      expect(res.status()).toBe(201)
      opened.push((await res.json()).doc.id)
    }
    const span = (3 * 60 + 4) * 60_000 + 30_000 // 3 h 4 min 30 s
    const enEnd = Date.now() + span + 60_000
    await open({
      title: 'Red ankle boots',
      end_date: new Date(enEnd).toISOString(),
      product_type: 'ankle-boots',
      color: 'red',
    })
    // The page clock only moves forward: the French campaign ends well after the English one.
    const frEnd = enEnd + span + 10 * 60_000
    await open({ title: 'Gants d’hiver', end_date: new Date(frEnd).toISOString(), product_type: 'gloves' })

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    const red = page.getByTestId('preorder-bar').getByRole('link', { name: /Red ankle boots/ })
    await expect(async () => {
      await page.goto('/')
      await expect(red).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    const countdown = red.getByTestId('preorder-countdown')
    // Running in the browser: the served frame (to the second: the server cannot know the preference) is replaced.
    await expect(countdown).not.toHaveText(/\ds/)
    await page.clock.pauseAt(enEnd - span)
    await expect(countdown).toHaveText('03h 04m')
    // Every second of that minute reads the same.
    for (const s of [10, 20, 29]) {
      await page.clock.pauseAt(enEnd - span + s * 1000)
      await settled(page)
      await expect(countdown).toHaveText('03h 04m')
    }
    await page.clock.pauseAt(enEnd - span + 31_000)
    await expect(countdown).toHaveText('03h 03m')
    await page.clock.pauseAt(enEnd - 42_000)
    await expect(countdown).toHaveText('ending soon')
    await page.clock.pauseAt(enEnd + 1000)
    await expect(countdown).toHaveText('ended')

    await page.clock.resume()
    const gloves = page.getByTestId('preorder-bar').getByRole('link', { name: /Gants d’hiver/ })
    await expect(async () => {
      await page.goto('/fr')
      await expect(gloves).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    const frCountdown = gloves.getByTestId('preorder-countdown')
    await expect(frCountdown).not.toHaveText(/\d s/)
    await page.clock.pauseAt(frEnd - span)
    await expect(frCountdown).toHaveText('03 h 04 min')
    await page.clock.pauseAt(frEnd - 9_000)
    await expect(frCountdown).toHaveText('se termine bientôt')
  })
})

test.describe('email test view', () => {
  test('asks for sign-in, then sends a test email and lists it in the outbox', async ({ page }) => {
    await page.goto('/app/email-test')
    await expect(page).toHaveURL(/\/app\/login/)
    await login(page)
    await page.goto('/app/email-test')
    await expect(page.getByRole('heading', { name: 'Email test' })).toBeVisible()
    await expect(page.getByTestId('email-transport')).toContainText('Outbox')
    await page.getByLabel('Recipient').fill('staff-test@example.com')
    await page.getByRole('button', { name: 'Send test email' }).click()
    await expect(page.getByTestId('email-test-result')).toHaveText('Test email sent.')
    await expect(page.getByRole('row', { name: /staff-test@example.com/ }).first()).toContainText(
      'Maison Sabine test email',
    )
  })
})
