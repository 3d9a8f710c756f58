// Hardening on a real database: bounded REST reads, auth emails kept from staff, the whole staff password reset,
// orders staff cannot forge, the first admin's one-time password, job and lock endpoints for admins only.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { staffUser, testPayload } from './helpers/payload'
import { rest } from './helpers/rest'

// The file's own private folder, inside its temp folder (setup.ts): removed when the run ends.
const PRIVATE = process.env.PRIVATE_DIR!
delete process.env.SMTP_URL
delete process.env.SEED_ADMIN_PASSWORD

let payload: Payload

const login = async (email: string, password: string) => {
  const res = await rest('POST', '/api/users/login', { email, password })
  return { status: res.status, token: res.ok ? ((await res.json()) as { token: string }).token : null }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('the first admin', () => {
  it('gets a one-time password in a 0600 file (its path printed, never the password) and must change it', async () => {
    // The seed makes its admin only on a database without staff: this test starts from none, whatever ran before.
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    const { seedStaff, FIRST_ADMIN_FILE } = await import('../../seed/staff')
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const created = await seedStaff(payload)
    const output = printed.mock.calls.flat().join('\n')
    printed.mockRestore()
    const file = path.join(PRIVATE, FIRST_ADMIN_FILE)
    expect(created).not.toBeNull()
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toContain(`Password: ${created!.password}`)
    expect(output).toContain(file)
    expect(output).not.toContain(created!.password)

    const admin = (
      await payload.find({ collection: 'users', where: { email: { equals: created!.email } }, overrideAccess: true })
    ).docs[0]
    expect(admin.mustChangePassword).toBe(true)
    // A staff member cannot lift the requirement without choosing a password: until then, nothing else changes.
    await expect(
      payload.update({
        collection: 'users',
        id: admin.id,
        data: { name: 'Owner' },
        user: { ...admin, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ name: 'Forbidden' })
    expect(
      (await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })).mustChangePassword,
    ).toBe(true)
    await payload.update({
      collection: 'users',
      id: admin.id,
      data: { password: 'owner-chosen-password-1' },
      user: { ...admin, collection: 'users' },
      overrideAccess: false,
    })
    expect(
      (await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })).mustChangePassword,
    ).toBe(false)
  })

  it('a known SEED_ADMIN_PASSWORD (tests, demos) needs no change', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    process.env.SEED_ADMIN_PASSWORD = 'known-seed-password'
    try {
      const { seedStaff } = await import('../../seed/staff')
      const created = await seedStaff(payload)
      const admin = (
        await payload.find({ collection: 'users', where: { email: { equals: created!.email } }, overrideAccess: true })
      ).docs[0]
      expect(admin.mustChangePassword).toBe(false)
    } finally {
      delete process.env.SEED_ADMIN_PASSWORD
    }
  })
})

describe('REST reads stay bounded', () => {
  beforeAll(async () => {
    // Twelve products, each related to all the others: every populated level multiplies the response by eleven.
    const type = await payload.create({
      collection: 'product-types',
      data: { slug: 'depth-test', name: 'Pumps', sizeSystem: 'eu-shoe' },
      overrideAccess: true,
    })
    const ids: number[] = []
    for (let i = 0; i < 12; i++) {
      const p = await payload.create({
        collection: 'products',
        data: {
          title: `Depth ${i}`,
          productType: type.id,
          color: `d${i}`,
          colorName: 'Red',
          price: 100,
          description: 'x'.repeat(500),
        },
        overrideAccess: true,
      })
      ids.push(p.id as number)
    }
    for (const id of ids) {
      await payload.update({
        collection: 'products',
        id,
        data: { related: ids.filter((x) => x !== id) },
        overrideAccess: true,
      })
    }
    for (let i = 0; i < 105; i++) {
      await payload.create({
        collection: 'product-variants',
        data: { product: ids[0], size: String(i), sku: `DEPTH-${i}` },
        overrideAccess: true,
      })
    }
  })

  it('?depth=10&limit=0 answers under 1 MB within 1 s while /api/ready (which reads the database) stays fast', async () => {
    const { GET: health } = await import('@/app/api/ready/route')
    const started = Date.now()
    const [res, probe] = await Promise.all([
      rest('GET', '/api/products?depth=10&limit=0'),
      (async () => {
        const t = Date.now()
        const r = await health()
        return { status: r.status, ms: Date.now() - t }
      })(),
    ])
    const text = await res.text()
    const elapsed = Date.now() - started
    expect(res.status).toBe(200)
    expect(text.length).toBeLessThan(1_000_000)
    expect(elapsed).toBeLessThan(1000)
    expect(probe.status).toBe(200)
    expect(probe.ms).toBeLessThan(1000)
    // Related products arrive as cards: never their own related products.
    const body = JSON.parse(text) as { docs: { related: { id: number; related?: unknown }[] }[] }
    expect(body.docs[0].related).toHaveLength(11)
    for (const card of body.docs[0].related)
      expect(card).toMatchObject({ id: expect.any(Number), title: expect.stringMatching(/^Depth /) })
    expect(body.docs[0].related[0].related).toBeUndefined()
  })

  it('anonymous callers get at most 100 documents, whatever limit or pagination they ask', async () => {
    for (const q of ['limit=0', 'limit=-1', 'limit=5000', 'pagination=false', 'limit=abc']) {
      const res = await rest('GET', `/api/product-variants?${q}&depth=0`)
      expect(res.status, q).toBe(200)
      const body = (await res.json()) as { docs: unknown[]; totalDocs: number }
      expect(body.docs.length, q).toBeLessThanOrEqual(100)
      expect(body.totalDocs, q).toBe(105)
    }
    expect(
      ((await (await rest('GET', '/api/product-variants?limit=7')).json()) as { docs: unknown[] }).docs,
    ).toHaveLength(7)
  })

  it('staff and the server’s own Local API calls still read everything', async () => {
    const all = await payload.find({
      collection: 'product-variants',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    expect(all.docs).toHaveLength(105)
    const stock = await staffUser(payload, ['stock'])
    const { token } = await login(stock.email, 'correct horse battery staple')
    const res = await rest('GET', '/api/product-variants?limit=0&depth=0', undefined, { authorization: `JWT ${token}` })
    expect(((await res.json()) as { docs: unknown[] }).docs).toHaveLength(105)
  })
})

describe('staff password reset', () => {
  it('runs whole (forgot → token → reset → sign-in) and no staff role can read the reset link', async () => {
    const admin = await staffUser(payload, ['admin'], 'owner-reset@test.example')
    await payload.update({
      collection: 'users',
      id: admin.id,
      data: { mustChangePassword: true },
      overrideAccess: true,
    })
    const service = await staffUser(payload, ['service'])
    const before = new Set(
      readdirSync(path.join(PRIVATE)).flatMap((d) => (d === 'auth-mail' ? readdirSync(path.join(PRIVATE, d)) : [])),
    )

    const forgot = await rest('POST', '/api/users/forgot-password', { email: admin.email })
    expect(forgot.status).toBe(200)

    const stored = await payload.findByID({
      collection: 'users',
      id: admin.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const token = (stored as unknown as { resetPasswordToken: string }).resetPasswordToken
    expect(token).toMatch(/^[0-9a-f]{40}$/)

    // Not in the outbox, whoever reads it.
    const outbox = await payload.find({ collection: 'outbox', user: service, overrideAccess: false, limit: 100 })
    const all = await payload.find({ collection: 'outbox', overrideAccess: true, limit: 100 })
    for (const docs of [outbox.docs, all.docs]) expect(JSON.stringify(docs)).not.toContain(token)
    // The operator's copy: a file only the server's user can read.
    const dir = path.join(PRIVATE, 'auth-mail')
    const files = readdirSync(dir).filter((f) => !before.has(f))
    expect(files).toHaveLength(1)
    expect(statSync(path.join(dir, files[0])).mode & 0o777).toBe(0o600)
    expect(readFileSync(path.join(dir, files[0]), 'utf8')).toContain(`/app/reset/${token}`)

    const reset = await rest('POST', '/api/users/reset-password', { token, password: 'a-new-password-for-the-owner' })
    expect(reset.status).toBe(200)
    expect((await login(admin.email, 'correct horse battery staple')).status).toBe(401)
    expect((await login(admin.email, 'a-new-password-for-the-owner')).status).toBe(200)
    expect(
      (await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })).mustChangePassword,
    ).toBe(false)
  })

  it('an unknown address gets the same answer and no mail', async () => {
    const res = await rest('POST', '/api/users/forgot-password', { email: 'nobody-here@test.example' })
    expect(res.status).toBe(200)
  })
})

describe('orders staff cannot forge', () => {
  const newOrder = async () =>
    payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        number: `MS-TEST-${Math.random().toString(36).slice(2, 8)}`,
        status: 'pending',
        email: 'shopper@test.example',
        lines: [{ sku: 'SKU-1', title: 'Vavin pumps', unitPrice: 45000, quantity: 1 }],
        subtotal: 45000,
        shipping: 0,
        total: 45000,
        shippingAddress: {
          name: 'Ada Shopper',
          line1: '1 rue de Rivoli',
          city: 'Paris',
          postalCode: '75001',
          country: 'FR',
        },
        payment: { provider: 'test' },
        // No stock held: cancelling it has nothing to give back.
        hold: { state: 'released' },
      },
    })

  it.each(['service', 'stock'])(
    '%s cannot mark an unpaid order paid, nor change its totals, email or address',
    async (role) => {
      const user = await staffUser(payload, [role])
      const order = await newOrder()
      const paid = payload.update({
        collection: 'orders',
        id: order.id,
        data: { status: 'paid', statusReason: 'customer says so' },
        user,
        overrideAccess: false,
      })
      await expect(paid).rejects.toMatchObject({ name: 'Forbidden', status: 403 })
      await payload.update({
        collection: 'orders',
        id: order.id,
        user,
        overrideAccess: false,
        data: {
          total: 1,
          subtotal: 1,
          email: 'thief@test.example',
          shippingAddress: { name: 'Thief', line1: '2 rue Ailleurs', city: 'Lyon', postalCode: '69001', country: 'FR' },
          lines: [{ sku: 'SKU-1', title: 'Vavin pumps', unitPrice: 1, quantity: 9 }],
        },
      })
      const after = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
      expect(after).toMatchObject({ status: 'pending', total: 45000, subtotal: 45000, email: 'shopper@test.example' })
      expect(after.shippingAddress).toMatchObject({ name: 'Ada Shopper', city: 'Paris' })
      expect(after.lines?.[0]).toMatchObject({ unitPrice: 45000, quantity: 1 })
      expect(after.changeLog ?? []).toHaveLength(0)
      // The moves of their job still work.
      const cancelled = await payload.update({
        collection: 'orders',
        id: order.id,
        data: { status: 'cancelled' },
        user,
        overrideAccess: false,
      })
      expect(cancelled.status).toBe('cancelled')
    },
  )

  it('an admin marks an order paid only with a reason, which is logged; totals stay; address edits are logged', async () => {
    const admin = await staffUser(payload, ['admin'])
    const order = await newOrder()
    const noReason = payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'paid' },
      user: admin,
      overrideAccess: false,
    })
    await expect(noReason).rejects.toMatchObject({
      status: 400,
      message: 'Give a reason to mark this order paid by hand.',
    })
    const paid = await payload.update({
      collection: 'orders',
      id: order.id,
      user: admin,
      overrideAccess: false,
      data: { status: 'paid', statusReason: 'Paid by bank transfer, ref 42', total: 1 },
    })
    expect(paid).toMatchObject({ status: 'paid', total: 45000, statusReason: null })
    expect(paid.changeLog).toEqual([
      expect.objectContaining({
        by: admin.email,
        change: 'status: pending → paid',
        reason: 'Paid by bank transfer, ref 42',
      }),
    ])
    const moved = await payload.update({
      collection: 'orders',
      id: order.id,
      user: admin,
      overrideAccess: false,
      data: {
        shippingAddress: { ...paid.shippingAddress!, city: 'Lyon', postalCode: '69001' },
        email: 'ada@test.example',
      },
    })
    expect(moved.email).toBe('ada@test.example')
    expect(moved.changeLog!.map((e) => e.change)).toEqual([
      'status: pending → paid',
      'email: shopper@test.example → ada@test.example',
      'shippingAddress.city: Paris → Lyon',
      'shippingAddress.postalCode: 75001 → 69001',
    ])
  })

  it('a payment event (server code, no signed-in user) still marks an order paid', async () => {
    const order = await newOrder()
    const paid = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'paid' },
      overrideAccess: true,
    })
    expect(paid.status).toBe('paid')
  })
})

describe('jobs and document locks', () => {
  it('only admins and the job runner may run jobs over HTTP', async () => {
    process.env.JOBS_SECRET = 'a-long-job-runner-secret'
    try {
      const editor = await staffUser(payload, ['editor'])
      const admin = await staffUser(payload, ['admin'])
      const editorToken = (await login(editor.email, 'correct horse battery staple')).token
      const adminToken = (await login(admin.email, 'correct horse battery staple')).token
      expect((await rest('GET', '/api/payload-jobs/run?queue=none')).status).toBe(401)
      expect(
        (await rest('GET', '/api/payload-jobs/run?queue=none', undefined, { authorization: `JWT ${editorToken}` }))
          .status,
      ).toBe(401)
      expect(
        (
          await rest('GET', '/api/payload-jobs/run?queue=none', undefined, {
            authorization: 'Bearer wrong-secret-of-same-size!',
          })
        ).status,
      ).toBe(401)
      expect(
        (await rest('GET', '/api/payload-jobs/run?queue=none', undefined, { authorization: `JWT ${adminToken}` }))
          .status,
      ).toBe(200)
      expect(
        (
          await rest('GET', '/api/payload-jobs/run?queue=none', undefined, {
            authorization: 'Bearer a-long-job-runner-secret',
          })
        ).status,
      ).toBe(200)
    } finally {
      delete process.env.JOBS_SECRET
    }
  })

  it('staff see who holds a lock; only admins take or break one through the API', async () => {
    const editor = await staffUser(payload, ['editor'])
    const admin = await staffUser(payload, ['admin'])
    const data = { globalSlug: 'x', user: { relationTo: 'users' as const, value: admin.id } }
    await expect(
      payload.create({ collection: 'payload-locked-documents', data, user: editor, overrideAccess: false }),
    ).rejects.toMatchObject({ name: 'Forbidden' })
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data,
      user: admin,
      overrideAccess: false,
    })
    expect(
      (await payload.find({ collection: 'payload-locked-documents', user: editor, overrideAccess: false })).totalDocs,
    ).toBe(1)
    await expect(
      payload.delete({ collection: 'payload-locked-documents', id: lock.id, user: editor, overrideAccess: false }),
    ).rejects.toMatchObject({ name: 'Forbidden' })
  })

  it('access denials are logged at info level, without a stack', () => {
    expect(payload.config.loggingLevels).toMatchObject({
      Forbidden: 'info',
      AuthenticationError: 'info',
      NotFound: 'info',
    })
  })
})
