// Session upkeep for a signed-in customer: refresh (a new token for the same session, its expiry pushed back) and
// sign-out on this device (its session row removed) or on every device (every row removed: every token dies at
// once, since Payload's JWT strategy checks the token's session id against the rows).
import { type Payload, createLocalReq, logoutOperation, refreshOperation } from 'payload'
import type { SignedInCustomer } from '../http/customerSession'
import { oneSessionChangeAtATime } from './sessionQueue'

export async function refreshSession(payload: Payload, customer: SignedInCustomer) {
  return oneSessionChangeAtATime(customer.email, async () => {
    const req = await createLocalReq({ user: customer as never }, payload)
    const result = await refreshOperation({ collection: payload.collections.customers, req })
    return { token: result.refreshedToken, exp: result.exp * 1000 }
  })
}

export async function signOut(payload: Payload, customer: SignedInCustomer, everywhere: boolean) {
  await oneSessionChangeAtATime(customer.email, async () => {
    const req = await createLocalReq({ user: customer as never }, payload)
    await logoutOperation({ allSessions: everywhere, collection: payload.collections.customers, req })
  })
}
