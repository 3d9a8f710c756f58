// The production server's edge, in Chromium and over raw sockets: rate limits keyed on each caller's own address
// (one address cannot lock out another), broken percent-encoding answered 400 with the usual headers, no
// Host-derived Link header, and pages (shop and backoffice) that run under a CSP without 'unsafe-inline' with no
// violation in the console.
import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { type Page, expect, test, serverDb, serverDir } from './fixtures/test'
import { E2E_ADMIN } from './fixtures/admin'
import { login } from './fixtures/login'
import { pickSize } from './fixtures/shop'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A request from a chosen loopback address (the whole 127/8 block reaches this machine). */
function from(
  localAddress: string,
  port: number,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const data = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method,
        path,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}

const portOf = (baseURL: string | undefined) => Number(new URL(baseURL!).port)

/** A second production server on the same database, facing clients directly (no TRUST_PROXY): the default setup. */
async function directServer(port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SERVER_URL: `http://localhost:${port}`,
    NODE_ENV: 'production',
    DATABASE_URL: serverDb(),
    MEDIA_DIR: path.join(serverDir(), 'media'),
    PAYLOAD_SECRET: 'e2e-secret-not-for-production',
    COOKIE_SECURE: 'false',
    LOGIN_RATE_LIMIT: '30',
    LOGIN_RATE_LIMIT_SHARED: '100',
    // As on the main e2e server: the seeded admin has no second factor enrolled.
    STAFF_TOTP_REQUIRED: '0',
  }
  delete env.TRUST_PROXY
  // One process (no tsx wrapper), so killing it stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/server.ts'], { env, stdio: 'ignore' })
  for (let i = 0; i < 120; i++) {
    const up = await from('127.0.0.10', port, 'GET', '/api/ready').then(
      (r) => r.status === 200,
      () => false,
    )
    if (up) return child
    await new Promise((r) => setTimeout(r, 1000))
  }
  child.kill()
  throw new Error('the direct server did not start')
}

test.describe('one address cannot lock out another', () => {
  test('without a proxy: 200 failed sign-ins from 127.0.0.11, then a correct sign-in from 127.0.0.12 succeeds', async ({
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const port = portOf(baseURL) + 50
    const server = await directServer(port)
    try {
      await lockoutScenario(port)
    } finally {
      server.kill()
    }
  })
})

/** 200 failed sign-ins from one address, then the right password from another: it gets in, and the log says who. */
async function lockoutScenario(port: number) {
  const statuses: number[] = []
  for (let i = 0; i < 200; i++) {
    const res = await from('127.0.0.11', port, 'POST', '/api/users/login', {
      email: `intruder-${i}@example.com`,
      password: 'wrong-password',
    })
    statuses.push(res.status)
  }
  expect(statuses).toContain(429)
  expect(statuses.every((s) => s < 500)).toBe(true)
  const ok = await from('127.0.0.12', port, 'POST', '/api/users/login', E2E_ADMIN)
  expect(ok.status, ok.body).toBe(200)
  const { token, user } = JSON.parse(ok.body)
  expect(user.email).toBe(E2E_ADMIN.email)
  // The security log names each caller's own address, not a shared placeholder.
  const auth = { authorization: `JWT ${token}` }
  const logs = async (ip: string, event: string) =>
    JSON.parse(
      (
        await from(
          '127.0.0.12',
          port,
          'GET',
          `/api/security-logs?where[ip][equals]=${ip}&where[event][equals]=${event}&limit=1&depth=0`,
          undefined,
          auth,
        )
      ).body,
    ).totalDocs
  expect(await logs('127.0.0.12', 'login-success')).toBeGreaterThan(0)
}

/** Posts the newsletter form from one address until it is refused; returns every status answered. */
async function floodNewsletter(address: string, port: number) {
  const statuses: number[] = []
  for (let i = 0; i < 220; i++) statuses.push((await from(address, port, 'POST', '/api/forms/newsletter', {})).status)
  return statuses
}

test.describe('one address cannot lock out another, behind the trusted proxy', () => {
  test('a sign-in flood from one address leaves another free', async ({ baseURL }) => {
    test.setTimeout(120_000)
    await lockoutScenario(portOf(baseURL))
  })

  test('a form flooded from 127.0.0.13 still answers 127.0.0.14', async ({ baseURL }) => {
    test.setTimeout(120_000)
    const port = portOf(baseURL)
    const statuses = await floodNewsletter('127.0.0.13', port)
    expect(statuses.at(-1)).toBe(429)
    const other = await from('127.0.0.14', port, 'POST', '/api/forms/newsletter', {})
    expect(other.status, other.body).not.toBe(429)
    expect(other.status).toBeLessThan(500)
  })

  test('a client-sent copy of the private address header is replaced by the real one', async ({ baseURL }) => {
    test.setTimeout(120_000)
    const port = portOf(baseURL)
    // An address this test floods itself cannot hide behind a forged header naming a fresh one.
    expect((await floodNewsletter('127.0.0.16', port)).at(-1)).toBe(429)
    const res = await from('127.0.0.16', port, 'POST', '/api/forms/newsletter', {}, { 'x-maison-peer': '127.0.0.99' })
    expect(res.status).toBe(429)
  })
})

test.describe('bad input at the door', () => {
  for (const path of ['/%25', '/boots/%25', '/fr/%25zz', '/%E0%A4%A']) {
    test(`${path} is a 400 with the security headers`, async ({ baseURL }) => {
      const res = await from('127.0.0.15', portOf(baseURL), 'GET', path)
      expect(res.status).toBe(400)
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    })
  }

  test('/api/products/abc is a 404; multipart JSON to login is a 400', async ({ baseURL }) => {
    const port = portOf(baseURL)
    expect((await from('127.0.0.15', port, 'GET', '/api/products/abc')).status).toBe(404)
    const body = JSON.stringify({ email: E2E_ADMIN.email, password: 'x' })
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          localAddress: '127.0.0.15',
          method: 'POST',
          path: '/api/users/login',
          headers: { 'content-type': 'multipart/form-data', 'content-length': Buffer.byteLength(body) },
        },
        (r) => {
          r.resume()
          resolve(r.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end(body)
    })
    expect(res).toBe(400)
  })

  test('no Link header built from an arbitrary Host', async ({ baseURL }) => {
    const res = await from('127.0.0.15', portOf(baseURL), 'GET', '/fr/magazine', undefined, { host: 'evil.example' })
    expect(String(res.headers.link ?? '')).not.toContain('evil.example')
    expect(res.body).not.toContain('evil.example')
  })
})

/** Collects CSP violations and console errors of a page from the moment it is created. */
async function watch(page: Page) {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`)
    })
  })
  page.on('console', (m) => {
    const text = m.text()
    if (m.type() === 'error' && /Content Security Policy|CSP violation|Refused to/i.test(text)) problems.push(text)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  return problems
}

test.describe('pages run under the CSP without a violation', () => {
  test('the script policy lists hashes, not unsafe-inline', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy']
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))!
    expect(script).not.toContain("'unsafe-inline'")
    expect(script).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
    expect(csp).not.toMatch(/(img|connect)-src[^;]* https:(;|\s|$)/)
  })

  test('a 304 revalidation brings no policy of its own, so the page keeps the hashes it came with', async ({
    request,
  }) => {
    const first = await request.get('/boots')
    const etag = first.headers()['etag']
    expect(etag).toBeTruthy()
    const again = await request.get('/boots', { headers: { 'If-None-Match': etag! } })
    expect(again.status()).toBe(304)
    expect(again.headers()['content-security-policy']).toBeUndefined()
  })

  test('a page revalidated by the browser (reload with its cached copy) still runs its scripts', async ({ page }) => {
    const problems = await watch(page)
    await page.goto('/boots')
    await page.waitForLoadState('networkidle')
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('home, product with the checkout panel, magazine article, French pages', async ({ page }) => {
    const problems = await watch(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // The consent defaults ran (an inline script inserted by next/script).
    expect(await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toBe(
      true,
    )
    await page.goto('/ankle-boots/black')
    await pickSize(page, '37.5')
    await page.getByTestId('add-to-cart').click()
    await page.getByTestId('view-cart').click()
    await page.getByTestId('cart-checkout').click()
    await expect(page.getByTestId('checkout-panel')).toBeVisible()
    await page.goto('/magazine/pumps-x-odc')
    await page.waitForLoadState('networkidle')
    await page.goto('/fr/magazine')
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('the cookie banner and its consent update, in a fresh context', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    const problems = await watch(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const accept = page.getByRole('button', { name: /accept/i }).first()
    if (await accept.isVisible()) await accept.click()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    await context.close()
  })

  test('backoffice login and dashboard', async ({ page }) => {
    const problems = await watch(page)
    await page.goto('/app/login')
    await login(page)
    await page.waitForLoadState('networkidle')
    await page.goto('/app/collections/products')
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
})
