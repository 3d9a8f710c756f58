// Idempotent creation for anonymous form submissions: the client's requestId is unique, so a double click or a
// retry finds the first row instead of writing a second one. Calls run with the form context (see access/publicForm).
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import type { PublicFormContext } from '@/access/publicForm'

export const formContext = (publicWhere: Where): PublicFormContext & Record<string, unknown> => ({ publicForm: true, publicWhere })

export async function findOwn<T = { id: number }>(payload: Payload, collection: CollectionSlug, where: Where, req?: PayloadRequest): Promise<T | undefined> {
  const res = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: false, context: formContext(where), req })
  return res.docs[0] as T | undefined
}

export async function createOnce<T extends { id: number }>(
  payload: Payload,
  collection: CollectionSlug,
  key: Where,
  data: Record<string, unknown>,
  req?: PayloadRequest,
): Promise<{ doc: T; created: boolean }> {
  const existing = await findOwn<T>(payload, collection, key, req)
  if (existing) return { doc: existing, created: false }
  try {
    const doc = (await payload.create({ collection, data: data as never, depth: 0, overrideAccess: false, context: formContext(key), req })) as unknown as T
    return { doc, created: true }
  } catch (err) {
    // Two concurrent retries: the unique index let one through; answer with that one.
    const winner = await findOwn<T>(payload, collection, key, req)
    if (winner) return { doc: winner, created: false }
    throw err
  }
}
