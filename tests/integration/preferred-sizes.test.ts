// The remembered sizes on the account: PUT /api/account/sizes writes them for the signed-in shopper only (a size the
// house does not make is a 422 on `size`), the session carries them, and Payload's API cannot write them — not the
// shopper's own JWT on REST, not the Local API as the shopper, not staff.
import { type Payload, handleEndpoints } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type Routes,
  accountRoutes,
  call,
  forgetCounts,
  storedCustomer,
  verifiedCustomer,
  whoIs,
} from './helpers/accounts'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload
let r: Routes

beforeAll(async () => {
  payload = await testPayload()
  r = await accountRoutes()
}, 120_000)

beforeEach(forgetCounts)

const sizesOf = async (id: number) => (await storedCustomer(payload, id)).preferredSizes ?? {}

describe('PUT /api/account/sizes', () => {
  it('remembers each kind for the signed-in shopper, and the session says so', async () => {
    const { cookie } = await verifiedCustomer(r)
    const me = (await whoIs(cookie))!
    const shoe = await call(r.sizes, { kind: 'shoe', size: '38.5' }, { cookie, method: 'PUT' })
    expect(shoe.status).toBe(200)
    expect(shoe.headers.get('cache-control')).toMatch(/private|no-store/)
    expect(await shoe.json()).toEqual({ preferredSizes: { shoe: '38.5', glove: null } })
    await call(r.sizes, { kind: 'glove', size: '7' }, { cookie, method: 'PUT' })
    expect(await sizesOf(me.id)).toMatchObject({ shoe: '38.5', glove: '7' })
    const { session } = await (await call(r.session, undefined, { cookie, method: 'GET' })).json()
    expect(session.user.preferredSizes).toEqual({ shoe: '38.5', glove: '7' })
  })

  it('writes the caller’s own account only, and asks a visitor to sign in', async () => {
    const a = await verifiedCustomer(r)
    const b = await verifiedCustomer(r)
    const idB = (await whoIs(b.cookie))!.id
    await call(r.sizes, { kind: 'shoe', size: '40' }, { cookie: a.cookie, method: 'PUT' })
    expect((await sizesOf(idB)).shoe ?? null).toBeNull()
    // An id in the body is not a way to someone else's account.
    await call(r.sizes, { kind: 'shoe', size: '41', id: idB }, { cookie: a.cookie, method: 'PUT' })
    expect((await sizesOf(idB)).shoe ?? null).toBeNull()
    const visitor = await call(r.sizes, { kind: 'shoe', size: '38' }, { method: 'PUT' })
    expect(visitor.status).toBe(401)
  })

  it.each([
    [{ kind: 'shoe', size: '7' }, 'size'],
    [{ kind: 'glove', size: '38' }, 'size'],
    [{ kind: 'shoe', size: '38.3' }, 'size'],
    [{ kind: 'shoe', size: '<b>38</b>' }, 'size'],
    [{ kind: 'shoe', size: 38 }, 'size'],
    [{ kind: 'shoe' }, 'size'],
    [{ kind: 'hat', size: '38' }, 'kind'],
  ])('refuses %j with a 422 on the field, in the caller’s language', async (body, field) => {
    const { cookie } = await verifiedCustomer(r)
    const res = await call(r.sizes, { ...body, locale: 'fr' }, { cookie, method: 'PUT' })
    expect(res.status).toBe(422)
    const { errors } = await res.json()
    expect(errors).toEqual([{ field, message: 'Veuillez choisir l’une de nos tailles.' }])
    expect(await sizesOf((await whoIs(cookie))!.id)).toMatchObject({ shoe: null, glove: null })
  })
})

describe('Payload’s API cannot write them', () => {
  it('not the shopper’s JWT on REST, not the Local API as the shopper, not an admin', async () => {
    const address = `sizes-${Date.now()}@example.com`
    const doc = await payload.create({
      collection: 'customers',
      data: { email: address, password: 'velvet-heel-42', _verified: true } as never,
      overrideAccess: true,
    })
    const { token } = await payload.login({
      collection: 'customers',
      data: { email: address, password: 'velvet-heel-42' },
    })
    const { default: config } = await import('@payload-config')
    const body = { preferredSizes: { shoe: '39', glove: '7.5' }, firstName: 'Zoé' }
    const res = await handleEndpoints({
      config,
      request: new Request(`http://localhost:3000/api/customers/${doc.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify(body),
      }),
    })
    expect(res.status).toBe(200)
    // The profile field the shopper may edit changed; the sizes did not.
    expect((await storedCustomer(payload, doc.id)).firstName).toBe('Zoé')
    expect(await sizesOf(doc.id)).toMatchObject({ shoe: null, glove: null })

    const asShopper = { ...doc, collection: 'customers' }
    await payload.update({
      collection: 'customers',
      id: doc.id,
      data: body as never,
      user: asShopper as never,
      overrideAccess: false,
    })
    const admin = await staffUser(payload, ['admin'])
    await payload.update({
      collection: 'customers',
      id: doc.id,
      data: body as never,
      user: admin as never,
      overrideAccess: false,
    })
    expect(await sizesOf(doc.id)).toMatchObject({ shoe: null, glove: null })
  })
})
