// What a row written below Payload must still satisfy: every field its collection marks required is filled.
import type { FlattenedField } from 'payload'

const empty = (v: unknown) => v === null || v === undefined || v === ''

/** The required fields the document leaves empty, as paths ('shippingAddress.city', 'lines.0.sku'). */
export function missingRequired(fields: FlattenedField[], doc: Record<string, unknown>, at = ''): string[] {
  return fields.flatMap((f) => {
    const value = doc[f.name]
    const here = `${at}${f.name}`
    if (f.type === 'group' && value && typeof value === 'object')
      return missingRequired(f.flattenedFields, value as Record<string, unknown>, `${here}.`)
    if (f.type === 'array' && Array.isArray(value))
      return value.flatMap((row, i) =>
        missingRequired(f.flattenedFields, row as Record<string, unknown>, `${here}.${i}.`),
      )
    return 'required' in f && f.required && empty(value) ? [here] : []
  })
}
