// Payload on this file's fresh database (see ../setup.ts): a copy of the run's template, which globalSetup.ts has
// migrated, so nothing is migrated here — importing every migration module again cost a second or more per file.
// The tests of migrations themselves (platform, shipping, task-runs…) import and run them.
import type { Payload } from 'payload'

let instance: Promise<Payload> | null = null

export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    return getPayload({ config })
  })()
  return instance
}

let made = 0

/** A staff user with the given roles, for calls made with `user` and `overrideAccess: false`. The very first account
 *  of a database becomes an admin (firstUserIsAdmin): before a non-admin is made on an empty table, an admin is, so
 *  the roles asked for are the roles given whichever test runs first. */
export async function staffUser(
  payload: Payload,
  roles: string[],
  email = `${roles.join('-') || 'none'}-${Date.now()}-${++made}@test.example`,
) {
  if (!roles.includes('admin') && (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0)
    await staffUser(payload, ['admin'])
  const doc = await payload.create({
    collection: 'users',
    data: { email, password: 'correct horse battery staple', roles: roles as never },
    overrideAccess: true,
  })
  return { ...doc, collection: 'users' as const }
}
