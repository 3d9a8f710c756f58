import type { CollectionBeforeChangeHook } from 'payload'
import { type OrderStatus, assertTransition } from '@/domain/orders'
import { OPTION_FR } from '../../shared/frenchWords'
import { enforce, refusalLanguage } from '../../shared/refusal'

/** Staff (and code) may only move an order along the allowed transitions (422 otherwise); each move is time-stamped. */
export const guardTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const next = data.status as OrderStatus | undefined
  if (operation === 'create') {
    return { ...data, timeline: { ...(data.timeline ?? {}), [`${next ?? 'pending'}At`]: new Date().toISOString() } }
  }
  const from = originalDoc?.status as OrderStatus | undefined
  if (!next || !from || next === from) return data
  enforce(
    () => assertTransition(from, next),
    refusalLanguage(req) === 'fr'
      ? `Une commande ne peut pas passer de «\u00a0${OPTION_FR[from]}\u00a0» à «\u00a0${OPTION_FR[next]}\u00a0».`
      : undefined,
  )
  return {
    ...data,
    timeline: { ...(originalDoc?.timeline ?? {}), ...(data.timeline ?? {}), [`${next}At`]: new Date().toISOString() },
  }
}
