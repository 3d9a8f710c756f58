import { randomBytes } from 'node:crypto'
import type { CollectionBeforeValidateHook } from 'payload'

/** PO-YYMM-XXXX: readable on the phone with a workshop, random within a month (the unique index refuses a repeat). */
export const assignNumber: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'create' || data?.number) return data
  const d = new Date()
  const ym = `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  return { ...data, number: `PO-${ym}-${randomBytes(2).toString('hex').toUpperCase()}` }
}
