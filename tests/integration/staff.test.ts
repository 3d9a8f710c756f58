// Staff management on a real database: failed sign-ins logged with the caller's address and user agent; changes to
// accounts, roles and passwords logged with who made them; invitations whose link sets the password once and
// expires; deactivation and force sign-out ending sessions; admins only; two-step verification at sign-in.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { Forbidden, type Payload, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { base32Decode, totp } from '@/domain/totp'
import { staffUser, testPayload } from './helpers/payload'
import { SITE, rest } from './helpers/rest'

// The file's own private folder, inside its temp folder (setup.ts): removed when the run ends.
const PRIVATE = process.env.PRIVATE_DIR!
process.env.MAISON_PEER_HEADER = '1'
delete process.env.SMTP_URL
delete process.env.TRUST_PROXY

const PASSWORD = 'correct horse battery staple'
const UA = 'Mozilla/5.0 (staff-test)'
let payload: Payload

const login = async (email: string, password = PASSWORD, peer = '198.51.100.20') => {
  const res = await rest('POST', '/api/users/login', { email, password }, { 'x-maison-peer': peer, 'user-agent': UA })
  const body = (await res.json()) as { token?: string; errors?: { message: string }[] }
  return { status: res.status, token: body.token ?? null, message: body.errors?.[0]?.message ?? '' }
}

const authed = (token: string) => ({
  authorization: `JWT ${token}`,
  'x-maison-peer': '198.51.100.21',
  'user-agent': UA,
})

/** Who a token signs in as now (null once its session ended). */
const whoIs = async (token: string) => (await payload.auth({ headers: new Headers(authed(token)) })).user

const staffPost = async (token: string | null, form: Record<string, string>) => {
  const { POST } = await import('@/app/api/staff-users/route')
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(form)) body.append(k, v)
  return POST(
    new Request(`${SITE}/api/staff-users`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? authed(token) : {}) },
      body,
    }),
    { params: Promise.resolve({}) } as never,
  )
}

/** The message /app/manage-users shows after a refused action. */
const errorOf = (res: Response) => new URL(res.headers.get('location')!, SITE).searchParams.get('error')

const logs = async (email: string) =>
  (
    await payload.find({
      collection: 'security-logs',
      where: { email: { equals: email } },
      overrideAccess: true,
      sort: 'createdAt',
      limit: 100,
    })
  ).docs

let admin: Awaited<ReturnType<typeof staffUser>>
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  admin = await staffUser(payload, ['admin'], 'boss@test.example')
  adminToken = (await login(admin.email)).token!
})

describe('security log', () => {
  it('records a failed sign-in with the caller’s address and user agent, and the email typed', async () => {
    await staffUser(payload, ['editor'], 'typo@test.example')
    expect((await login('typo@test.example', 'not the password', '203.0.113.7')).status).toBe(401)
    const entry = (await logs('typo@test.example')).find((d) => d.event === 'login-failure')
    expect(entry).toMatchObject({ ip: '203.0.113.7', userAgent: UA, email: 'typo@test.example' })
  })

  // The sign-in timing hook reads the account inside Payload's login (Local API, the login's req): each failure is
  // still counted once, and the lock still refuses the right password.
  it('five wrong passwords lock the account, each counted once; the right one is then refused and logged', async () => {
    const user = await staffUser(payload, ['editor'], 'guessed@test.example')
    for (let i = 1; i <= 4; i++) {
      expect((await login(user.email, `wrong guess ${i}`)).status).toBe(401)
      const stored = await payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true })
      expect(stored.loginAttempts).toBe(i)
    }
    await login(user.email, 'wrong guess 5')
    const locked = await payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true })
    expect(new Date(locked.lockUntil!).getTime()).toBeGreaterThan(Date.now())
    const refused = await login(user.email)
    expect(refused).toMatchObject({ status: 401, token: null })
    expect((await logs(user.email)).at(-1)).toMatchObject({ event: 'locked' })
  })

  it('records account creation, role and password changes and deactivation, with who made them', async () => {
    const editor = await staffUser(payload, ['editor'], 'changes@test.example')
    await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['editor', 'stock'] },
      user: admin,
      overrideAccess: false,
    })
    await payload.update({
      collection: 'users',
      id: editor.id,
      data: { password: 'Vavin-escarpin-2026!' },
      user: editor,
      overrideAccess: false,
    })
    const entries = await logs('changes@test.example')
    expect(entries.map((d) => d.event)).toEqual(['user-created', 'roles-changed', 'password-changed'])
    expect(entries[1]).toMatchObject({ actor: admin.email, detail: 'editor → editor, stock' })
    expect(entries[2]).toMatchObject({ actor: 'changes@test.example' })
    // Readable by admins only.
    await expect(payload.find({ collection: 'security-logs', user: editor, overrideAccess: false })).rejects.toThrow(
      Forbidden,
    )
  })
})

describe('admins only', () => {
  it('refuses other roles and visitors, saying so, and changes nothing', async () => {
    const editor = await staffUser(payload, ['editor'], 'not-admin@test.example')
    const token = (await login(editor.email)).token!
    const form = { action: 'invite', email: 'sneaky@test.example', role_admin: 'on', language: 'en' }
    const refused = await staffPost(token, form)
    expect(refused.status).toBe(403)
    expect((await refused.json()).errors[0].message).toBe('Not allowed: reserved for admins.')
    expect((await staffPost(null, form)).status).toBe(401)
    expect((await staffPost(token, { action: 'deactivate', user: String(admin.id) })).status).toBe(403)
    expect(await payload.count({ collection: 'users', where: { email: { equals: 'sneaky@test.example' } } })).toEqual({
      totalDocs: 0,
    })
    // Nor can a staff member reactivate or deactivate themselves through Payload's API.
    await payload.update({
      collection: 'users',
      id: editor.id,
      data: { deactivated: true },
      user: editor,
      overrideAccess: false,
    })
    expect((await payload.findByID({ collection: 'users', id: editor.id })).deactivated).toBe(false)
  })
})

describe('invitations', () => {
  const inviteFiles = () =>
    readdirSync(PRIVATE).includes('auth-mail') ? readdirSync(path.join(PRIVATE, 'auth-mail')) : []

  it('sends a link (kept out of the outbox) that sets the password once; the new staff member signs in', async () => {
    const before = new Set(inviteFiles())
    const res = await staffPost(adminToken, {
      action: 'invite',
      email: 'New.Hire@test.example',
      name: 'New Hire',
      role_stock: 'on',
      role_service: 'on',
      language: 'fr',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/app/manage-users?done=invited&email=new.hire%40test.example`)
    const user = (await payload.find({ collection: 'users', where: { email: { equals: 'new.hire@test.example' } } }))
      .docs[0]
    expect(user).toMatchObject({ roles: ['stock', 'service'], language: 'fr', deactivated: false })

    const file = inviteFiles().filter((f) => !before.has(f))
    expect(file).toHaveLength(1)
    const mail = readFileSync(path.join(PRIVATE, 'auth-mail', file[0]), 'utf8')
    expect(mail).toContain('Choisir mon mot de passe')
    const token = /\/app\/reset\/([0-9a-f]+)/.exec(mail)![1]
    const outbox = await payload.find({ collection: 'outbox', overrideAccess: true, limit: 100 })
    expect(JSON.stringify(outbox.docs)).not.toContain(token)

    expect((await rest('POST', '/api/users/reset-password', { token, password: 'Rue-du-Bac-escarpin-7' })).status).toBe(
      200,
    )
    expect((await login('new.hire@test.example', 'Rue-du-Bac-escarpin-7')).status).toBe(200)
    // Once only.
    expect(
      (await rest('POST', '/api/users/reset-password', { token, password: 'Another-long-pass-99' })).status,
    ).toBeGreaterThanOrEqual(400)
    expect((await login('new.hire@test.example', 'Another-long-pass-99')).status).toBe(401)
    const events = (await logs('new.hire@test.example')).map((d) => d.event)
    expect(events).toEqual(expect.arrayContaining(['user-created', 'invite-sent', 'password-reset', 'login-success']))
  })

  it('expires, and an address that already has an account is refused', async () => {
    await staffPost(adminToken, { action: 'invite', email: 'late@test.example', role_editor: 'on', language: 'en' })
    const stored = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'late@test.example' } },
        showHiddenFields: true,
      })
    ).docs[0] as unknown as { id: number; resetPasswordToken: string; resetPasswordExpiration: string }
    // Issued for 72 hours.
    const hours = (new Date(stored.resetPasswordExpiration).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(71.9)
    expect(hours).toBeLessThanOrEqual(72)
    await payload.db.updateOne({
      collection: 'users',
      id: stored.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    const reset = await rest('POST', '/api/users/reset-password', {
      token: stored.resetPasswordToken,
      password: 'Too-late-for-this-1',
    })
    expect(reset.status).toBeGreaterThanOrEqual(400)

    const again = await staffPost(adminToken, {
      action: 'invite',
      email: 'late@test.example',
      role_editor: 'on',
      language: 'en',
    })
    expect(errorOf(again)).toBe('This address already has an account.')
  })
})

describe('deactivation and force sign-out', () => {
  it('a deactivated account loses its sessions and cannot sign in (told why); reactivated, it can', async () => {
    const user = await staffUser(payload, ['service'], 'leaver@test.example')
    const token = (await login(user.email)).token!
    expect(await whoIs(token)).toMatchObject({ email: user.email })

    const res = await staffPost(adminToken, { action: 'deactivate', user: String(user.id) })
    expect(res.headers.get('location')).toContain('done=deactivated')
    expect(await whoIs(token)).toBeNull()
    const refused = await login(user.email)
    expect(refused.status).toBe(401)
    expect(refused.message).toContain('deactivated')
    const entries = await logs(user.email)
    expect(entries.map((d) => d.event)).toEqual(expect.arrayContaining(['user-deactivated', 'login-failure']))
    expect(entries.find((d) => d.event === 'user-deactivated')).toMatchObject({ actor: admin.email })
    expect(entries.find((d) => d.event === 'login-failure')).toMatchObject({ detail: 'account deactivated' })

    await staffPost(adminToken, { action: 'reactivate', user: String(user.id) })
    expect((await login(user.email)).status).toBe(200)
  })

  // The ending of the sessions is a write made inside the deactivation's own afterChange: marked as a staff flow's
  // write (context), it runs the audit and deactivation hooks to no effect, so nothing is logged or ended twice.
  it('one save that deactivates and sets a password: sessions end, one entry each in the log', async () => {
    const user = await staffUser(payload, ['stock'], 'one-save@test.example')
    const token = (await login(user.email)).token!
    const res = await rest(
      'PATCH',
      `/api/users/${user.id}`,
      { deactivated: true, password: 'Vavin-escarpin-2026!' },
      authed(adminToken),
    )
    expect(res.status).toBe(200)
    expect(await whoIs(token)).toBeNull()
    const stored = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(stored.sessions ?? []).toEqual([])
    const events = (await logs(user.email)).map((d) => d.event)
    expect(events).toEqual(['user-created', 'login-success', 'password-changed', 'user-deactivated'])
  })

  it('a later change in the same request is still logged: the flow’s mark does not stay on the request', async () => {
    const { setDeactivated } = await import('@/server/staff/manage')
    const leaver = await staffUser(payload, ['service'], 'same-req-leaver@test.example')
    const other = await staffUser(payload, ['editor'], 'same-req-other@test.example')
    const req = await createLocalReq({ user: admin }, payload)
    await setDeactivated(req, leaver.id, true, 'en')
    await payload.update({ collection: 'users', id: other.id, data: { name: 'Renamed' }, req, overrideAccess: false })
    expect((await logs(leaver.email)).map((d) => d.event)).toEqual(['user-created', 'user-deactivated'])
    expect((await logs(other.email)).map((d) => d.event)).toEqual(['user-created', 'user-updated'])
  })

  it('an admin cannot deactivate themselves', async () => {
    const res = await staffPost(adminToken, { action: 'deactivate', user: String(admin.id) })
    expect(errorOf(res)).toBe('You cannot deactivate your own account.')
    expect((await payload.findByID({ collection: 'users', id: admin.id })).deactivated).toBe(false)
  })

  it('force sign-out ends every session of the account, and only that account', async () => {
    const user = await staffUser(payload, ['editor'], 'two-devices@test.example')
    const a = (await login(user.email)).token!
    const b = (await login(user.email)).token!
    const res = await staffPost(adminToken, { action: 'sign-out', user: String(user.id) })
    expect(res.headers.get('location')).toContain('done=signed-out&n=2')
    expect(await whoIs(a)).toBeNull()
    expect(await whoIs(b)).toBeNull()
    expect(await whoIs(adminToken)).toMatchObject({ email: admin.email })
    expect((await logs(user.email)).at(-1)).toMatchObject({ event: 'sessions-ended', actor: admin.email })
  })
})

describe('two-step verification', () => {
  const reqFor = async (token: string) => {
    const { user } = await payload.auth({ headers: new Headers(authed(token)) })
    return createLocalReq({ user: user ?? undefined, req: { headers: new Headers(authed(token)) } }, payload)
  }
  const canReadOrders = async (token: string) =>
    (await rest('GET', '/api/orders?limit=1', undefined, authed(token))).status === 200

  it('enrols with a first code; later sign-ins open nothing until a code is given; a code works once', async () => {
    const { twoFactorState, submitTwoFactor } = await import('@/server/staff/totp')
    const user = await staffUser(payload, ['service'], 'careful@test.example')
    const first = (await login(user.email)).token!
    const state = await twoFactorState(await reqFor(first))
    if (state.kind !== 'enrol') throw new Error(`expected enrolment, got ${state.kind}`)
    expect(state.required).toBe(false)
    expect(state.uri).toContain(`secret=${state.secret}`)
    const key = base32Decode(state.secret)!
    const now = Date.now()
    expect(await submitTwoFactor(await reqFor(first), 'enrol', '000000', now)).toBe('wrong-code')
    expect(await submitTwoFactor(await reqFor(first), 'enrol', totp(key, now), now)).toBe('ok')
    expect(await canReadOrders(first)).toBe(true)

    const second = (await login(user.email)).token!
    expect(await canReadOrders(second)).toBe(false)
    expect((await twoFactorState(await reqFor(second))).kind).toBe('verify')
    // The enrolment's code cannot be replayed; the next step's code opens the session.
    expect(await submitTwoFactor(await reqFor(second), 'verify', totp(key, now), now)).toBe('wrong-code')
    expect(await submitTwoFactor(await reqFor(second), 'verify', totp(key, now + 30_000), now + 30_000)).toBe('ok')
    expect(await canReadOrders(second)).toBe(true)
    expect((await logs(user.email)).map((d) => d.event)).toEqual(
      expect.arrayContaining(['totp-failure', 'totp-enrolled', 'totp-success']),
    )
  })

  it('five wrong codes in a row end the attempt, never the sessions that gave their code', async () => {
    const { twoFactorState, submitTwoFactor } = await import('@/server/staff/totp')
    const user = await staffUser(payload, ['service'], 'guesser@test.example')
    const first = (await login(user.email)).token!
    const state = await twoFactorState(await reqFor(first))
    if (state.kind !== 'enrol') throw new Error('expected enrolment')
    const now = Date.now()
    await submitTwoFactor(await reqFor(first), 'enrol', totp(base32Decode(state.secret)!, now), now)
    const second = (await login(user.email)).token!
    const outcomes = []
    for (let i = 0; i < 5; i++) outcomes.push(await submitTwoFactor(await reqFor(second), 'verify', '123456', now))
    expect(outcomes).toEqual(['wrong-code', 'wrong-code', 'wrong-code', 'wrong-code', 'signed-out'])
    expect(await whoIs(second)).toBeNull()
    // The owner's session that gave its code stays open, and still opens what the role allows.
    expect(await whoIs(first)).toMatchObject({ email: user.email })
    expect(await canReadOrders(first)).toBe(true)
    expect((await logs(user.email)).at(-1)).toMatchObject({ event: 'sessions-ended' })
  })

  it('an admin must set it up (unless switched off for a test server); an admin can reset it for a lost phone', async () => {
    const { owedStep } = await import('@/access/roles')
    const prev = process.env.STAFF_TOTP_REQUIRED
    try {
      delete process.env.STAFF_TOTP_REQUIRED
      expect(owedStep(await whoIs(adminToken))).toBe('two-factor')
      process.env.STAFF_TOTP_REQUIRED = '0'
      expect(owedStep(await whoIs(adminToken))).toBeNull()
    } finally {
      if (prev === undefined) delete process.env.STAFF_TOTP_REQUIRED
      else process.env.STAFF_TOTP_REQUIRED = prev
    }

    // An account of this test's own that has set up its second step (then lost the phone).
    const { twoFactorState, submitTwoFactor } = await import('@/server/staff/totp')
    const u = await staffUser(payload, ['service'], 'lost-phone@test.example')
    const token = (await login(u.email)).token!
    const state = await twoFactorState(await reqFor(token))
    if (state.kind !== 'enrol') throw new Error(`expected enrolment, got ${state.kind}`)
    const now = Date.now()
    expect(await submitTwoFactor(await reqFor(token), 'enrol', totp(base32Decode(state.secret)!, now), now)).toBe('ok')
    expect((await payload.findByID({ collection: 'users', id: u.id })).totpEnabled).toBe(true)
    await staffPost(adminToken, { action: 'reset-two-factor', user: String(u.id) })
    expect((await payload.findByID({ collection: 'users', id: u.id })).totpEnabled).toBe(false)
    expect((await logs(u.email)).at(-1)).toMatchObject({ event: 'totp-reset', actor: admin.email })
  })
})

describe('language', () => {
  it('the chosen backoffice language is set on the sign-in response', async () => {
    const user = await staffUser(payload, ['editor'], 'francophone@test.example')
    await payload.update({ collection: 'users', id: user.id, data: { language: 'fr' }, user, overrideAccess: false })
    const res = await rest('POST', '/api/users/login', { email: user.email, password: PASSWORD })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/payload-lng=fr/)
  })
})
