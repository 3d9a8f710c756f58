// Manual stock changes from /app/stock: an adjustment (with who and why) and a transfer between the boutique and
// the online store. Each is one short transaction of guarded statements plus its ledger rows; an edit made on a
// number somebody else has since moved is refused (409) rather than silently overwriting a sale.
import type { Payload } from 'payload'
import { isBackInStock } from '@/domain/forms'
import type { AdjustInput, TransferInput } from '@/domain/schemas/supply'
import { unknownSkuMessage } from '@/domain/supply'
import { notifyBackInStock } from '../forms/backInStock'
import { assertStaff } from '../http/refusals'
import { ApiError } from '../http/errors'
import { decrementLine, recordMovements, stockLevel } from '../inventory/rows'
import { log } from '../platform/log'
import { inTransaction } from '../platform/transaction'
import { skusNotInCatalog } from './catalog'
import { addUnits, ensureLine, setUnitsIf } from './rows'

const userId = (user: object) => Number((user as { id: number }).id)

/** Stock changes are the stock team's (and admins'): checked again here, where the rows are written. */
export function assertStockRole(user: unknown, locale?: string): asserts user is object {
  assertStaff(user, ['stock'], locale === 'fr' ? 'fr' : 'en')
}

async function tellWaiting(req: Parameters<typeof notifyBackInStock>[0], sku: string, store: number) {
  try {
    await notifyBackInStock(req, { sku, storeId: store })
  } catch (err) {
    log.error('Back-in-stock notice after a stock change failed', { sku, err: String(err) })
  }
}

export async function adjustStock(payload: Payload, user: unknown, input: AdjustInput, locale?: string) {
  assertStockRole(user, locale)
  return inTransaction(payload, async (req) => {
    // A stock cell belongs to a variant of the catalog: no line is opened for a SKU nobody can sell.
    if ((await skusNotInCatalog(payload, req, [input.sku])).length)
      throw new ApiError(422, [{ field: 'sku', message: unknownSkuMessage(input.sku, locale) }])
    await ensureLine(payload, req, input.store, input.sku)
    const after = await setUnitsIf(payload, req, input.store, input.sku, input.from, input.to)
    if (after === null) {
      const now = await stockLevel(payload, req, input.store, input.sku)
      throw new ApiError(
        409,
        [{ field: 'quantity', message: `The stock changed meanwhile: ${now} now. Check it and try again.` }],
        { quantity: now },
      )
    }
    await recordMovements(payload, req, [
      {
        sku: input.sku,
        store: input.store,
        kind: 'adjustment',
        delta: input.to - input.from,
        after,
        by: userId(user),
        reason: input.reason,
      },
    ])
    if (isBackInStock(input.from, after)) await tellWaiting(req, input.sku, input.store)
    return { quantity: after }
  })
}

export async function transferStock(payload: Payload, user: unknown, input: TransferInput, locale?: string) {
  assertStockRole(user, locale)
  return inTransaction(payload, async (req) => {
    const left = await decrementLine(payload, req, input.from, input.sku, input.quantity)
    if (left === null) {
      const now = await stockLevel(payload, req, input.from, input.sku)
      throw new ApiError(409, [{ field: 'quantity', message: `Only ${now} in that store.` }], { quantity: now })
    }
    await ensureLine(payload, req, input.to, input.sku)
    const arrived = await addUnits(payload, req, input.to, input.sku, input.quantity)
    const common = { sku: input.sku, kind: 'transfer' as const, by: userId(user), reason: input.reason || null }
    await recordMovements(payload, req, [
      { ...common, store: input.from, delta: -input.quantity, after: left },
      { ...common, store: input.to, delta: input.quantity, after: arrived },
    ])
    if (isBackInStock(arrived - input.quantity, arrived)) await tellWaiting(req, input.sku, input.to)
    return { from: left, to: arrived }
  })
}
