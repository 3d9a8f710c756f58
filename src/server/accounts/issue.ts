// Opens a Payload session for a customer whose identity we checked ourselves (a one-time code, a reset link): the
// session row is added by Payload's own code (`addSessionToUser`, what its login runs), and the JWT is the one its
// login signs, so the token passes Payload's JWT strategy and ends with sign-out like any other.
import { type Payload, createLocalReq, getFieldsToSign, jwtSign } from 'payload'
import { addSessionToUser } from 'payload/shared'
import { oneSessionChangeAtATime } from './sessionQueue'
import { accountById } from './stored'

/** A new session for the account (its list changed one change at a time, src/server/accounts/sessionQueue.ts). */
export function issueSession(payload: Payload, account: { id: number; email: string }) {
  return oneSessionChangeAtATime(account.email, () => openSession(payload, account.id))
}

async function openSession(payload: Payload, id: number): Promise<{ token: string; exp: number }> {
  const collectionConfig = payload.collections.customers.config
  const user = { ...(await accountById(payload, id))!, collection: 'customers' as const }
  const req = await createLocalReq({}, payload)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  return jwtSign({
    fieldsToSign: getFieldsToSign({ collectionConfig, email: user.email, sid, user }),
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
}
