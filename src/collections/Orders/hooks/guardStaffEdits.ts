// What a staff member may change on an order, beyond the field rules: the payment status (paid, refunded) moves
// only by a payment event — server code, without a signed-in user — or by an admin who gives a reason; every such
// move and every change of the customer's email or address is written to the order's change log.
import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { hasRole } from '@/access/roles'
import type { Order } from '@/payload-types'
import { OPTION_FR } from '../../shared/frenchWords'
import { refusalLanguage } from '../../shared/refusal'

const PAYMENT_STATUSES = new Set(['paid', 'refunded'])
const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'postalCode', 'country', 'phone'] as const

type LogEntry = NonNullable<Order['changeLog']>[number]

function refuse(message: string, status: number): never {
  const err = new APIError(message, status, null, true)
  // Named, so the admin shows this message (an unnamed class in the production bundle shows a generic one).
  err.name = status === 403 ? 'Forbidden' : 'OrderChangeError'
  throw err
}

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v))

export const guardStaffEdits: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req }) => {
  const user = req.user
  if (operation !== 'update' || !originalDoc || !user || user.collection !== 'users') return data
  const by = user.email ?? String(user.id)
  const at = new Date().toISOString()
  const entries: LogEntry[] = []
  const reason = typeof data.statusReason === 'string' ? data.statusReason.trim() : ''

  const next = data.status
  if (next && next !== originalDoc.status && PAYMENT_STATUSES.has(next)) {
    const fr = refusalLanguage(req) === 'fr'
    if (!hasRole(user))
      refuse(
        fr
          ? `Seuls un paiement ou un administrateur peuvent marquer une commande «\u00a0${OPTION_FR[next]}\u00a0».`
          : `Only a payment event or an admin may mark an order ${next}.`,
        403,
      )
    if (!reason)
      refuse(
        fr
          ? `Donnez un motif pour marquer cette commande «\u00a0${OPTION_FR[next]}\u00a0» à la main.`
          : `Give a reason to mark this order ${next} by hand.`,
        400,
      )
    entries.push({ at, by, change: `status: ${originalDoc.status} → ${next}`, reason })
  }
  if (data.email !== undefined && data.email !== originalDoc.email) {
    entries.push({
      at,
      by,
      change: `email: ${shown(originalDoc.email)} → ${shown(data.email)}`,
      reason: reason || undefined,
    })
  }
  const before = (originalDoc.shippingAddress ?? {}) as Record<string, unknown>
  const after = (data.shippingAddress ?? before) as Record<string, unknown>
  for (const key of ADDRESS_FIELDS) {
    if ((before[key] ?? null) !== (after[key] ?? null)) {
      entries.push({
        at,
        by,
        change: `shippingAddress.${key}: ${shown(before[key])} → ${shown(after[key])}`,
        reason: reason || undefined,
      })
    }
  }
  // The reason belongs to this one change: it is kept in the log, not on the order.
  const cleared = { ...data, statusReason: null }
  if (entries.length === 0) return cleared
  return { ...cleared, changeLog: [...(originalDoc.changeLog ?? []), ...entries] }
}
