// The stock line's hot statement on Postgres, as SQL text rendered once per process (src/server/platform/sql.ts):
// the decrement and its ledger row are ONE statement (a data-modifying CTE), so the row lock of a contended SKU (the
// last pairs of a drop) is held for that statement and the COMMIT only.
import type { Payload, PayloadRequest } from 'payload'
import { pgCol as col, pgIdent as q, pgRun as run, pgTableName as tableName, pgText as text } from '../platform/sql'

/** The ledger columns a stock statement writes, in the order of its SELECT list (the checkout's closing one too). */
export const LEDGER_KEYS = ['sku', 'store', 'kind', 'delta', 'before', 'after', 'order', 'createdAt', 'updatedAt']

/**
 * Takes `quantity` units of one SKU in one store and writes its ledger row, in one statement: the quantity after
 * when the units were taken, null when they were not (then nothing was written).
 */
export async function pgDecrementWithLedger(
  payload: Payload,
  req: Partial<PayloadRequest>,
  m: { store: number; sku: string; quantity: number; kind: string; order?: number | null; at: string },
): Promise<number | null> {
  const sqlText = text(payload, 'hot_decrement_ledger', (tables) => {
    const inv = tables.inventory
    const led = tables.stock_movements
    const quantity = col(inv, 'quantity')
    // The kind is an enum column: its parameter is cast to the column's own type.
    const kindType = q(led.kind.getSQLType() as string)
    return (
      `WITH d AS (UPDATE ${q(tableName(inv))} SET ${quantity} = ${quantity} - $1, ${col(inv, 'updatedAt')} = $2 ` +
      `WHERE ${col(inv, 'sku')} = $3 AND ${col(inv, 'store')} = $4 AND ${quantity} >= $1 RETURNING ${quantity} AS after) ` +
      `INSERT INTO ${q(tableName(led))} (${LEDGER_KEYS.map((k) => col(led, k)).join(', ')}) ` +
      `SELECT $3, $4, $5::${kindType}, -$1, d.after + $1, d.after, $6, $2, $2 FROM d RETURNING ${col(led, 'after')} AS after`
    )
  })
  const rows = await run(payload, req, 'hot_decrement_ledger', sqlText, [
    m.quantity,
    m.at,
    m.sku,
    m.store,
    m.kind,
    m.order ?? null,
  ])
  return rows[0] ? Number(rows[0].after) : null
}
