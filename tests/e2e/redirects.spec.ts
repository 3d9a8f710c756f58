// Where the production server sends a shopper, and what it answers for addresses nobody should request
// (issue 35): a sign-in's ?next= never leaves the shop, whatever the browser makes of backslashes, tabs and
// percent-encoding; a missing media file and a junk image-optimiser URL are the caller's mistakes (404/400), not 500s.
import { type Page, expect, test } from './fixtures/test'
import { PASSWORD, codeFor, pasteCode, signUpAndVerify, uniqueEmail } from './fixtures/accounts'

/** Any page on evil.example answers (the machine has no network): an escape lands there instead of failing. */
async function trapEvil(page: Page) {
  await page.context().route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' }),
  )
}

/** Once the sign-in page has been left: the origin and path the browser ended up on. */
async function landing(page: Page, from: string) {
  await page.waitForURL((u) => !u.pathname.endsWith(from), { waitUntil: 'commit' })
  const u = new URL(page.url())
  return { origin: u.origin, path: u.pathname }
}

test('a sign-in with ?next=/%5Cevil.example/x stays on the shop and opens the account page', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail()
  await signUpAndVerify(page, email)
  await trapEvil(page)
  await page.goto('/account/sign-in?next=/%5Cevil.example/x')
  await page.locator('#account-email').fill(email)
  await page.locator('#account-password').fill(PASSWORD)
  await page.locator('main button[type="submit"]').click()
  expect(await landing(page, '/account/sign-in')).toEqual({ origin: new URL(baseURL!).origin, path: '/account' })
})

test('a code sign-in with ?next=%2F%09%2Fevil.example/y stays on the shop; a path of ours is kept', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail()
  await signUpAndVerify(page, email, '/fr')
  await trapEvil(page)
  await page.goto('/fr/account/code?next=%2F%09%2Fevil.example/y')
  await page.locator('#account-email').fill(email)
  await page.getByRole('button', { name: 'M’envoyer un code' }).click()
  await expect(page.getByTestId('pin-0')).toBeVisible()
  await pasteCode(page, await codeFor(email))
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  const origin = new URL(baseURL!).origin
  expect(await landing(page, '/fr/account/code')).toEqual({ origin, path: '/fr/account' })
  // A legitimate next (a page of the shop, with its query) is where a signed-in shopper goes.
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click()
  await page.waitForURL('**/account/sign-in**')
  await page.goto('/fr/account/sign-in?next=%2Ffr%2Faccount%3Fx%3D1')
  await page.locator('#account-email').fill(email)
  await page.locator('#account-password').fill(PASSWORD)
  await page.locator('main button[type="submit"]').click()
  await page.waitForURL((u) => u.pathname === '/fr/account' && u.search === '?x=1')
})

test('a missing media file answers 404, and the unused image optimiser 404 whatever its url', async ({ request }) => {
  const missing = await request.get('/api/media/file/nope.webp')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).not.toContain('immutable')
  // Each of these answered 500 before (Next's optimiser: a bad encoding, a 500 or a redirect from the inner request).
  const junk = [
    '/_next/image?url=',
    '/_next/image?url=nope&w=640&q=75',
    '/_next/image?url=https%3A%2F%2Fevil.example%2Fa.png&w=640&q=75',
    '/_next/image?url=%2F%25&w=640&q=75',
    '/_next/image?url=%2F%E0%A4%A&w=640&q=75',
    '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fnope.webp&w=640&q=75',
    '/_next/image?url=%2Fen&w=640&q=75',
    '/_next/image?url=%2F%5Cevil.example&w=640&q=75',
    // The shop's pictures are sized at upload: a real image is no exception.
    '/_next/image?url=%2Fog-default.jpg&w=640&q=75',
  ]
  const answers = await Promise.all(junk.map(async (path) => [path, (await request.get(path)).status()]))
  expect(answers).toEqual(junk.map((path) => [path, 404]))
})

test('the preview link sends only to a path of the shop, whatever its ?path= holds', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin
  for (const path of [
    '%2F%09%2Fevil.example%2Fp',
    '%2F%5Cevil.example',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
  ]) {
    const res = await request.get(`/api/preview?path=${path}`, { maxRedirects: 0 })
    expect(res.status(), path).toBe(307)
    expect(new URL(res.headers().location!, origin).href, path).toBe(`${origin}/`)
  }
  const ours = await request.get('/api/preview?path=%2Ffr%2Fmagazine%3Fx%3D1', { maxRedirects: 0 })
  expect(ours.headers().location).toBe(`${origin}/fr/magazine?x=1`)
})
