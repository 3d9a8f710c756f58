// Staff management in Chromium against the production server: an admin invites a staff member from
// /app/manage-users, the invitation link (read from the operator-only auth-mail folder) sets their password once,
// the new member signs in, is refused the admin-only screen (told why), sets up two-step verification, and at their
// next sign-in gives a code before the backoffice opens.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, type Page, expect, test } from '@playwright/test'
import { base32Decode, totp } from '../../src/domain/totp'
import { login } from './fixtures/login'

const authMailDir = () => path.join(process.env.E2E_TMP!, 'auth-mail')

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

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage()
}

test.describe.configure({ mode: 'serial' })

const email = `staff-${Date.now().toString(36)}@maison-sabine.example`
const PASSWORD = 'Escarpin-Vavin-2026-e2e'
let secret = ''

test('an admin invites a staff member, whose link sets their password once', async ({ page, browser }) => {
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
  const invitee = await freshPage(browser)
  await invitee.goto(new URL(link).pathname)
  await invitee.locator('input[name="password"]').fill(PASSWORD)
  await invitee.locator('input[name="confirm-password"]').fill(PASSWORD)
  await invitee.locator('button[type="submit"]').click()
  await invitee.waitForURL((u) => !u.pathname.includes('/reset/'))

  // The same link a second time does nothing.
  const again = await freshPage(browser)
  await again.goto(new URL(link).pathname)
  await again.locator('input[name="password"]').fill('Another-Password-2026')
  await again.locator('input[name="confirm-password"]').fill('Another-Password-2026')
  await again.locator('button[type="submit"]').click()
  await expect(again.getByText(/invalid or has expired/i)).toBeVisible()
})

test('the new staff member signs in, is refused staff management, and sets up two-step verification', async ({
  browser,
}) => {
  const page = await freshPage(browser)
  await login(page, { email, password: PASSWORD })
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
  const shown = (await page.getByTestId('totp-secret').textContent()) ?? ''
  secret = shown.replace(/\s/g, '')
  await expect(page.getByTestId('totp-uri')).toHaveAttribute('href', new RegExp(`secret=${secret}`))
  await page.getByTestId('totp-code').fill(totp(base32Decode(secret)!, Date.now()))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await page.waitForURL((u) => u.pathname === '/app' || u.pathname === '/app/')
})

test('at the next sign-in the backoffice opens only after the code', async ({ browser }) => {
  const page = await freshPage(browser)
  await login(page, { email, password: PASSWORD })
  await page.waitForURL(/\/app\/two-factor/)
  await page.getByTestId('totp-code').fill('000000')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('totp-error')).toBeVisible()
  // The next time step's code: the enrolment used this one, and a code works once.
  await page.getByTestId('totp-code').fill(totp(base32Decode(secret)!, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await page.waitForURL((u) => u.pathname === '/app' || u.pathname === '/app/')
  await page.goto('/app/collections/pages')
  await expect(page).toHaveURL(/\/app\/collections\/pages/)
})
