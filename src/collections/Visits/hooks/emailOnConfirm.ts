// Staff confirming a visit in the backoffice sends the shopper a confirmation (queued, so a mail outage
// never blocks the save).
import type { CollectionAfterChangeHook } from 'payload'
import { type VisitStatus, isNewlyConfirmed } from '@/domain/forms'
import { visitConfirmedEmail } from '@/server/email/messages'
import { queueEmail } from '@/server/email/queue'
import { productSizeSystem } from '@/server/forms/sizeSystem'

export const emailOnConfirm: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  if (!isNewlyConfirmed(previousDoc?.status as VisitStatus | undefined, doc.status as VisitStatus)) return doc
  const sizeSystem = await productSizeSystem(req.payload, doc.productId, req)
  await queueEmail(req.payload, await visitConfirmedEmail({ ...doc, sizeSystem }), req)
  return doc
}
