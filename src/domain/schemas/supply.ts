// Inputs of the backoffice's supply endpoints (receiving, stock adjustments and transfers, drafts from low stock).
import { recordId } from './recordId'
import { z } from './zod'

const id = recordId()
const units = z.coerce.number().int('Whole units only.').positive('At least one unit.').max(10_000)

export const receiveSchema = z.object({
  supplierOrder: id,
  /** One key per receipt, made by the form when it opens: sending the same receipt twice counts it once. */
  receipt: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/, 'Letters, digits, - and _ only.'),
  lines: z
    .array(z.object({ sku: z.string().trim().min(1).max(64), quantity: z.coerce.number().int().min(0).max(10_000) }))
    .min(1)
    .max(200),
})
export type ReceiveInput = z.infer<typeof receiveSchema>

export const adjustSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  store: id,
  /** The quantity the editor saw: the change applies only if nobody moved the stock meanwhile. */
  from: z.coerce.number().int().min(0),
  to: z.coerce.number().int('Whole units only.').min(0, 'Stock cannot be negative.').max(100_000),
  reason: z.string().trim().min(3, 'Say why the stock changes.').max(300),
})
export type AdjustInput = z.infer<typeof adjustSchema>

export const transferSchema = z
  .object({
    sku: z.string().trim().min(1).max(64),
    from: id,
    to: id,
    quantity: units,
    reason: z.string().trim().max(300).optional(),
  })
  .refine((t) => t.from !== t.to, { path: ['to'], message: 'Choose another store.' })
export type TransferInput = z.infer<typeof transferSchema>

/** "Create supplier orders from low stock": every low line, or one store's, or one workshop's (its own button). */
export const draftsSchema = z.object({ store: id.optional(), supplier: id.optional() })

/** The receiving form posts flat fields: `supplierOrder`, `receipt` and one `qty:<sku>` per line. */
export const receiveFormSchema = z.preprocess((raw) => {
  const f = (raw ?? {}) as Record<string, string>
  const lines = Object.entries(f)
    .filter(([k]) => k.startsWith('qty:'))
    .map(([k, v]) => ({ sku: k.slice(4), quantity: v === '' ? 0 : v }))
  return { supplierOrder: f.supplierOrder, receipt: f.receipt, lines }
}, receiveSchema)
