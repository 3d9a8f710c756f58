// Who decides a shopper account's password, and who can lock its owner out (issue 35, findings 2 and 10), and the
// customer events the security log keeps. Pre-hijacking: an attacker signs up the victim's address first; whoever
// proves the mailbox decides the password. Lockouts: an attacker's connection gets locked, not the owner's; the
// account-wide lock pauses passwords only, never the mailed code or reset link; each 429 says what is true.
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SecurityLog } from '@/payload-types'
import {
  type Routes,
  accountRoutes,
  call,
  codeTo,
  cookieOf,
  email,
  forgetCounts,
  linkTo,
  mailsTo,
  storedCustomer,
  strong,
  verifiedCustomer,
  whoIs,
} from './helpers/accounts'
import { testPayload } from './helpers/payload'

let payload: Payload
let r: Routes

const ATTACKER = '203.0.113.66'
const OWNER = '198.51.100.7'
const attackerPassword = 'mallory-owns-this-1'

const stored = (address: string) => storedCustomer(payload, address)

const signIn = (address: string, password: string, ip = '') => call(r.signIn, { email: address, password }, { ip })
const message = async (res: Response) => ((await res.json()) as { errors: { message: string }[] }).errors[0]!.message

beforeAll(async () => {
  payload = await testPayload()
  r = await accountRoutes()
}, 120_000)

beforeEach(forgetCounts)

describe('account pre-hijacking', () => {
  it('the attacker signs up the victim’s address first; the victim’s own sign-up and link decide the password', async () => {
    const victim = email()
    await call(r.signUp, { email: victim, password: attackerPassword, terms: true }, { ip: ATTACKER })
    await call(r.signUp, { email: victim, password: strong, terms: true }, { ip: OWNER })
    // The victim follows the link of their own sign-up, the newest mail.
    const token = await linkTo(victim, '/account/verify')
    expect((await call(r.verify, { token }, { ip: OWNER })).status).toBe(200)
    expect((await signIn(victim, strong, OWNER)).status).toBe(200)
    expect((await signIn(victim, attackerPassword, ATTACKER)).status).toBe(401)
  })

  it('every earlier link dies with the verification; a link expires after 24 hours', async () => {
    const victim = email()
    await call(r.signUp, { email: victim, password: attackerPassword, terms: true })
    const first = await linkTo(victim, '/account/verify')
    await call(r.signUp, { email: victim, password: strong, terms: true })
    const second = await linkTo(victim, '/account/verify')
    expect(second).not.toBe(first)
    expect((await call(r.verify, { token: second })).status).toBe(200)
    expect((await call(r.verify, { token: first })).status).toBe(400)
    expect((await signIn(victim, strong)).status).toBe(200)

    const late = email()
    await call(r.signUp, { email: late, password: strong, terms: true })
    const token = await linkTo(late, '/account/verify')
    const doc = await stored(late)
    const rows = (doc.pendingSignUps ?? []).map((p) => ({ ...p, expiresAt: new Date(Date.now() - 1000).toISOString() }))
    await payload.db.updateOne({
      collection: 'customers',
      id: doc.id,
      data: { ...doc, pendingSignUps: rows },
      returning: false,
    })
    expect((await call(r.verify, { token })).status).toBe(400)
    expect((await stored(late))._verified).toBe(false)
  })

  it('verifying ends every session the account had', async () => {
    const victim = email()
    await call(r.signUp, { email: victim, password: strong, terms: true })
    const doc = await stored(victim)
    const { issueSession } = await import('@/server/accounts/issue')
    await issueSession(payload, doc)
    expect((await stored(victim)).sessions).toHaveLength(1)
    expect((await call(r.verify, { token: await linkTo(victim, '/account/verify') })).status).toBe(200)
    expect((await stored(victim)).sessions ?? []).toHaveLength(0)
  })

  it('a code sign-in proves the mailbox: the password someone else chose before it stops working', async () => {
    const victim = email()
    await call(r.signUp, { email: victim, password: attackerPassword, terms: true }, { ip: ATTACKER })
    await call(r.codeRequest, { email: victim }, { ip: OWNER })
    const res = await call(r.codeSignIn, { email: victim, code: await codeTo(victim) }, { ip: OWNER })
    expect(res.status).toBe(200)
    expect((await signIn(victim, attackerPassword, ATTACKER)).status).toBe(401)
    // The owner chooses one with a second code.
    await call(r.codeRequest, { email: victim }, { ip: OWNER })
    const set = await call(
      r.changePassword,
      { code: await codeTo(victim), password: strong },
      { cookie: cookieOf(res), ip: OWNER },
    )
    expect(set.status).toBe(200)
    expect((await signIn(victim, strong, OWNER)).status).toBe(200)
  })
})

describe('lockouts', () => {
  it('five wrong passwords lock the attacker’s connection, not the owner’s', async () => {
    const { address } = await verifiedCustomer(r)
    for (let i = 0; i < 5; i++) expect((await signIn(address, `wrong-${i}-guess`, ATTACKER)).status).toBe(401)
    const locked = await signIn(address, strong, ATTACKER)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBeTruthy()
    expect(await message(locked)).toMatch(/from this connection/)
    expect((await signIn(address, strong, OWNER)).status).toBe(200)
    // The code still opens the account from the locked connection: the 429 said so.
    await call(r.codeRequest, { email: address }, { ip: OWNER })
    expect((await call(r.codeSignIn, { email: address, code: await codeTo(address) }, { ip: ATTACKER })).status).toBe(
      200,
    )
  })

  it('an unknown address is locked the same way (the answer says nothing about accounts)', async () => {
    const unknown = email()
    for (let i = 0; i < 5; i++) expect((await signIn(unknown, `wrong-${i}-guess`, ATTACKER)).status).toBe(401)
    expect((await signIn(unknown, strong, ATTACKER)).status).toBe(429)
  })

  it('the account-wide lock pauses passwords only: the mailed code and the reset link still get the owner in', async () => {
    const { address } = await verifiedCustomer(r)
    // Many connections, four tries each (under the per-connection lock).
    for (let i = 0; i < 20; i++) await signIn(address, `wrong-${i}-guess`, `192.0.2.${Math.floor(i / 4) + 1}`)
    const paused = await signIn(address, strong, OWNER)
    expect(paused.status).toBe(429)
    expect(await message(paused)).toMatch(/code sent by email/)
    await call(r.codeRequest, { email: address }, { ip: OWNER })
    expect((await call(r.codeSignIn, { email: address, code: await codeTo(address) }, { ip: OWNER })).status).toBe(200)
    // The code proved the owner: passwords work again.
    expect((await signIn(address, strong, OWNER)).status).toBe(200)

    for (let i = 0; i < 20; i++) await signIn(address, `wrong-${i}-guess`, `192.0.2.${Math.floor(i / 4) + 11}`)
    expect((await signIn(address, strong, OWNER)).status).toBe(429)
    await call(r.forgot, { email: address }, { ip: OWNER })
    const reset = await call(
      r.reset,
      { token: await linkTo(address, '/account/reset-password'), password: 'saddle-stitch-1907' },
      { ip: OWNER },
    )
    expect(reset.status).toBe(200)
    expect((await signIn(address, 'saddle-stitch-1907', OWNER)).status).toBe(200)
  })

  it('wrong codes from an attacker do not void the owner’s code', async () => {
    const { address } = await verifiedCustomer(r)
    await call(r.codeRequest, { email: address }, { ip: OWNER })
    const code = await codeTo(address)
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    for (let i = 0; i < 5; i++)
      expect((await call(r.codeSignIn, { email: address, code: wrong }, { ip: ATTACKER })).status).toBe(401)
    const locked = await call(r.codeSignIn, { email: address, code: wrong }, { ip: ATTACKER })
    expect(locked.status).toBe(429)
    expect(await message(locked)).toMatch(/wrong codes from this connection/)
    expect((await call(r.codeSignIn, { email: address, code }, { ip: OWNER })).status).toBe(200)
  })
})

describe('the security log keeps the shopper’s events', () => {
  it('failed sign-ins, locks, wrong codes, resets, email and password changes and deletions', async () => {
    const { address, cookie } = await verifiedCustomer(r)
    for (let i = 0; i < 6; i++) await signIn(address, `wrong-${i}-guess`, ATTACKER)
    await call(r.codeSignIn, { email: address, code: 'ZZZZZZ' }, { ip: ATTACKER })
    await call(r.forgot, { email: address })
    await call(r.reset, { token: await linkTo(address, '/account/reset-password'), password: 'saddle-stitch-1907' })
    const session = cookieOf(await signIn(address, 'saddle-stitch-1907', OWNER))
    await call(r.changePassword, { currentPassword: 'saddle-stitch-1907', password: strong }, { cookie: session })
    const next = email()
    await call(r.changeEmail, { email: next, password: strong }, { cookie: session })
    await call(r.confirmEmail, { token: await linkTo(next, '/account/email/confirm') })
    await call(r.remove, { confirm: true, password: strong }, { cookie: session })
    expect(await whoIs(cookie)).toBeNull()

    const { docs } = await payload.find({
      collection: 'security-logs',
      where: { email: { in: [address, next] } },
      sort: 'createdAt',
      limit: 100,
      overrideAccess: true,
    })
    const events = (docs as SecurityLog[]).map((d) => d.event)
    for (const kind of [
      'customer-sign-in-failure',
      'customer-locked',
      'customer-code-failure',
      'customer-password-reset',
      'customer-password-changed',
      'customer-email-change-requested',
      'customer-email-changed',
      'customer-deleted',
    ])
      expect(events, kind).toContain(kind)
    const failure = docs.find((d) => d.event === 'customer-sign-in-failure')!
    expect(failure.ip).toBe(ATTACKER)
    expect(failure.email).toBe(address)
  })

  it('an unknown address’s failed sign-in is logged like a known one’s', async () => {
    const unknown = email()
    await signIn(unknown, 'wrong-guess-1', ATTACKER)
    const { totalDocs } = await payload.count({
      collection: 'security-logs',
      where: { email: { equals: unknown }, event: { equals: 'customer-sign-in-failure' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    expect(await mailsTo(unknown)).toHaveLength(0)
  })
})
