// Turns a zod error into the body of a 400/422 answer: which field, which message.
import type { z } from 'zod'

export interface FieldIssue {
  /** Dotted path, e.g. 'shippingAddress.address.postal_code' or 'items.0.quantity'; '' for the whole body. */
  field: string
  message: string
}

export const formatZodIssues = (error: z.ZodError): FieldIssue[] =>
  error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }))

/** The first message per field ('email', 'shippingAddress.city' …): forms show one message a field. */
export function firstErrorByField(issues: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const { field, message } of issues) if (!(field in out)) out[field] = message
  return out
}
