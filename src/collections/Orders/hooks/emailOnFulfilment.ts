// The shopper hears of each step of fulfilment — preparing, shipped (with the tracking link), delivered (with the
// return link) — in the order's language. Queued in the save's transaction: a mail outage never blocks the move,
// and a refused move sends nothing.
import type { CollectionAfterChangeHook } from 'payload'
import { sendsFulfilmentEmail } from '@/domain/fulfilment'
import type { Order } from '@/payload-types'
import { orderPhotos } from '@/server/email/orderPhotos'
import { queueEmail } from '@/server/email/queue'
import { orderPageUrl } from '@/server/orderLinks/orderPage'
import { type FulfilmentEmailStatus, fulfilmentEmail } from '@/server/orders/fulfilmentEmail'
import { returnUrl } from '@/server/orderLinks/returnForm'

export const emailOnFulfilment: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !sendsFulfilmentEmail(previousDoc?.status, doc.status)) return doc
  // The delivered email carries the signed link of the return form (the 14 days start at delivery).
  const returnLink =
    doc.status === 'delivered' ? returnUrl(req.payload, doc.id, doc.locale === 'fr' ? 'fr' : 'en') : undefined
  const ctx = {
    photos: await orderPhotos(req.payload, doc, req),
    orderUrl: orderPageUrl(req.payload, doc, doc.locale === 'fr' ? 'fr' : 'en'),
  }
  await queueEmail(req.payload, await fulfilmentEmail(doc, doc.status as FulfilmentEmailStatus, returnLink, ctx), req)
  return doc
}
