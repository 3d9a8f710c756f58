// The order's timeline says who moved it and when: every status move a staff member makes (the payment moves are
// logged by guardStaffEdits with their reason) and every carrier or tracking change goes to the change log. An
// order leaves for "shipped" only with a carrier and a tracking number the shopper can follow.
import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { isCarrier } from '@/domain/fulfilment'
import type { Order } from '@/payload-types'
import { refusalLanguage } from '../../shared/refusal'

const PAYMENT_STATUSES = new Set(['paid', 'refunded'])

export const fulfilmentLog: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const next = data.status ?? originalDoc.status
  const carrier = data.fulfilment?.carrier ?? originalDoc.fulfilment?.carrier
  const tracking = data.fulfilment?.trackingNumber ?? originalDoc.fulfilment?.trackingNumber
  if (next === 'shipped' && originalDoc.status !== 'shipped' && (!isCarrier(carrier) || !tracking)) {
    const err = new APIError(
      refusalLanguage(req) === 'fr'
        ? 'Indiquez le transporteur et le numéro de suivi pour marquer cette commande expédiée.'
        : 'Give the carrier and the tracking number to mark this order shipped.',
      400,
      null,
      true,
    )
    err.name = 'OrderChangeError'
    throw err
  }
  const user = req.user
  if (!user || user.collection !== 'users') return data
  const by = user.email ?? String(user.id)
  const at = new Date().toISOString()
  const entries: NonNullable<Order['changeLog']> = []
  if (next !== originalDoc.status && !PAYMENT_STATUSES.has(next))
    entries.push({ at, by, change: `status: ${originalDoc.status} → ${next}` })
  if (carrier !== originalDoc.fulfilment?.carrier || tracking !== originalDoc.fulfilment?.trackingNumber)
    if (carrier || tracking) entries.push({ at, by, change: `tracking: ${carrier ?? '—'} ${tracking ?? '—'}` })
  if (entries.length === 0) return data
  return { ...data, changeLog: [...(data.changeLog ?? originalDoc.changeLog ?? []), ...entries] }
}
