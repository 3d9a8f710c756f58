import type { CollectionBeforeChangeHook } from 'payload'
import { type SupplierOrderStatus, assertSupplierTransition } from '@/domain/supply'
import { enforce, refusal as refuse, refusalLanguage } from '../../shared/refusal'
import { supplierStatusLabel } from '../statusLabels'

const FR = {
  draftFirst: 'Une commande fournisseur commence en brouillon.',
  linesFixed: 'Les lignes d’une commande fournisseur envoyée ne peuvent plus changer.',
  received: 'Une commande fournisseur devient reçue à la réception de sa marchandise.',
  move: (from: SupplierOrderStatus, to: SupplierOrderStatus) =>
    `Une commande fournisseur ne peut pas passer de «\u00a0${supplierStatusLabel(from, 'fr')}\u00a0» à «\u00a0${supplierStatusLabel(to, 'fr')}\u00a0».`,
}

/**
 * A supplier order starts as a draft and moves only along the allowed transitions; `received` is set by receiving
 * the goods (src/server/supply/receive.ts), never by hand. Lines change only while the order is a draft: once sent,
 * the workshop works from them. A refused move is a 422 with the rule's message. Each move is time-stamped. The seed may create orders in any state (context.seed).
 */
export const guardTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context, req }) => {
  const fr = refusalLanguage(req) === 'fr'
  const next = data.status as SupplierOrderStatus | undefined
  const stamp = (status: string) => ({ [`${status}At`]: new Date().toISOString() })
  if (operation === 'create') {
    if (next && next !== 'draft' && !context.seed)
      throw refuse(fr ? FR.draftFirst : 'A supplier order starts as a draft.')
    return { ...data, timeline: { ...(data.timeline ?? {}), ...stamp(next ?? 'draft') } }
  }
  const from = originalDoc?.status as SupplierOrderStatus | undefined
  if (from && from !== 'draft' && data.lines && !context.receiving) {
    const key = (ls: { sku?: string; quantity?: number; unitCost?: number }[] = []) =>
      JSON.stringify(ls.map((l) => [l.sku, l.quantity, l.unitCost]))
    if (key(data.lines) !== key(originalDoc?.lines))
      throw refuse(fr ? FR.linesFixed : 'The lines of a sent supplier order cannot change.')
  }
  if (!next || !from || next === from) return data
  enforce(
    () => assertSupplierTransition(from, next),
    fr ? (next === 'received' ? FR.received : FR.move(from, next)) : undefined,
  )
  return { ...data, timeline: { ...(originalDoc?.timeline ?? {}), ...(data.timeline ?? {}), ...stamp(next) } }
}
