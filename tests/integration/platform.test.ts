// The platform on a real database: migrations, the first admin, roles and unlock access, seed idempotence.
import { Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrationsForDatabase } from '@/server/platform/migrations'
import { seed } from '../../seed'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('database and seed', () => {
  it('migrations leave nothing pending and can run twice', async () => {
    const ran = () =>
      payload.find({ collection: 'payload-migrations', limit: 1000, sort: 'name', overrideAccess: true })
    const before = (await ran()).docs
    // Every migration of this database's folder is recorded as run, and nothing else (no "dev" push marker).
    expect(before.map((d) => d.name).sort()).toEqual(
      migrationsForDatabase()
        .map((m) => m.name)
        .sort(),
    )
    expect(before.every((d) => typeof d.batch === 'number' && d.batch > 0)).toBe(true)
    await payload.db.migrate({ migrations: migrationsForDatabase() as never })
    // The second run finds nothing to do: no new rows, no new batch.
    expect((await ran()).docs.map((d) => [d.name, d.batch])).toEqual(before.map((d) => [d.name, d.batch]))
  })

  it('seeds one admin and the two stores, and a second seed changes nothing', async () => {
    // The seed makes its admin only on a database without staff: this test starts from none, whatever ran before.
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    process.env.SEED_ADMIN_PASSWORD = 'seeded-admin-password'
    try {
      await seed(payload)
    } finally {
      delete process.env.SEED_ADMIN_PASSWORD
    }
    const users = await payload.find({ collection: 'users', overrideAccess: true })
    const stores = await payload.find({ collection: 'stores', overrideAccess: true, sort: 'slug' })
    await seed(payload)
    const usersAgain = await payload.count({ collection: 'users', overrideAccess: true })
    const storesAgain = await payload.count({ collection: 'stores', overrideAccess: true })
    expect(users.docs).toHaveLength(1)
    expect(users.docs[0].roles).toEqual(['admin'])
    expect(stores.docs.map((s) => s.type).sort()).toEqual(['boutique', 'online'])
    expect(usersAgain.totalDocs).toBe(1)
    expect(storesAgain.totalDocs).toBe(2)
  })

  it('stores French and English text side by side with French falling back to English', async () => {
    await seedStores(payload)
    const fr = await payload.find({
      collection: 'stores',
      where: { type: { equals: 'boutique' } },
      locale: 'fr',
      overrideAccess: true,
    })
    const en = await payload.find({
      collection: 'stores',
      where: { type: { equals: 'boutique' } },
      locale: 'en',
      overrideAccess: true,
    })
    expect(fr.docs[0].directions?.metro).toMatch(/jardin du Luxembourg/)
    expect(en.docs[0].directions?.metro).toMatch(/Jardin du Luxembourg/)
    expect(fr.docs[0].street).toBe('12 rue de Tournon')
  })
})

describe('staff access', () => {
  it('only admins may create staff accounts, change roles or unlock', async () => {
    const editor = await staffUser(payload, ['editor'])
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'intruder@test.example', password: 'x-password-1', roles: ['admin'] },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(Forbidden)
    await expect(
      payload.unlock({
        collection: 'users',
        data: { email: editor.email },
        user: editor,
        overrideAccess: false,
      } as never),
    ).rejects.toThrow(Forbidden)
    const self = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['admin'] },
      user: editor,
      overrideAccess: false,
    })
    expect(self.roles).toEqual(['editor'])
  })

  it('a staff member sees only their own account unless admin', async () => {
    const stock = await staffUser(payload, ['stock'])
    const seen = await payload.find({ collection: 'users', user: stock, overrideAccess: false })
    expect(seen.docs.map((d) => d.id)).toEqual([stock.id])
  })

  it('a customer-less anonymous call cannot create catalog data', async () => {
    await expect(
      payload.create({ collection: 'stores', data: { name: 'X', slug: 'x', type: 'online' }, overrideAccess: false }),
    ).rejects.toThrow(Forbidden)
  })
})

describe('security log', () => {
  it('records a successful backoffice sign-in, readable by admins only', async () => {
    const stock = await staffUser(payload, ['stock'], 'logger@test.example')
    await payload.login({
      collection: 'users',
      data: { email: 'logger@test.example', password: 'correct horse battery staple' },
    })
    const logs = await payload.find({
      collection: 'security-logs',
      where: { email: { equals: 'logger@test.example' } },
      overrideAccess: true,
    })
    expect(logs.docs.map((d) => d.event)).toContain('login-success')
    await expect(payload.find({ collection: 'security-logs', user: stock, overrideAccess: false })).rejects.toThrow(
      Forbidden,
    )
  })
})
