// Ids read from forms and links fit the id column: a larger one is refused as bad input (422) before it reaches
// Postgres, where it would fail the query ("integer out of range") instead of finding nothing.
import { describe, expect, it } from 'vitest'
import { MAX_RECORD_ID } from '@/domain/schemas/recordId'
import { fulfilSchema } from '@/domain/schemas/fulfil'
import { receiveSchema } from '@/domain/schemas/supply'

describe('record ids', () => {
  it('accepts a positive whole number up to the column’s largest, as a number or a form’s string', () => {
    expect(fulfilSchema.safeParse({ id: '42', from: 'paid' }).data?.id).toBe(42)
    expect(fulfilSchema.safeParse({ id: MAX_RECORD_ID, from: 'paid' }).success).toBe(true)
  })

  it('refuses one past it, zero, negatives and fractions, naming the field', () => {
    for (const id of [MAX_RECORD_ID + 1, 3e9, 0, -1, 1.5]) {
      const r = fulfilSchema.safeParse({ id, from: 'paid' })
      expect(r.success).toBe(false)
      expect(r.error!.issues[0]!.path).toEqual(['id'])
    }
    const r = receiveSchema.safeParse({
      supplierOrder: '9999999999',
      receipt: 'receipt-0001',
      lines: [{ sku: 'a', quantity: 1 }],
    })
    expect(r.error!.issues.map((i) => i.path[0])).toEqual(['supplierOrder'])
  })
})
