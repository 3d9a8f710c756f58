import { randomBytes } from 'node:crypto'
import type { CollectionBeforeValidateHook } from 'payload'

/** One candidate number for the month `ym` (YYMM). */
export type DrawNumber = (ym: string) => string
const draw: DrawNumber = (ym) => `PO-${ym}-${randomBytes(2).toString('hex').toUpperCase()}`

/**
 * PO-YYMM-XXXX: readable on the phone with a workshop, random within a month. 65,536 values a month meet a repeat
 * after a few dozen orders (birthday odds), so a number already given is drawn again before the insert; the unique
 * index still refuses the rare repeat of two orders created at the same instant. `drawWith` lets a test force a repeat.
 */
export const assignNumberWith =
  (drawWith: DrawNumber): CollectionBeforeValidateHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create' || data?.number) return data
    const d = new Date()
    const ym = `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}`
    let number = drawWith(ym)
    for (let attempt = 0; attempt < 8; attempt++) {
      const taken = await req.payload.count({
        collection: 'supplier-orders',
        where: { number: { equals: number } },
        req,
        overrideAccess: true,
      })
      if (taken.totalDocs === 0) break
      number = drawWith(ym)
    }
    return { ...data, number }
  }

export const assignNumber = assignNumberWith(draw)
