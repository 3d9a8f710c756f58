// Staff sessions that have not finished signing in (issue 35, finding 4): until the second factor is given (or set up,
// where it is required) and a password someone else chose is replaced, a session opens nothing — not Payload's REST
// API (collections, globals, /api/access), not the Local API with its user, not our endpoints — and cannot change its
// password or email before the code. Five wrong codes end that attempt, not the sessions that gave their code. Then
// the staff sign-in takes as long for an unknown address as for a known one (finding 8), the forgot-password route
// answers the caller's mistakes without an error in the log and limits its requests, and the reset link refuses a
// weak password.
import { type Payload, createLocalReq, getAccessResults } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { base32Decode, totp } from '@/domain/totp'
import { staffUser, testPayload } from './helpers/payload'
import { SITE, rest } from './helpers/rest'

process.env.MAISON_PEER_HEADER = '1'
delete process.env.SMTP_URL
delete process.env.TRUST_PROXY

const PASSWORD = 'correct horse battery staple'
const STRONG = 'Rue-du-Cherche-Midi-escarpin-26'
let payload: Payload

let peer = 0
const nextPeer = () => `198.51.100.${(++peer % 250) + 1}`

async function login(email: string, password = PASSWORD) {
  const res = await rest('POST', '/api/users/login', { email, password }, { 'x-maison-peer': nextPeer() })
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error(`${email} could not sign in (${res.status})`)
  return body.token
}

const authed = (token: string) => ({ authorization: `JWT ${token}`, 'x-maison-peer': '198.51.100.250' })
const as = (token: string, method: string, url: string, body?: unknown) => rest(method, url, body, authed(token))
const whoIs = async (token: string) => (await payload.auth({ headers: new Headers(authed(token)) })).user

/** The request a session's own token makes, for the second-factor functions. */
const reqFor = async (token: string) => {
  const headers = new Headers(authed(token))
  const { user } = await payload.auth({ headers })
  return createLocalReq({ user: user ?? undefined, req: { headers } }, payload)
}

/** Sets up a second factor on a fresh session of the account; answers its key and the time of the code used. */
async function enrol(email: string) {
  const { twoFactorState, submitTwoFactor } = await import('@/server/staff/totp')
  const token = await login(email)
  const state = await twoFactorState(await reqFor(token))
  if (state.kind !== 'enrol') throw new Error(`expected enrolment, got ${state.kind}`)
  const key = base32Decode(state.secret)!
  const now = Date.now()
  expect(await submitTwoFactor(await reqFor(token), 'enrol', totp(key, now), now)).toBe('ok')
  return { token, key, at: now }
}

/** The form of /app/manage-users, as the browser posts it. */
async function staffUsersPost(token: string, form: Record<string, string>) {
  const { POST } = await import('@/app/api/staff-users/route')
  return POST(
    new Request(`${SITE}/api/staff-users`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...authed(token) },
      body: new URLSearchParams(form),
    }),
  )
}

let victim: { email: string; token: string }

beforeAll(async () => {
  payload = await testPayload()
  const other = await staffUser(payload, ['editor'], 'colleague@test.example')
  victim = { email: other.email, token: await login(other.email) }
})

type Permissions = Record<'collections' | 'globals', Record<string, Record<string, { permission?: boolean }>>>

/** "slug.operation" for every operation Payload's permissions allow, on some documents or all. */
const opened = (access: unknown) =>
  Object.values(access as Permissions).flatMap((entities) =>
    Object.entries(entities ?? {}).flatMap(([slug, ops]) =>
      Object.entries(ops)
        .filter(([op, p]) => op !== 'fields' && p?.permission === true)
        .map(([op]) => `${slug}.${op}`),
    ),
  )

/** What an unfinished session reaches: nothing of the shop's data, only its own account record. */
async function expectNothingOpens(token: string, ownId: number) {
  for (const url of [
    '/api/security-logs',
    '/api/customers',
    '/api/orders',
    '/api/outbox',
    '/api/globals/company',
    '/api/payload-jobs',
  ])
    expect((await as(token, 'GET', url)).status, url).toBe(403)
  const users = (await (await as(token, 'GET', '/api/users?depth=0')).json()) as { docs: { id: number }[] }
  expect(users.docs.map((d) => d.id)).toEqual([ownId])
  // Payload's permissions say the same: nothing opens beyond what a visitor may read, but the account itself.
  const anonymous = opened(await getAccessResults({ req: await createLocalReq({}, payload) }))
  const session = opened(await (await as(token, 'GET', '/api/access')).json())
  expect(session.filter((p) => !anonymous.includes(p) && !/^(users|payload-preferences)\./.test(p))).toEqual([])
  // The Local API, given the session's user, refuses as the REST API does.
  const user = await whoIs(token)
  await expect(payload.find({ collection: 'customers', user, overrideAccess: false })).rejects.toMatchObject({
    name: 'Forbidden',
  })
  // Nor can it sign another staff member out (an admin's form).
  const res = await staffUsersPost(token, { action: 'sign-out', user: String((await whoIs(victim.token))!.id) })
  expect(res.status).toBe(403)
  expect(await whoIs(victim.token)).toMatchObject({ email: victim.email })
}

describe('the seeded admin, not enrolled and owing a password change', () => {
  const prev = process.env.STAFF_TOTP_REQUIRED
  beforeAll(() => {
    delete process.env.STAFF_TOTP_REQUIRED // admins must set up a second factor, as in production
  })
  afterAll(() => {
    if (prev === undefined) delete process.env.STAFF_TOTP_REQUIRED
    else process.env.STAFF_TOTP_REQUIRED = prev
  })

  it('opens nothing until it has set up its second factor and chosen its password, in that order', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'seeded-admin@test.example', password: PASSWORD, roles: ['admin'], mustChangePassword: true },
      overrideAccess: true,
    })
    const token = await login(admin.email)
    await expectNothingOpens(token, admin.id)
    // Before the code, not even its own password or email.
    expect((await as(token, 'PATCH', `/api/users/${admin.id}`, { password: STRONG })).status).toBe(403)
    expect((await as(token, 'PATCH', `/api/users/${admin.id}`, { email: 'taken@test.example' })).status).toBe(403)
    expect(await whoIs(await login(admin.email))).toMatchObject({ email: admin.email })

    // The code given (set up here on a second session, which then owes only the password).
    const { token: enrolled } = await enrol(admin.email)
    await expectNothingOpens(enrolled, admin.id)
    // Now the password, and nothing else: not the email.
    expect((await as(enrolled, 'PATCH', `/api/users/${admin.id}`, { email: 'taken@test.example' })).status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: admin.id })).email).toBe(admin.email)
    expect((await as(enrolled, 'PATCH', `/api/users/${admin.id}`, { password: STRONG })).status).toBe(200)
    expect((await as(enrolled, 'GET', '/api/security-logs')).status).toBe(200)
    expect((await as(enrolled, 'GET', '/api/globals/company')).status).toBe(200)
  })
})

describe('a sign-in of an account with a second factor, before its code', () => {
  it('opens nothing, cannot change its password or email, and opens everything its role allows after', async () => {
    const user = await staffUser(payload, ['service'], 'owes-code@test.example')
    const { key, at } = await enrol(user.email)
    const token = await login(user.email)
    await expectNothingOpens(token, user.id)
    expect((await as(token, 'PATCH', `/api/users/${user.id}`, { password: STRONG })).status).toBe(403)
    expect((await as(token, 'PATCH', `/api/users/${user.id}`, { email: 'thief@test.example' })).status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: user.id })).email).toBe(user.email)
    expect(await login(user.email)).toBeTruthy() // the password is unchanged

    const { submitTwoFactor } = await import('@/server/staff/totp')
    const later = at + 30_000
    expect(await submitTwoFactor(await reqFor(token), 'verify', totp(key, later), later)).toBe('ok')
    expect((await as(token, 'GET', '/api/orders')).status).toBe(200)
    expect((await as(token, 'PATCH', `/api/users/${user.id}`, { name: 'Camille' })).status).toBe(200)
  })

  it('five wrong codes end that attempt; the session that gave its code stays signed in', async () => {
    const { submitTwoFactor } = await import('@/server/staff/totp')
    const user = await staffUser(payload, ['service'], 'owner-with-phone@test.example')
    const { token: owner } = await enrol(user.email)
    const attempt = await login(user.email)
    const outcomes: string[] = []
    for (let i = 0; i < 5; i++) outcomes.push(await submitTwoFactor(await reqFor(attempt), 'verify', '123456'))
    expect(outcomes.at(-1)).toBe('signed-out')
    expect(await whoIs(attempt)).toBeNull()
    expect(await whoIs(owner)).toMatchObject({ email: user.email })
    expect((await as(owner, 'GET', '/api/orders')).status).toBe(200)
  })
})

describe('who is calling, before what they send', () => {
  /** A body that counts what the server reads of it. */
  const counted = () => {
    const read = { bytes: 0 }
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const chunk = new TextEncoder().encode('{}')
          read.bytes += chunk.byteLength
          controller.enqueue(chunk)
          controller.close()
        },
      },
      { highWaterMark: 0 }, // pulled only when read
    )
    return { read, body }
  }
  const ROUTES = {
    'supply/adjust': () => import('@/app/api/supply/adjust/route'),
    'returns/step': () => import('@/app/api/returns/step/route'),
  }
  const post = async (route: keyof typeof ROUTES, headers: Record<string, string> = {}) => {
    const { POST } = await ROUTES[route]()
    const { read, body } = counted()
    const res = await POST(
      new Request(`${SITE}/api/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-maison-peer': nextPeer(), ...headers },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    return { status: res.status, errors: ((await res.json()) as { errors: unknown[] }).errors, read: read.bytes }
  }

  it('an anonymous POST {} gets 401 in its language, not the fields it should have sent, and nothing is read', async () => {
    for (const route of ['supply/adjust', 'returns/step'] as const) {
      expect(await post(route)).toEqual({ status: 401, errors: [{ field: '', message: 'Sign in as staff.' }], read: 0 })
      expect(await post(route, { 'accept-language': 'fr-FR,fr;q=0.9' })).toEqual({
        status: 401,
        errors: [{ field: '', message: 'Connectez-vous avec un compte de l’équipe.' }],
        read: 0,
      })
    }
  })

  it('a shopper gets 401, another role 403 naming who may, a session owing its code 403 saying so', async () => {
    const shopper = await payload.create({
      collection: 'customers',
      data: { email: 'shopper-at-staff@test.example', password: STRONG, _verified: true } as never,
      overrideAccess: true,
    })
    const { token: shopperToken } = await payload.login({
      collection: 'customers',
      data: { email: shopper.email, password: STRONG },
    })
    expect((await post('supply/adjust', authed(shopperToken!))).status).toBe(401)

    const editor = await staffUser(payload, ['editor'], 'editor-at-stock@test.example')
    await payload.update({ collection: 'users', id: editor.id, data: { language: 'fr' }, overrideAccess: true })
    expect(await post('supply/adjust', authed(await login(editor.email)))).toEqual({
      status: 403,
      errors: [{ field: '', message: 'Action non autorisée\u00a0: réservé aux administrateurs et à l’équipe stock.' }],
      read: 0,
    })

    const stock = await staffUser(payload, ['stock'], 'stock-owing-code@test.example')
    await enrol(stock.email)
    expect(await post('supply/adjust', authed(await login(stock.email)))).toEqual({
      status: 403,
      errors: [
        {
          field: '',
          message: 'Finish signing in first: your two-step verification code, then the new password asked of you.',
        },
      ],
      read: 0,
    })
  })
})

describe('the staff sign-in takes the same time for an unknown address', () => {
  it('compares the median of 30 interleaved tries each (wrong password)', async () => {
    const known = await staffUser(payload, ['editor'], 'timed@test.example')
    const time = async (email: string) => {
      const start = performance.now()
      const res = await rest('POST', '/api/users/login', { email, password: 'not-the-password-1' })
      const ms = performance.now() - start
      expect(res.status).toBe(401)
      return ms
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const knownMs: number[] = []
    const unknownMs: number[] = []
    for (let i = 0; i < 30; i++) {
      // Outside the timing: keeps the account below its lockout (a locked account answers otherwise, saying so).
      await payload.db.updateOne({
        collection: 'users',
        id: known.id,
        data: { loginAttempts: 0, lockUntil: null },
        returning: false,
      })
      knownMs.push(await time(known.email))
      unknownMs.push(await time(`nobody-${i}@test.example`))
    }
    const ratio = median(knownMs) / median(unknownMs)
    expect(ratio, `known ${median(knownMs)} ms, unknown ${median(unknownMs)} ms`).toBeLessThan(1.5)
    expect(ratio).toBeGreaterThan(1 / 1.5)
  })
})

describe('forgot password (/app/forgot)', () => {
  beforeEach(async () => (await import('@/server/http/limits')).resetLimits())

  it('answers a missing address 400 with one info line in the log, never an error with its stack', async () => {
    const error = vi.spyOn(payload.logger, 'error')
    const info = vi.spyOn(payload.logger, 'info')
    try {
      for (const body of [{}, { email: '' }, { email: 42 }]) {
        const res = await rest('POST', '/api/users/forgot-password', body, { 'x-maison-peer': nextPeer() })
        expect(res.status).toBe(400)
        expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
          'Enter the email address of your account.',
        )
      }
      expect(error).not.toHaveBeenCalled()
      expect(info).toHaveBeenCalled()
    } finally {
      error.mockRestore()
      info.mockRestore()
    }
  })

  it('limits requests per typed address, whichever client sends them, and per client', async () => {
    const forgot = async (email: string, from: string) =>
      (await rest('POST', '/api/users/forgot-password', { email }, { 'x-maison-peer': from })).status
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push(await forgot('Inbox@Test.example', nextPeer()))
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
    const one = nextPeer()
    const fromOne: number[] = []
    for (let i = 0; i < 21; i++) fromOne.push(await forgot(`spray-${i}@test.example`, one))
    expect(fromOne).toEqual([...Array(20).fill(200), 429])
  })
})

describe('the invitation and reset link', () => {
  it('refuses what the estimator rates weak, then takes a strong password', async () => {
    const user = await staffUser(payload, ['editor'], 'new-hire-reset@test.example')
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    for (const weak of ['password', 'Password1234', 'new-hire-reset@test.example']) {
      const res = await rest('POST', '/api/users/reset-password', { token, password: weak })
      expect(res.status, weak).toBe(400)
      expect(JSON.stringify(await res.json())).toContain('password')
    }
    const res = await rest('POST', '/api/users/reset-password', { token, password: STRONG })
    expect(res.status).toBe(200)
    expect(await login(user.email, STRONG)).toBeTruthy()
  })
})
