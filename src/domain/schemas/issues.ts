// Turns a zod error into the body of a 400/422 answer: which field, which message.
import type { z } from 'zod'

export interface FieldIssue {
  /** Dotted path, e.g. 'shippingAddress.address.postal_code' or 'items.0.quantity'; '' for the whole body. */
  field: string
  message: string
}

export const formatZodIssues = (error: z.ZodError): FieldIssue[] =>
  error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }))
