// The backoffice screens of the live cart issue: /app/carts reads open carts (customer service and admins only, the
// abandoned filter by hours of silence) and /app/session-test's data and action (a staff member's own sessions; ending
// the other ones kills their tokens, keeps this one).
import { type Payload, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CartItem } from '@/domain/cart/types'
import { staffUser, testPayload } from './helpers/payload'

process.env.TRUST_PROXY = '1'
let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

const line = (sku: string, quantity: number): CartItem => ({
  id: `${sku}:38:black:pumps`,
  product_id: sku,
  title: `Pump ${sku}`,
  price: 45_000,
  quantity,
  image: '',
  size: '38',
  color: 'black',
  type: 'pumps',
})

async function customer(tag: string) {
  const doc = await payload.create({
    collection: 'customers',
    data: { email: `${tag}-${Date.now()}@test.example`, password: 'a fine long password 42', _verified: true } as never,
    overrideAccess: true,
  })
  return { id: doc.id, collection: 'customers' as const }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('/app/carts data', () => {
  it('lists open carts with customer, lines and value for service; the abandoned filter keeps old ones only', async () => {
    const { writeCart } = await import('@/server/carts/store')
    const { openCarts } = await import('@/server/carts/openCarts')
    const fresh = await customer('fresh')
    const old = await customer('old')
    const empty = await customer('empty')
    await writeCart(payload, fresh, [line('a', 2)])
    await writeCart(payload, old, [line('b', 1), line('c', 3)])
    await writeCart(payload, empty, [])
    // Backdate one cart by 30 hours, as if its owner had left it yesterday.
    const oldCart = await payload.find({
      collection: 'carts',
      where: { customer: { equals: old.id } },
      overrideAccess: true,
    })
    await payload.db.updateOne({
      collection: 'carts',
      id: oldCart.docs[0]!.id,
      data: { updatedAt: new Date(Date.now() - 30 * 3_600_000).toISOString() } as never,
      returning: false,
    })
    const service = await staffUser(payload, ['service'])
    const req = await createLocalReq({ user: service as never }, payload)
    const all = await openCarts(req, { abandonedHours: null })
    const mine = all.carts.filter((c) => [fresh.id, old.id, empty.id].includes(c.customer?.id ?? -1))
    expect(mine.map((c) => [c.customer!.email.split('-')[0], c.itemCount, c.value])).toEqual([
      ['fresh', 2, 90_000],
      ['old', 4, 180_000],
    ])
    expect(mine[1]!.lines.map((l) => [l.title, l.quantity])).toEqual([
      ['Pump b', 1],
      ['Pump c', 3],
    ])
    const abandoned = await openCarts(req, { abandonedHours: 24 })
    expect(abandoned.carts.map((c) => c.customer?.id)).toContain(old.id)
    expect(abandoned.carts.map((c) => c.customer?.id)).not.toContain(fresh.id)
    expect((await openCarts(req, { abandonedHours: 48 })).carts.map((c) => c.customer?.id)).not.toContain(old.id)
    for (const role of ['editor', 'stock']) {
      const r = await createLocalReq({ user: (await staffUser(payload, [role])) as never }, payload)
      await expect(openCarts(r, { abandonedHours: null })).rejects.toMatchObject({ status: 403 })
    }
  })
})

describe('/app/session-test data and action', () => {
  it('shows a staff member their own sessions and ends the other ones only', async () => {
    const { staffSession } = await import('@/server/staff/sessions')
    const { POST } = await import('@/app/api/staff-sessions/route')
    const email = `sessions-${Date.now()}@test.example`
    const password = 'correct horse battery staple'
    // staffUser: the very first account of a database becomes an admin, whichever test runs first.
    await staffUser(payload, ['stock'], email)
    const here = await payload.login({ collection: 'users', data: { email, password } })
    const elsewhere = await payload.login({ collection: 'users', data: { email, password } })
    const authAs = async (token: string) =>
      (await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}`, DisableAutologin: 'true' }) })).user

    const user = await authAs(here.token!)
    const req = await createLocalReq({ user: user as never }, payload)
    req.headers = new Headers({ cookie: `payload-token=${here.token}` })
    const seen = await staffSession(req)
    expect(seen).toMatchObject({ email, roles: ['stock'] })
    expect(seen!.sessions).toHaveLength(2)
    expect(seen!.sessions.filter((s) => s.current)).toHaveLength(1)
    expect(seen!.expiresAt! - seen!.issuedAt!).toBe(8 * 3600 * 1000)

    const post = (cookie?: string, body = 'action=end-others') =>
      POST(
        new Request(`${SITE}/api/staff-sessions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': '10.7.0.1',
            origin: SITE,
            ...(cookie ? { cookie } : {}),
          },
          body,
        }),
      )
    expect((await post()).status).toBe(401)
    expect((await post(`payload-token=${here.token}`, 'action=everything')).status).toBe(400)
    const res = await post(`payload-token=${here.token}`)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/app/session-test?ended=1')
    expect(await authAs(elsewhere.token!)).toBeNull()
    expect((await authAs(here.token!))?.email).toBe(email)
  })
})
