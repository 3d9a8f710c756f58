// The shopper's side of the security log: who asked (the request's real address and browser, as the staff log
// records them) and what happened to which address. Written with the staff log's writer; a failure to log never
// blocks the account flow (the writer logs it and goes on).
import { type Payload, createLocalReq } from 'payload'
import type { ShopperSecurityEvent } from '@/collections/SecurityLogs/shopperEvents'
import { recordSecurityEvent } from '../staff/securityLog'

/** The request an account flow acts for: its connection's address (locks count by it) and its headers. */
export interface Caller {
  ip: string
  headers: Headers
}

/** One shopper event: the address concerned, also as the actor (the shopper, or whoever typed that address). */
export async function logShopperEvent(
  payload: Payload,
  caller: Caller,
  event: ShopperSecurityEvent,
  email: string,
  detail?: string,
) {
  const req = await createLocalReq({ req: { headers: caller.headers } as never }, payload)
  await recordSecurityEvent(req, { event, email, actor: email, detail })
}
