// The account as stored, read and written by the identity flows of this folder through Payload's Local API (hooks,
// validation, array row ids, `updatedAt`). Field-level access closes every identity field (email, password, hash
// and salt, verification, codes, pending sign-ups and email changes, sessions, lockout, attached orders, consents)
// to Payload's API — the shopper's "update: self" and staff alike — because these flows are the ones made for
// identity: each has checked the proof its change needs (a link, a code, the current password) before it gets here.
// So they, and only they, override access; none acts for an HTTP caller's rights, and nothing here is an endpoint.
// The hidden fields (hash, salt, code, tokens, lockout, sessions) are read with the rest.
import type { Payload, Where } from 'payload'
import type { Customer } from '@/payload-types'
import type { SignedInCustomer } from '../http/customerSession'

/** What an identity flow writes: any stored field of the account (Payload hashes a `password`). */
export type AccountChange = Omit<Partial<Customer>, 'id' | 'collection' | 'createdAt' | 'updatedAt'>

/** The one account matching `where` (an address, a link's token), hidden fields included; null when none. */
export async function findAccount(payload: Payload, where: Where): Promise<Customer | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    where,
    depth: 0,
    limit: 1,
    pagination: false,
    showHiddenFields: true,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const accountById = (payload: Payload, id: number) => findAccount(payload, { id: { equals: id } })

/**
 * Writes an identity change. With `password`, Payload hashes it and ends every session but the one of `keep` (the
 * shopper who asked), as its own update does for a signed-in user changing their password.
 */
export async function changeAccount(payload: Payload, id: number, data: AccountChange, keep?: SignedInCustomer) {
  await payload.update({ collection: 'customers', id, data, depth: 0, user: keep, overrideAccess: true })
}
