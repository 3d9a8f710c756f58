// The account routes as a shopper's browser calls them, and the auth mails the server writes beside its database:
// shared by the account tests. The mails land in the file's own private folder (PRIVATE_DIR, set by setup.ts).
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Payload, Where } from 'payload'
import type { Customer } from '@/payload-types'
import { expect } from 'vitest'

process.env.TRUST_PROXY = '1'
process.env.FORM_RATE_LIMIT ||= '1000'

export type Handler = (r: Request) => Promise<Response>

export const strong = 'velvet-heel-42'
export const email = () => `shopper-${Math.random().toString(36).slice(2, 10)}@example.com`

const ROUTES = {
  signUp: ['sign-up', 'POST'],
  signIn: ['sign-in', 'POST'],
  signOut: ['sign-out', 'POST'],
  forgot: ['forgot-password', 'POST'],
  reset: ['reset-password', 'POST'],
  verify: ['verify', 'POST'],
  codeRequest: ['code/request', 'POST'],
  codeSignIn: ['code/sign-in', 'POST'],
  session: ['session', 'GET'],
  refresh: ['session', 'POST'],
  profile: ['profile', 'GET'],
  addAddress: ['addresses', 'POST'],
  exportData: ['export', 'GET'],
  remove: ['delete', 'POST'],
  changeEmail: ['email', 'POST'],
  confirmEmail: ['email/confirm', 'POST'],
  changePassword: ['password', 'POST'],
  sizes: ['sizes', 'PUT'],
} as const

export type Routes = Record<keyof typeof ROUTES, Handler>

/** Every /api/account handler (a route not written yet answers 404, so a test of it fails rather than the file). */
export async function accountRoutes(): Promise<Routes> {
  const entries = await Promise.all(
    Object.entries(ROUTES).map(async ([name, [file, method]]) => {
      const mod = (await import(`@/app/api/account/${file}/route`).catch(() => ({}))) as Record<string, Handler>
      return [name, mod[method] ?? (async () => new Response('{}', { status: 404 }))] as const
    }),
  )
  return Object.fromEntries(entries) as Routes
}

let nextIp = 0

/** A JSON call from its own connection (a fresh address each time unless `ip` is given). */
export const call = (handler: Handler, body?: unknown, { cookie = '', method = 'POST', query = '', ip = '' } = {}) =>
  handler(
    new Request(`http://localhost/api/account/x${query}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip || `10.1.${Math.floor(++nextIp / 250) % 250}.${nextIp % 250}`,
        ...(cookie ? { cookie } : {}),
      },
    }),
  )

/** The customer cookie a response set, as a Cookie header value. */
export const cookieOf = (res: Response) => {
  const m = /maison-customer=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')
  return m ? `maison-customer=${m[1]}` : ''
}

/** Every auth mail written for this address so far (the operator-only files), oldest first. */
export async function mailsTo(to: string): Promise<string[]> {
  const { mailSettled } = await import('@/server/accounts/mail')
  await mailSettled()
  const dir = path.join(process.env.PRIVATE_DIR!, 'auth-mail')
  let files: string[] = []
  try {
    files = readdirSync(dir).sort()
  } catch {
    return []
  }
  return files.map((f) => readFileSync(path.join(dir, f), 'utf8')).filter((t) => t.includes(`To: ${to} `))
}

export const tokenIn = (mail: string, page: string) => new RegExp(`${page}\\?token=([\\w-]+)`).exec(mail)?.[1]
// The code mail is the account-code kind of the house layout; the code is the one set in <strong>.
export const codeIn = (mail: string) =>
  mail.includes('data-email-kind="account-code"') ? /<strong[^>]*>([A-Z0-9]{6})<\/strong>/.exec(mail)?.[1] : undefined

/** The link of the newest mail to this address that points at `page`. */
export async function linkTo(address: string, page: string): Promise<string> {
  const mail = (await mailsTo(address)).filter((m) => m.includes(`${page}?token=`)).at(-1)
  expect(mail, `a mail to ${address} linking to ${page}`).toBeTruthy()
  return tokenIn(mail!, page)!
}

/** The newest one-time code mailed to this address. */
export async function codeTo(address: string): Promise<string> {
  const code = codeIn((await mailsTo(address)).filter((m) => codeIn(m)).at(-1) ?? '')
  expect(code, `a code mailed to ${address}`).toMatch(/^[A-Z0-9]{6}$/)
  return code!
}

/** Signs up, follows the emailed link and signs in: a verified shopper with a session. */
export async function verifiedCustomer(r: Routes, address = email(), locale = 'en', password = strong) {
  expect((await call(r.signUp, { email: address, password, terms: true, locale })).status).toBe(202)
  const token = await linkTo(address, '/account/verify')
  expect((await call(r.verify, { token, locale })).status).toBe(200)
  const res = await call(r.signIn, { email: address, password })
  expect(res.status).toBe(200)
  return { address, cookie: cookieOf(res) }
}

/** The customer a Cookie header stands for, as our endpoints see it. */
export async function whoIs(cookie: string) {
  const { customerFromRequest } = await import('@/server/http/customerSession')
  return customerFromRequest({ headers: new Headers({ cookie }) })
}

let orderNumber = 0

/** An order placed as a guest with this address (Zoé Martin, Paris, one yellow pump), written as the checkout would. */
export async function guestOrder(payload: Payload, address: string, status: string) {
  return payload.create({
    collection: 'orders',
    data: {
      number: `T-${Date.now()}-${++orderNumber}`,
      status: status as never,
      email: address,
      lines: [{ sku: 'PUMP-38', title: 'Yellow pump', size: '38', unitPrice: 45000, quantity: 1 }],
      subtotal: 45000,
      shipping: 0,
      total: 45000,
      shippingAddress: {
        name: 'Zoé Martin',
        line1: '12 rue de Rivoli',
        city: 'Paris',
        postalCode: '75004',
        country: 'FR',
        phone: '+33 6 12 34 56 78',
      },
      payment: { provider: 'test' },
    } as never,
    overrideAccess: true,
    context: { skipHooks: true },
  })
}

/** Every rate-limit budget and lock count back to zero: each case starts as a new client would. */
export async function forgetCounts() {
  ;(await import('@/server/http/limits')).resetLimits()
  ;(await import('@/server/accounts/guard')).resetFailures()
}

/** The account as stored (hash, salt, tokens and pending rows included), by id or by address. */
export async function storedCustomer(payload: Payload, key: number | string) {
  const where: Where = typeof key === 'number' ? { id: { equals: key } } : { email: { equals: key } }
  return (await payload.db.findOne({ collection: 'customers', where })) as Customer
}
