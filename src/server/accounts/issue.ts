// Opens a Payload session for a customer whose identity we checked ourselves (a one-time code): the same session
// row and JWT Payload's own login makes (node_modules/payload/dist/auth/sessions.js addSessionToUser), so the
// token passes Payload's JWT strategy and ends with sign-out like any other.
import { randomUUID } from 'node:crypto'
import { type Payload, getFieldsToSign, jwtSign } from 'payload'
import type { Customer } from '@/payload-types'
import { oneSessionChangeAtATime } from './sessionQueue'

type Session = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }

const live = (sessions: Session[] | null | undefined, now: number) =>
  (sessions ?? []).filter((s) => new Date(s.expiresAt).getTime() > now)

/** A new session for the account (its list changed one change at a time, src/server/accounts/sessionQueue.ts). */
export function issueSession(payload: Payload, account: { id: number; email: string }) {
  return oneSessionChangeAtATime(account.email, () => openSession(payload, account.id))
}

async function openSession(payload: Payload, id: number): Promise<{ token: string; exp: number }> {
  const config = payload.collections.customers.config
  const lifetime = config.auth.tokenExpiration
  const user = (await payload.db.findOne({ collection: 'customers', where: { id: { equals: id } } })) as Customer
  const now = Date.now()
  const sid = randomUUID()
  const sessions = [
    ...live(user.sessions, now),
    { id: sid, createdAt: new Date(now), expiresAt: new Date(now + lifetime * 1000) },
  ]
  await payload.db.updateOne({ collection: 'customers', id, data: { ...user, sessions }, returning: false })
  return jwtSign({
    fieldsToSign: getFieldsToSign({
      collectionConfig: config,
      email: user.email,
      sid,
      user: { ...user, collection: 'customers' } as never,
    }),
    secret: payload.secret,
    tokenExpiration: lifetime,
  })
}
