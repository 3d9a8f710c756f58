// Idempotent creation for anonymous form submissions: the client's requestId is unique, so a double click or a
// retry finds the first row instead of writing a second one. Calls run with the form context (see access/publicForm).
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import type { PublicFormContext } from '@/access/publicForm'
import { localeOf, messagesFor } from '../http/copy'
import { FieldError } from '../http/errors'

export const formContext = (publicWhere: Where): PublicFormContext & Record<string, unknown> => ({
  publicForm: true,
  publicWhere,
})

export async function findOwn<T = { id: number }>(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  req?: PayloadRequest,
): Promise<T | undefined> {
  const res = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: false,
    context: formContext(where),
    req,
  })
  return res.docs[0] as T | undefined
}

export async function createOnce<T extends { id: number }>(
  payload: Payload,
  collection: CollectionSlug,
  key: Where,
  data: Record<string, unknown>,
  req?: PayloadRequest,
): Promise<{ doc: T; created: boolean }> {
  const existing = await findOwn<T & { email?: string | null }>(payload, collection, key, req)
  if (existing && !sameEmail(existing.email, data.email)) throw reusedRequestId(data.locale)
  if (existing) return { doc: existing, created: false }
  // A request id already spent on another record (another shopper, SKU or kind) is a client bug or a replay: 409,
  // checked before the insert because a failed insert aborts a Postgres transaction.
  if (
    typeof data.requestId === 'string' &&
    (await findOwn(payload, collection, { requestId: { equals: data.requestId } }, req))
  ) {
    throw reusedRequestId(data.locale)
  }
  try {
    const doc = (await payload.create({
      collection,
      data: data as never,
      depth: 0,
      overrideAccess: false,
      context: formContext(key),
      req,
    })) as unknown as T
    return { doc, created: true }
  } catch (err) {
    // Two concurrent retries: the unique index let one through; answer with that one.
    const winner = await findOwn<T>(payload, collection, key, req)
    if (winner) return { doc: winner, created: false }
    throw err
  }
}

const sameEmail = (a: unknown, b: unknown) =>
  typeof a !== 'string' || typeof b !== 'string' || a.trim().toLowerCase() === b.trim().toLowerCase()

const reusedRequestId = (locale: unknown) =>
  new FieldError('requestId', messagesFor(localeOf(locale)).requests.validation.requestIdReused, 409)
