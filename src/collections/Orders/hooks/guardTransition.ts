import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { type OrderStatus, canTransition } from '@/domain/orders'

/** Staff (and code) may only move an order along the allowed transitions; each move is time-stamped. */
export const guardTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const next = data.status as OrderStatus | undefined
  if (operation === 'create') {
    return { ...data, timeline: { ...(data.timeline ?? {}), [`${next ?? 'pending'}At`]: new Date().toISOString() } }
  }
  const from = originalDoc?.status as OrderStatus | undefined
  if (!next || !from || next === from) return data
  if (!canTransition(from, next)) {
    const err = new APIError(`An order cannot go from ${from} to ${next}.`, 400, null, true)
    // Payload only shows an error's message when it has a name; the production bundle leaves the class unnamed
    // (the admin then said 'An unknown error occurred.' instead of the refused move).
    err.name = 'TransitionError'
    throw err
  }
  return {
    ...data,
    timeline: { ...(originalDoc?.timeline ?? {}), ...(data.timeline ?? {}), [`${next}At`]: new Date().toISOString() },
  }
}
