// "Find my order" (POST /api/orders/find): the address the order was placed with and its number. The same schema,
// built with the page's messages, gives the form its messages.
import { ORDER_NUMBER_PATTERN, normalizeOrderNumber } from '../orders'
import { emailField, localeField } from './fields'
import { z } from './zod'

export interface FindOrderMessages {
  invalidEmail: string
  invalidNumber: string
}

export const findOrderSchema = (m: FindOrderMessages) =>
  z.object({
    email: emailField(m.invalidEmail),
    number: z
      .string({ error: m.invalidNumber })
      .max(40, { error: m.invalidNumber })
      .transform(normalizeOrderNumber)
      .pipe(z.string().regex(ORDER_NUMBER_PATTERN, { error: m.invalidNumber })),
    locale: localeField.default('en'),
  })

export type FindOrderInput = z.output<ReturnType<typeof findOrderSchema>>
