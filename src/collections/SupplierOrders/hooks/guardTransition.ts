import type { CollectionBeforeChangeHook } from 'payload'
import { type SupplierOrderStatus, assertSupplierTransition } from '@/domain/supply'
import { enforce, refusal as refuse } from '../../shared/refusal'

/**
 * A supplier order starts as a draft and moves only along the allowed transitions; `received` is set by receiving
 * the goods (src/server/supply/receive.ts), never by hand. Lines change only while the order is a draft: once sent,
 * the workshop works from them. A refused move is a 422 with the rule's message. Each move is time-stamped. The seed may create orders in any state (context.seed).
 */
export const guardTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  const next = data.status as SupplierOrderStatus | undefined
  const stamp = (status: string) => ({ [`${status}At`]: new Date().toISOString() })
  if (operation === 'create') {
    if (next && next !== 'draft' && !context.seed) throw refuse('A supplier order starts as a draft.')
    return { ...data, timeline: { ...(data.timeline ?? {}), ...stamp(next ?? 'draft') } }
  }
  const from = originalDoc?.status as SupplierOrderStatus | undefined
  if (from && from !== 'draft' && data.lines && !context.receiving) {
    const key = (ls: { sku?: string; quantity?: number; unitCost?: number }[] = []) =>
      JSON.stringify(ls.map((l) => [l.sku, l.quantity, l.unitCost]))
    if (key(data.lines) !== key(originalDoc?.lines)) throw refuse('The lines of a sent supplier order cannot change.')
  }
  if (!next || !from || next === from) return data
  enforce(() => assertSupplierTransition(from, next))
  return { ...data, timeline: { ...(originalDoc?.timeline ?? {}), ...(data.timeline ?? {}), ...stamp(next) } }
}
