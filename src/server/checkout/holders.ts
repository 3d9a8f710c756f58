// Who a checkout's held units count against, and the refusal when one of them would hold more than the order limits
// allow (src/domain/orderLimits.ts). The client's address is kept on the order only as a keyed hash: enough to count
// its holds, nothing a reader of the orders table could turn back into an address.
import { createHash, createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { type LimitRefusal, clientKey } from '@/domain/orderLimits'
import type { HolderKeys } from './rows'

/** A checkout over one of the order limits: the route answers 422 naming it, in the shopper's language. */
export class OrderLimitError extends Error {
  constructor(readonly refusal: LimitRefusal) {
    super(`Order limit reached: ${refusal.limit}`)
  }
}

export function holderKeys(
  payload: Payload,
  who: { ip?: string | null; email: string; customer?: number | null },
): HolderKeys {
  const key = clientKey(who.ip)
  return {
    client: key ? createHmac('sha256', payload.secret).update(`hold-client:${key}`).digest('hex').slice(0, 32) : null,
    email: who.email,
    customer: who.customer ?? null,
  }
}

/** One 64-bit advisory lock key per holder the checkout has (Postgres: src/server/checkout/pgRows.ts). */
export function holderLocks(who: HolderKeys): bigint[] {
  const names = [
    who.client == null ? null : `client:${who.client}`,
    `email:${who.email.toLowerCase()}`,
    who.customer == null ? null : `customer:${who.customer}`,
  ]
  return names
    .filter((n): n is string => n !== null)
    .map((n) => createHash('sha256').update(`maison-hold:${n}`).digest().readBigInt64BE(0))
}
