// The packing slip of an order, for the staff who pack it (customer service, the stock team, admins): read with
// their own access to the order, printed with the house's current identity (a slip is not an accounting document:
// nothing is frozen on it). Only an order that was paid is packed; a pending, expired or cancelled one has no slip.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import { packingOrder } from '../orders/packing'
import { refuse, type Staff } from './access'
import { PACKING_SLIP_COPY } from './packingSlipCopy'
import { renderPackingSlipPdf } from './packingSlipPdf'
import { currentSeller } from './seller'

const PACKED = new Set(['paid', 'preparing', 'shipped', 'delivered'])

export async function packingSlipPdf(payload: Payload, user: Staff, orderId: number, l: Locale) {
  const c = PACKING_SLIP_COPY[l]
  const packing = await packingOrder(payload, user, orderId)
  if (!packing) throw refuse(404, c.noOrder)
  if (!PACKED.has(packing.order.status)) throw refuse(409, c.notPacked)
  const bytes = await renderPackingSlipPdf(packing, await currentSeller(payload))
  return { number: `packing-slip-${packing.order.number}`, bytes }
}
