// Who may open a house document, shared by the invoice and credit-note downloads: customer service and admins
// signed in to the backoffice (401 without a session, 403 for other roles, each saying who may), or the shopper
// holding the signed link of their email (403 for a link that is not the document's own, 404 for no such number).
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { ApiError } from '../http/errors'
import { documentWhere } from './document'
import { type DocumentKind, documentLinkValid } from './link'

export type Staff = Parameters<Payload['findByID']>[0]['user']

export const refuse = (status: number, message: string) => new ApiError(status, [{ field: '', message }])

export const idOf = (v: number | { id: number }) => (typeof v === 'object' ? v.id : v)

/** The backoffice reader: service or admin, else refused with the document's own words. */
export function assertDocumentStaff(user: unknown, c: { signIn: string; forbidden: string }): asserts user is Staff {
  if (!user) throw refuse(401, c.signIn)
  if (!hasRole(user, 'service')) throw refuse(403, c.forbidden)
}

const COLLECTION = { invoice: 'invoices', 'credit-note': 'credit-notes' } as const

/** The document a shopper's signed link opens. */
export async function documentByLink<K extends DocumentKind>(
  payload: Payload,
  kind: K,
  number: string,
  token: string,
  badLink: string,
) {
  if (!documentLinkValid(payload, kind, number, token)) throw refuse(403, badLink)
  const doc = await documentWhere(payload, COLLECTION[kind] as (typeof COLLECTION)[K], { number: { equals: number } })
  if (!doc) throw refuse(404, badLink)
  return doc
}
