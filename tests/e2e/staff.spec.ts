// Staff management in Chromium against the production server: an admin invites a staff member from
// /app/manage-users, the invitation link (read from the operator-only auth-mail folder) sets their password once,
// the new member signs in, is refused the admin-only screen (told why), sets up two-step verification, and at their
// next sign-in gives a code before the backoffice opens.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  expect,
  test,
  serverDir,
} from './fixtures/test'
import { base32Decode, totp } from '../../src/domain/totp'
import { adminToken, deleteUser } from './catalogAdmin'
import { login } from './fixtures/login'

const authMailDir = () => path.join(serverDir(), 'auth-mail')

async function inviteLink(address: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      () => {
        let files: string[] = []
        try {
          files = readdirSync(authMailDir()).sort()
        } catch {
          return ''
        }
        const mail = files
          .map((f) => readFileSync(path.join(authMailDir(), f), 'utf8'))
          .filter((m) => m.includes(`To: ${address} `))
          .at(-1)
        link = /https?:\/\/[^\s"<]+\/app\/reset\/[0-9a-f]+/.exec(mail ?? '')?.[0] ?? ''
        return link
      },
      { timeout: 15_000 },
    )
    .not.toBe('')
  return link
}

// Each test owns its staff member (made for it, deleted after it) and signs in from its own address, so the three
// run alone, in any order or side by side, and never spend each other's sign-in budget.
const made: string[] = []
const contexts: BrowserContext[] = []
test.afterEach(async ({ request }) => {
  while (contexts.length) await contexts.pop()!.close()
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  while (made.length) {
    const email = made.pop()!
    const found = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
    for (const { id } of (await found.json()).docs as { id: number }[]) await deleteUser(request, id)
  }
})

const uniqueEmail = () =>
  `staff-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@maison-sabine.example`
const PASSWORD = 'Escarpin-Vavin-2026-e2e'

/** A new browser context, its requests coming from an address of its own (the server trusts one proxy hop). */
async function freshPage(browser: Browser): Promise<Page> {
  const address = `10.202.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } })
  contexts.push(context)
  return context.newPage()
}

/** The invitation link in a new context: fills the new password and sends it. A click before Payload's form has
 * its handlers sends nothing, so fill and click until the request goes out — once it has, the link's single use is
 * spent. A value typed before hydration is in the box but not in the form's state, and typing the SAME value again
 * fires no change (React compares with what the box holds): the form then says "Please correct invalid fields." on
 * every round. So each round empties each box before filling it. On a loaded machine the request of one round can
 * leave after that round gave up waiting for it, and its answer takes the page off the form: the link was used, and
 * the next round stops there instead of waiting for a form that is gone. Every step of a round has its own limit,
 * so a round fails (and the next one runs) rather than hanging until the test's timeout. */
async function resetWithLink(browser: Browser, link: string, password: string): Promise<Page> {
  const page = await freshPage(browser)
  let requests = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/users/reset-password') requests++
  })
  await page.goto(new URL(link).pathname)
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  await expect(async () => {
    if (requests > 0 && !new URL(page.url()).pathname.includes('/reset/')) return
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/users/reset-password', {
      timeout: 5_000,
    })
    sent.catch(() => undefined) // a round that fails before awaiting it leaves no unhandled rejection
    for (const name of ['password', 'confirm-password']) {
      const input = page.locator(`input[name="${name}"]`)
      await input.fill('', { timeout: 5_000 })
      await input.fill(password, { timeout: 5_000 })
    }
    await page.locator('button[type="submit"]').click({ timeout: 5_000 })
    await sent
  }).toPass({ timeout: 45_000 })
  return page
}

/** An editor made by the admin through the API, with a password of its own choosing already set. */
async function editor(request: APIRequestContext) {
  const email = uniqueEmail()
  made.push(email)
  const res = await request.post('/api/users', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { email, password: PASSWORD, name: 'Nouvelle Recrue', roles: ['editor'] },
  })
  expect(res.status()).toBe(201)
  return { email, password: PASSWORD }
}

/** On /app/two-factor: reads the key shown, gives its current code, and lands in the backoffice; answers the key. */
async function confirmEnrolment(page: Page): Promise<string> {
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  await expect(page.getByTestId('totp-uri')).toHaveAttribute('href', new RegExp(`secret=${secret}`))
  await page.getByTestId('totp-code').fill(totp(base32Decode(secret)!, Date.now()))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await page.waitForURL((u) => u.pathname === '/app' || u.pathname === '/app/')
  return secret
}

test('an admin invites a staff member, whose link sets their password once', async ({ browser }) => {
  const email = uniqueEmail()
  made.push(email)
  const page = await freshPage(browser)
  await login(page)
  await page.goto('/app/manage-users')
  const form = page.getByTestId('invite-form')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('input[name="name"]').fill('Nouvelle Recrue')
  await form.locator('input[name="role_service"]').uncheck()
  await form.locator('input[name="role_editor"]').check()
  // Each role says what it opens where it is chosen.
  await expect(form.getByText('The magazine, pages, people, press and media library.')).toBeVisible()
  await form.locator('button[type="submit"]').click()
  await expect(page.getByTestId('manage-users-done')).toHaveText(`Invitation sent to ${email}.`)
  await expect(page.locator(`[data-testid="staff-row"][data-email="${email}"]`)).toContainText('Active')

  const link = await inviteLink(email)
  // The link's page refuses what the staff rule rates weak (Payload's reset skips the update's hooks); the link
  // stays good for a strong password.
  const weak = await resetWithLink(browser, link, 'password')
  await expect(weak.getByText('The following field is invalid:')).toBeVisible()
  await expect(weak).toHaveURL(/\/app\/reset\//)
  const invitee = await resetWithLink(browser, link, PASSWORD)
  await invitee.waitForURL((u) => !u.pathname.includes('/reset/'))
  // The password the link set opens the backoffice.
  const signedIn = await freshPage(browser)
  await login(signedIn, { email, password: PASSWORD })
  await expect(signedIn).toHaveURL(/\/app\/?$/)

  // The same link a second time does nothing.
  const again = await resetWithLink(browser, link, 'Another-Password-2026')
  await expect(again.getByText(/invalid or has expired/i)).toBeVisible()
})

test('a staff member signs in, is refused staff management, and sets up two-step verification', async ({
  browser,
  request,
}) => {
  const account = await editor(request)
  const page = await freshPage(browser)
  await login(page, account)
  await page.goto('/app/manage-users')
  await expect(page.getByTestId('manage-users-denied')).toHaveText(
    'Not allowed: only an admin can manage staff accounts.',
  )
  await page.goto('/app/two-factor')
  // The QR code to scan, drawn in the page (the admin's policy refuses no inline SVG), beside the key to type.
  const qr = page.getByRole('img', {
    name: 'QR code of the two-step verification link, to scan with your authenticator app',
  })
  await expect(qr).toBeVisible()
  await expect(qr.locator('svg path')).toHaveCount(2)
  expect((await qr.boundingBox())?.width).toBe(200)
  await confirmEnrolment(page)
})

test('once enrolled, the next sign-in opens the backoffice only after the code', async ({ browser, request }) => {
  const account = await editor(request)
  const enrol = await freshPage(browser)
  await login(enrol, account)
  await enrol.goto('/app/two-factor')
  const secret = await confirmEnrolment(enrol)

  const page = await freshPage(browser)
  await login(page, account)
  await page.waitForURL(/\/app\/two-factor/)
  // Until the code is given, every other page leads back here, custom views included…
  for (const path of ['/app/collections/pages', '/app/manage-users', '/app/session-test', '/app/account']) {
    await page.goto(path)
    await expect(page, path).toHaveURL(/\/app\/two-factor$/)
  }
  // …and the API, with this session's cookie (sent from the site itself, as the backoffice's own calls are), opens
  // nothing but the account's own record, which it cannot change.
  const headers = { origin: new URL(page.url()).origin }
  const api = page.request
  const own = (await (await api.get('/api/users/me', { headers })).json()) as { user: { id: number } }
  const users = (await (await api.get('/api/users?depth=0', { headers })).json()) as { docs: { id: number }[] }
  expect(users.docs.map((d) => d.id)).toEqual([own.user.id])
  expect((await api.get('/api/payload-locked-documents', { headers })).status()).toBe(403)
  const patch = await api.patch(`/api/users/${own.user.id}`, {
    data: { password: 'Someone-Else-Chose-This-1' },
    headers,
  })
  expect(patch.status()).toBe(403)
  await page.goto('/app/two-factor')
  await page.getByTestId('totp-code').fill('000000')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('totp-error')).toBeVisible()
  // The next time step's code: the enrolment used this one, and a code works once.
  await page.getByTestId('totp-code').fill(totp(base32Decode(secret)!, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await page.waitForURL((u) => u.pathname === '/app' || u.pathname === '/app/')
  await page.goto('/app/collections/pages')
  await expect(page).toHaveURL(/\/app\/collections\/pages/)
  const origin = new URL(page.url()).origin
  expect((await page.request.get('/api/payload-locked-documents', { headers: { origin } })).status()).toBe(200)
})
