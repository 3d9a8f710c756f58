// The shopper's identity pages in Chromium against the production server, in English and in French (issue 35):
// changing the email address (current password; the link to the new address makes it the account's), changing the
// password (current password, or a code sent by email; the strength rule's refusal shown), and deleting the account
// (what is erased and kept; the password or a code). The shopper is signed up and signed in through the account
// API, as the pages under test are these three.
import { type Page, expect, test } from './fixtures/test'
import { PASSWORD, codeFor, linkIn, mailTo, pasteCode, uniqueEmail } from './fixtures/accounts'

// Each case signs a shopper up, confirms and signs in, and hashes passwords a few times: a loaded machine needs more
// than the default minute.
test.describe.configure({ timeout: 120_000 })

/** Each test its own client address: its own rate-limit budget and lock counts. */
test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` })
})

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const res = await page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } })
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300)
}

/** A confirmed shopper, signed in in this browser (the customer cookie is the context's). */
async function signedInShopper(page: Page, locale: 'en' | 'fr') {
  const email = uniqueEmail()
  await page.goto(locale === 'fr' ? '/fr' : '/')
  await post(page, '/api/account/sign-up', { email, password: PASSWORD, terms: true, locale })
  const link = await linkIn(email, '/account/verify')
  await post(page, '/api/account/verify', { token: new URL(link, 'http://x').searchParams.get('token'), locale })
  await post(page, '/api/account/sign-in', { email, password: PASSWORD, locale })
  return email
}

test('changing the email address: current password, the link to the new address, then the account’s', async ({
  page,
}) => {
  const email = await signedInShopper(page, 'en')
  await page.goto('/account')
  await page.getByRole('link', { name: 'Change my email address' }).click()
  await page.waitForURL('**/account/email', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change my email address')
  await expect(page.getByTestId('email-change')).toContainText(`Signed in as ${email}`)
  const next = uniqueEmail()
  await page.locator('#account-email').fill(next)
  await page.locator('#account-password').fill('not-my-password')
  await page.getByRole('button', { name: 'Send the confirmation link' }).click()
  await expect(page.locator('#account-password-error')).toHaveText('This password is incorrect.')
  await page.locator('#account-password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Send the confirmation link' }).click()
  await expect(page.getByTestId('email-change').getByRole('status')).toContainText(
    'Please check the inbox of your new address',
  )
  await mailTo(email, 'asked to change')
  // Nothing changed yet.
  await page.goto('/account')
  await expect(page.getByTestId('account-view')).toContainText(`Signed in as ${email}`)

  await page.goto(await linkIn(next, '/account/email/confirm'))
  await expect(page.getByText('Your email address has been changed.')).toBeVisible()
  await page.goto('/account')
  await expect(page.getByTestId('account-view')).toContainText(`Signed in as ${next}`)
})

test('changer d’adresse e-mail, en français : erreurs et confirmation dans la langue du client', async ({ page }) => {
  await signedInShopper(page, 'fr')
  await page.goto('/fr/account/email')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changer mon adresse e-mail')
  await page.locator('#account-email').fill('pas-une-adresse')
  await page.locator('#account-password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click()
  await expect(page.locator('#account-email-error')).toHaveText('Veuillez saisir une adresse e-mail valide.')
  const next = uniqueEmail()
  await page.locator('#account-email').fill(next)
  await page.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click()
  await expect(page.getByTestId('email-change').getByRole('status')).toContainText(
    'Veuillez consulter la boîte de réception de votre nouvelle adresse',
  )
  const link = await linkIn(next, '/account/email/confirm')
  expect(link.startsWith('/fr/account/email/confirm?')).toBe(true)
  await page.goto(link)
  await expect(page.getByText('Votre adresse e-mail a été modifiée.')).toBeVisible()
  // A link serves once.
  await page.goto(link)
  await expect(page.getByText('Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.')).toBeVisible()
})

test('changing the password with the current one: the strength rule, then the other devices signed out', async ({
  page,
  browser,
}) => {
  const email = await signedInShopper(page, 'en')
  // A second device, signed in with the same password.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/')
  await post(otherPage, '/api/account/sign-in', { email, password: PASSWORD })

  await page.goto('/account')
  await page.getByRole('link', { name: 'Change my password' }).click()
  await page.waitForURL('**/account/password', { waitUntil: 'commit' })
  await page.locator('#account-currentPassword').fill(PASSWORD)
  await page.locator('#account-password').fill('P@ssw0rd')
  await page.getByRole('button', { name: 'Change my password' }).click()
  await expect(page.locator('#account-password-error')).toHaveText(
    'This password is too easy to guess: please choose another one.',
  )
  await page.locator('#account-currentPassword').fill('guess-guess')
  await page.locator('#account-password').fill('saddle-stitch-1907')
  await page.getByRole('button', { name: 'Change my password' }).click()
  await expect(page.locator('#account-currentPassword-error')).toHaveText('This password is incorrect.')
  await page.locator('#account-currentPassword').fill(PASSWORD)
  await page.getByRole('button', { name: 'Change my password' }).click()
  await expect(page.getByTestId('password-change').getByRole('status')).toHaveText(
    'Your password has been changed. Your other devices have been signed out.',
  )
  const session = async (p: Page) => (await (await p.request.get('/api/account/session')).json()).session
  expect(await session(page)).not.toBeNull()
  expect(await session(otherPage)).toBeNull()
  await other.close()
})

test('changer de mot de passe avec un code reçu par e-mail, en français', async ({ page }) => {
  const email = await signedInShopper(page, 'fr')
  await page.goto('/fr/account/password')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changer mon mot de passe')
  await page.getByRole('button', { name: /Je ne connais pas mon mot de passe/ }).click()
  await expect(page.getByTestId('password-change').getByRole('status')).toContainText(
    `Nous avons envoyé un code de 6 caractères à ${email}`,
  )
  const code = await codeFor(email)
  await pasteCode(page, code)
  await page.locator('#account-password').fill('soulier-vernis-1907')
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click()
  await expect(page.getByTestId('password-change').getByRole('status').last()).toHaveText(
    'Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.',
  )
  // The new password signs in.
  const res = await page.request.post('/api/account/sign-in', {
    data: { email, password: 'soulier-vernis-1907' },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(res.status()).toBe(200)
})

test('deleting the account: what is erased and kept, the password asked, then signed out', async ({ page }) => {
  const email = await signedInShopper(page, 'en')
  await page.goto('/account')
  await page.getByRole('link', { name: 'Delete my account…' }).click()
  await page.waitForURL('**/account/delete', { waitUntil: 'commit' })
  const view = page.getByTestId('delete-account')
  await expect(view.getByRole('heading', { name: 'What will be erased' })).toBeVisible()
  await expect(view.getByRole('heading', { name: 'What is kept, as the law requires' })).toBeVisible()
  await expect(view).toContainText('Paid orders and their invoices, for 10 years')
  const remove = page.getByRole('button', { name: 'Delete my account permanently' })
  await expect(remove).toBeDisabled()
  await view.getByRole('checkbox').check()
  await page.locator('#account-password').fill('guess-guess')
  await remove.click()
  await expect(page.locator('#account-password-error')).toHaveText('This password is incorrect.')
  await page.locator('#account-password').fill(PASSWORD)
  await remove.click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false')
  const res = await page.request.post('/api/account/sign-in', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(res.status()).toBe(401)
})

test('supprimer son compte avec un code reçu par e-mail, en français', async ({ page }) => {
  const email = await signedInShopper(page, 'fr')
  await page.goto('/fr/account/delete')
  const view = page.getByTestId('delete-account')
  await expect(view.getByRole('heading', { name: 'Ce qui sera effacé' })).toBeVisible()
  await expect(view.getByRole('heading', { name: 'Ce qui est conservé, comme la loi l’exige' })).toBeVisible()
  await view.getByRole('checkbox').check()
  const remove = page.getByRole('button', { name: 'Supprimer définitivement mon compte' })
  await remove.click()
  await expect(page.locator('#account-password-error')).toHaveText(
    'Veuillez saisir votre mot de passe, ou demander un code par e-mail.',
  )
  await page.getByRole('button', { name: /Je ne connais pas mon mot de passe/ }).click()
  const code = await codeFor(email)
  await pasteCode(page, code)
  await remove.click()
  await page.waitForURL((url) => url.pathname === '/fr')
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false')
})
