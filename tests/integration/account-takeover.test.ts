// A shopper's identity is written only by the account flows made for it (issue 35, finding 1): Payload's REST update
// of one's own account cannot rewrite its email or password (the audit's takeover of a victim's guest orders); the
// email changes through a link to the new address, the password with the current one (or a mailed code) and the
// strength rule; deleting the account asks for the password or a code. Through the real route handlers, on the
// database of the run (SQLite, or Postgres with DATABASE_URL).
import { type Payload, handleEndpoints } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type Routes,
  accountRoutes,
  call,
  codeTo,
  cookieOf,
  email,
  forgetCounts,
  guestOrder,
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

const stored = (id: number) => storedCustomer(payload, id)

/** Payload's own REST API, called as the audit did: the customer cookie's JWT in an Authorization header. */
async function rest(method: string, url: string, body: unknown, cookie: string) {
  const { default: config } = await import('@payload-config')
  const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
  const request = new Request(`http://localhost:3000${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  return handleEndpoints({ config, request })
}

beforeAll(async () => {
  payload = await testPayload()
  r = await accountRoutes()
}, 120_000)

beforeEach(forgetCounts)

describe('Payload REST cannot rewrite a shopper’s identity', () => {
  it('PATCH /api/customers/<own id> with the email of a guest leaves the account and the guest’s orders alone', async () => {
    const victim = email()
    const paid = await guestOrder(payload, victim, 'paid')
    const { address, cookie } = await verifiedCustomer(r)
    const me = (await whoIs(cookie))!
    const res = await rest('PATCH', `/api/customers/${me.id}`, { email: victim, firstName: 'Mallory' }, cookie)
    expect(res.status).toBeLessThan(500)
    // The profile field went through; the identity did not.
    const after = await stored(me.id)
    expect(after.firstName).toBe('Mallory')
    expect(after.email).toBe(address)
    // So the export, the profile and the erasure still act on the attacker's own address only.
    const exported = await (await call(r.exportData, undefined, { cookie, method: 'GET' })).json()
    expect(exported.orders).toEqual([])
    expect(exported.profile.email).toBe(address)
    expect((await call(r.remove, { confirm: true, password: strong }, { cookie })).status).toBe(200)
    const kept = await payload.findByID({ collection: 'orders', id: paid.id, overrideAccess: true })
    expect(kept.email).toBe(victim)
    expect(kept.shippingAddress?.phone).toBe('+33 6 12 34 56 78')
  })

  it('PATCH /api/customers/<own id> with a password sets nothing: no current password, no strength rule', async () => {
    const { address, cookie } = await verifiedCustomer(r)
    const me = (await whoIs(cookie))!
    const before = await stored(me.id)
    await rest('PATCH', `/api/customers/${me.id}`, { password: '123456' }, cookie)
    expect((await stored(me.id)).hash).toBe(before.hash)
    expect((await call(r.signIn, { email: address, password: '123456' })).status).toBe(401)
    expect((await call(r.signIn, { email: address, password: strong })).status).toBe(200)
    // The session that sent it is still the only one it had: nothing was rewritten.
    expect(await whoIs(cookie)).not.toBeNull()
  })
})

describe('changing the email address', () => {
  it('asks for the current password, mails a link to the new address, tells the old one; nothing changes before the link', async () => {
    const { address, cookie } = await verifiedCustomer(r)
    const me = (await whoIs(cookie))!
    const next = email()
    const newOrder = await guestOrder(payload, next, 'paid')

    const wrong = await call(r.changeEmail, { email: next, password: 'not-my-password' }, { cookie })
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).errors).toEqual([{ field: 'password', message: 'This password is incorrect.' }])
    const missing = await call(r.changeEmail, { email: next, locale: 'fr' }, { cookie })
    expect(missing.status).toBe(422)
    expect((await missing.json()).errors[0]).toEqual({ field: 'password', message: 'Veuillez renseigner ce champ.' })
    expect((await call(r.changeEmail, { email: next, password: strong })).status).toBe(401)
    expect(await mailsTo(next)).toHaveLength(0)

    const asked = await call(r.changeEmail, { email: next, password: strong }, { cookie })
    expect(asked.status).toBe(202)
    const token = await linkTo(next, '/account/email/confirm')
    expect((await mailsTo(address)).at(-1)).toContain('asked to change')
    // Until the link is followed, the account keeps its address, and the new one opens nothing.
    expect((await stored(me.id)).email).toBe(address)
    expect((await call(r.signIn, { email: next, password: strong })).status).toBe(401)
    const view = await (await call(r.profile, undefined, { cookie, method: 'GET' })).json()
    expect(view.orders).toEqual([])

    const done = await call(r.confirmEmail, { token })
    expect(done.status).toBe(200)
    expect((await done.json()).message).toBe('Your email address has been changed.')
    const after = await stored(me.id)
    expect(after.email).toBe(next)
    expect(after._verified).toBe(true)
    expect((await mailsTo(address)).at(-1)).toContain('has been changed')
    // The new address is proven: its guest orders join the account; the old one signs in no more.
    const proven = await (await call(r.profile, undefined, { cookie, method: 'GET' })).json()
    expect(proven.orders.map((o: { id: number }) => o.id)).toEqual([newOrder.id])
    expect((await call(r.signIn, { email: address, password: strong })).status).toBe(401)
    expect((await call(r.signIn, { email: next, password: strong })).status).toBe(200)
    // One use only.
    expect((await call(r.confirmEmail, { token })).status).toBe(400)
  })

  it('a link older than 24 hours changes nothing', async () => {
    const { address, cookie } = await verifiedCustomer(r)
    const me = (await whoIs(cookie))!
    const next = email()
    expect((await call(r.changeEmail, { email: next, password: strong }, { cookie })).status).toBe(202)
    const token = await linkTo(next, '/account/email/confirm')
    const doc = await stored(me.id)
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 1000).toISOString()
    await payload.db.updateOne({
      collection: 'customers',
      id: me.id,
      data: { ...doc, emailChange: { ...doc.emailChange, expiresAt: dayAgo } },
      returning: false,
    })
    const late = await call(r.confirmEmail, { token, locale: 'fr' })
    expect(late.status).toBe(400)
    expect((await late.json()).errors[0].message).toBe(
      'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.',
    )
    expect((await stored(me.id)).email).toBe(address)
  })

  it('an address that already has an account gets a notice, not a link; the answer is the same', async () => {
    const taken = await verifiedCustomer(r)
    const { address, cookie } = await verifiedCustomer(r)
    const free = await call(r.changeEmail, { email: email(), password: strong }, { cookie })
    const used = await call(r.changeEmail, { email: taken.address, password: strong }, { cookie })
    expect(used.status).toBe(free.status)
    expect(await used.json()).toEqual(await free.json())
    const mails = await mailsTo(taken.address)
    expect(mails.some((m) => m.includes('/account/email/confirm?token='))).toBe(false)
    expect(mails.at(-1)).toContain('already')
    expect((await whoIs(cookie))?.email).toBe(address)
  })
})

describe('changing the password', () => {
  it('needs the current password and a strong new one, and ends the other sessions', async () => {
    const { address, cookie } = await verifiedCustomer(r)
    const other = cookieOf(await call(r.signIn, { email: address, password: strong }))
    const fresh = 'saddle-stitch-1907'

    const wrong = await call(r.changePassword, { currentPassword: 'guess-guess', password: fresh }, { cookie })
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).errors).toEqual([{ field: 'currentPassword', message: 'This password is incorrect.' }])
    const weak = await call(r.changePassword, { currentPassword: strong, password: 'P@ssw0rd' }, { cookie })
    expect(weak.status).toBe(422)
    expect((await weak.json()).errors[0].field).toBe('password')
    const neither = await call(r.changePassword, { password: fresh }, { cookie })
    expect(neither.status).toBe(422)
    expect((await neither.json()).errors[0].field).toBe('currentPassword')

    const ok = await call(r.changePassword, { currentPassword: strong, password: fresh }, { cookie })
    expect(ok.status).toBe(200)
    expect(await whoIs(cookie)).not.toBeNull()
    expect(await whoIs(other)).toBeNull()
    expect((await call(r.signIn, { email: address, password: strong })).status).toBe(401)
    expect((await call(r.signIn, { email: address, password: fresh })).status).toBe(200)
    // Told once (Payload's update of the password sends nothing of its own).
    expect((await mailsTo(address)).filter((m) => m.includes('password has been changed'))).toHaveLength(1)
    // The hash Payload wrote is the one our own check of the current password reads.
    const again = await call(r.changePassword, { currentPassword: fresh, password: 'saddle-stitch-1908' }, { cookie })
    expect(again.status).toBe(200)
  })

  it('a mailed code stands for the current password', async () => {
    const { address, cookie } = await verifiedCustomer(r)
    await call(r.codeRequest, { email: address })
    const code = await codeTo(address)
    const wrong = await call(
      r.changePassword,
      { code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA', password: 'x' },
      { cookie },
    )
    expect(wrong.status).toBe(422)
    const res = await call(r.changePassword, { code, password: 'saddle-stitch-1907' }, { cookie })
    expect(res.status).toBe(200)
    expect((await call(r.signIn, { email: address, password: 'saddle-stitch-1907' })).status).toBe(200)
    // The code is spent.
    expect((await call(r.changePassword, { code, password: 'another-saddle-88' }, { cookie })).status).toBe(422)
  })
})

describe('deleting the account', () => {
  it('asks for the password or a mailed code', async () => {
    const { address, cookie } = await verifiedCustomer(r)
    const none = await call(r.remove, { confirm: true }, { cookie })
    expect(none.status).toBe(422)
    expect((await none.json()).errors[0].field).toBe('password')
    const wrong = await call(r.remove, { confirm: true, password: 'guess-guess' }, { cookie })
    expect(wrong.status).toBe(422)
    expect(await whoIs(cookie)).not.toBeNull()

    await call(r.codeRequest, { email: address })
    const res = await call(r.remove, { confirm: true, code: await codeTo(address) }, { cookie })
    expect(res.status).toBe(200)
    expect(await whoIs(cookie)).toBeNull()
    expect((await call(r.signIn, { email: address, password: strong })).status).toBe(401)
  })
})
