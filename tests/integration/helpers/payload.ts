// A migrated Payload on this file's fresh database (see ../setup.ts), optionally seeded.
import type { Payload } from 'payload'

let instance: Promise<Payload> | null = null

export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config })
    const { migrationsForDatabase } = await import('@/server/platform/migrations')
    await payload.db.migrate({ migrations: migrationsForDatabase() as never })
    return payload
  })()
  return instance
}

/** A staff user with the given roles, for calls made with `user` and `overrideAccess: false`. */
export async function staffUser(
  payload: Payload,
  roles: string[],
  email = `${roles.join('-') || 'none'}-${Date.now()}@test.example`,
) {
  const doc = await payload.create({
    collection: 'users',
    data: { email, password: 'correct horse battery staple', roles: roles as never },
    overrideAccess: true,
  })
  return { ...doc, collection: 'users' as const }
}
