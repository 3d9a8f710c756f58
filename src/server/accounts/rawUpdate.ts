// A write straight to the database adapter (no hooks, no access: server code only) of a whole document. The
// adapter writes a patch that mixes array fields and plain columns as an INSERT … ON CONFLICT of the whole row,
// which a partial row fails on SQLite (NOT NULL columns), so the stored document is read and written back whole —
// as Payload's own session code does (payload/dist/auth/sessions.js).
import { randomBytes } from 'node:crypto'
import type { CollectionSlug, Payload } from 'payload'

/** An array row's id, as Payload makes them (the adapter does not fill it in). */
export const rowId = () => randomBytes(12).toString('hex')

export async function rawUpdate(
  payload: Payload,
  collection: CollectionSlug,
  id: number,
  patch: Record<string, unknown>,
) {
  const doc = await payload.db.findOne({ collection, where: { id: { equals: id } } })
  if (!doc) return
  await payload.db.updateOne({ collection, id, data: { ...doc, ...patch }, returning: false })
}
