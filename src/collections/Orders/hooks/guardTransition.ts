import type { CollectionBeforeChangeHook } from 'payload'
import { type OrderStatus, assertTransition } from '@/domain/orders'
import { enforce } from '../../shared/refusal'

/** Staff (and code) may only move an order along the allowed transitions (422 otherwise); each move is time-stamped. */
export const guardTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const next = data.status as OrderStatus | undefined
  if (operation === 'create') {
    return { ...data, timeline: { ...(data.timeline ?? {}), [`${next ?? 'pending'}At`]: new Date().toISOString() } }
  }
  const from = originalDoc?.status as OrderStatus | undefined
  if (!next || !from || next === from) return data
  enforce(() => assertTransition(from, next))
  return {
    ...data,
    timeline: { ...(originalDoc?.timeline ?? {}), ...(data.timeline ?? {}), [`${next}At`]: new Date().toISOString() },
  }
}
