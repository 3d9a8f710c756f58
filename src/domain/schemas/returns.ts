// Inputs of the returns endpoints: the shopper's request (from the signed link of the delivered email, or signed in
// from /account), the lookup of what an order may still return, and a service staff member's step on a return.
import {
  DECLINE_REASONS,
  RETURN_ACTIONS,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnAction,
  declineNeedsNote,
} from '../returns'
import { recordId } from './recordId'
import { z } from './zod'

const orderId = recordId()
/** The link's signature; absent when the shopper is signed in and the order is theirs. */
const token = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: 'Invalid link.' })
  .optional()

export const returnLookupSchema = z.object({ order: orderId, token, locale: z.enum(['en', 'fr']).optional() })
export type ReturnLookup = z.output<typeof returnLookupSchema>

export const returnRequestSchema = z.object({
  order: orderId,
  token,
  locale: z.enum(['en', 'fr']).optional(),
  lines: z
    .array(z.object({ sku: z.string().min(1).max(80), quantity: z.coerce.number().int().min(0).max(50) }))
    .min(1)
    .max(50),
  reason: z.enum(RETURN_REASONS),
  note: z.string().trim().max(1000).optional(),
  /** One per form: a second submit (a double click, a retry) finds the return it already made. */
  requestId: z.string().min(8).max(80),
})
export type ReturnRequestInput = z.output<typeof returnRequestSchema>

/** What a decline lacks, in the staff member's language (the backoffice sends its own; see src/admin/orders). */
export const DECLINE_INPUT_COPY = {
  en: {
    reason: 'Choose why the return is declined.',
    note: 'Say in a few words why the return is declined.',
  },
  fr: {
    reason: 'Choisissez le motif du refus du retour.',
    note: 'Dites en quelques mots pourquoi le retour est refusé.',
  },
} as const

export const returnActionSchemaFor = (l: 'en' | 'fr') =>
  z
    .object({
      id: orderId,
      action: z.enum(Object.keys(RETURN_ACTIONS) as [ReturnAction, ...ReturnAction[]]),
      /** The state the staff member saw: a second press finds the return moved on and is refused. */
      from: z.enum(RETURN_STATUSES),
      /** Declining: why (the shopper's email says it), and the staff member's own words when the reason is "other". */
      reason: z.enum(DECLINE_REASONS).optional(),
      note: z.string().trim().max(500).optional(),
      /** The admin's language, for the refusals of this endpoint. */
      locale: z.enum(['en', 'fr']).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.action !== 'decline') return
      const c = DECLINE_INPUT_COPY[l]
      if (!v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: c.reason })
      else if (declineNeedsNote(v.reason) && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: c.note })
    })

export const returnActionSchema = returnActionSchemaFor('en')
export type ReturnActionInput = z.output<typeof returnActionSchema>
