// Staff passwords: "password" and other common or short ones are refused on create and on change; a strong one is kept.
import { type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const create = (password: string) =>
  payload.create({
    collection: 'users',
    data: { email: `staff-${Date.now()}-${Math.random()}@test.example`, password, roles: ['editor'] },
    overrideAccess: true,
  })

describe('staff password strength', () => {
  it('refuses "password", a common word with digits, and anything under 12 characters', async () => {
    for (const weak of ['password', 'Password123!', 'azerty123456', 'motdepasse', 'short-pw-1'])
      await expect(create(weak), weak).rejects.toBeInstanceOf(ValidationError)
    expect(await payload.count({ collection: 'users', where: { roles: { equals: 'editor' } } })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('accepts a long uncommon password, and refuses a weak one on change with the field named', async () => {
    const user = await staffUser(payload, ['service'])
    const err = await payload
      .update({ collection: 'users', id: user.id, data: { password: 'password' }, user, overrideAccess: false })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ValidationError)
    expect((err as ValidationError).data.errors[0]).toMatchObject({ path: 'password' })
    const ok = await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'Vavin-escarpin-2026!' },
      user,
      overrideAccess: false,
    })
    expect(ok.id).toBe(user.id)
    const login = await payload.login({
      collection: 'users',
      data: { email: user.email, password: 'Vavin-escarpin-2026!' },
    })
    expect(login.token).toBeTruthy()
  })
})
