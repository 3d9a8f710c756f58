// The checkout's hot statements on Postgres, as SQL text rendered ONCE per process. Drizzle renders a statement's
// text on every call, about a fifth of a checkout's CPU at 50 concurrent shoppers; here a call only lists its values
// and runs the cached text as a named prepared statement (parsed and planned once per pooled connection) on the
// transaction's own connection, or on the pool outside one.
// The decrement and its ledger row are ONE statement (a data-modifying CTE): the row lock of a contended SKU (the
// last pairs of a drop) is then held for that statement and the COMMIT, one round trip fewer than before.
// Names and columns come from the adapter's own drizzle tables, so a renamed field cannot leave stale SQL here.
import type { Payload, PayloadRequest } from 'payload'
import { LEDGER_KEYS } from '../inventory/pgRows'
import {
  type PgClient,
  pgCol as col,
  pgInsertText as insertText,
  pgIdent as q,
  pgPool,
  pgRun as run,
  pgTableName as tableName,
  pgText as text,
  type On,
  tables as allTables,
} from '../platform/sql'

export { isPgClient, type PgClient } from '../platform/sql'

const ORDER_KEYS = [
  'number',
  'status',
  'needsAttention',
  'email',
  'locale',
  'subtotal',
  'shipping',
  'total',
  'vat_regime',
  'vat_rate',
  'vat_amount',
  'currency',
  'shippingAddress_name',
  'shippingAddress_line1',
  'shippingAddress_line2',
  'shippingAddress_city',
  'shippingAddress_postalCode',
  'shippingAddress_country',
  'shippingAddress_phone',
  'payment_provider',
  'payment_requestId',
  'payment_successUrl',
  'payment_cancelUrl',
  'hold_store',
  'hold_expiresAt',
  'hold_state',
  'hold_client',
  'hold_customer',
  'timeline_pendingAt',
  'createdAt',
  'updatedAt',
] as const

const LINE_KEYS = [
  '_order',
  '_parentID',
  'id',
  'sku',
  'product',
  'title',
  'titleFr',
  'size',
  'sizeSystem',
  'color',
  'colorFr',
  'unitPrice',
  'quantity',
  'custom',
] as const

/** The pending order's row (values by ORDER_KEYS): its id. */
export async function pgInsertOrder(
  payload: Payload,
  on: On,
  row: Record<(typeof ORDER_KEYS)[number], unknown>,
): Promise<number> {
  const sqlText = text(payload, 'hot_order', (tables) => insertText(tables.orders, [...ORDER_KEYS], 1, 'id'))
  const rows = await run(
    payload,
    on,
    'hot_order',
    sqlText,
    ORDER_KEYS.map((k) => row[k]),
  )
  return Number(rows[0]!.id)
}

/** The order's lines (values by LINE_KEYS), in one statement per line count. */
export async function pgInsertOrderLines(
  payload: Payload,
  on: On,
  lines: Record<(typeof LINE_KEYS)[number], unknown>[],
) {
  const name = `hot_order_lines_${lines.length}`
  const sqlText = text(payload, name, (tables) => insertText(tables.orders_lines, [...LINE_KEYS], lines.length, 'id'))
  await run(
    payload,
    on,
    name,
    sqlText,
    lines.flatMap((l) => LINE_KEYS.map((k) => l[k])),
  )
}

/** Stores the provider's session on the order; the hold is extended to `holdUntil` only while it is still held. */
export async function pgStoreSession(
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: number,
  session: { id: string; url: string },
  at: string,
  holdUntil?: string,
) {
  const sqlText = text(payload, 'hot_store_session', (tables) => {
    const o = tables.orders
    const expires = col(o, 'hold_expiresAt')
    // $5 null: the hold keeps its expiry.
    return (
      `UPDATE ${q(tableName(o))} SET ${col(o, 'payment_sessionId')} = $1, ${col(o, 'payment_url')} = $2, ` +
      `${col(o, 'updatedAt')} = $3, ${expires} = CASE WHEN $5::timestamptz IS NOT NULL AND ${col(o, 'hold_state')} = 'held' ` +
      `THEN $5::timestamptz ELSE ${expires} END WHERE ${col(o, 'id')} = $4`
    )
  })
  await run(payload, req, 'hot_store_session', sqlText, [session.id, session.url, at, id, holdUntil ?? null])
}

// A literal for the one statement sent as text (the simple protocol takes no parameters): integers are checked,
// strings quoted the way Postgres reads them (standard_conforming_strings is on since 9.1).
const int = (n: unknown): string => {
  if (!Number.isSafeInteger(n)) throw new TypeError(`pgRows: not an integer: ${String(n)}`)
  return String(n)
}
const str = (s: string): string => `'${s.replace(/'/g, "''")}'`
const nullableInt = (n: unknown) => (n == null ? 'NULL' : int(n))

/** The error a refused line raises inside the closing message; its index in the cart follows this marker. */
const SHORT = 'maison-short-line'

/** Which line (index in `take`) refused, from the error its statement raised; undefined for any other error. */
export function pgShortLine(e: unknown): number | undefined {
  const m = /maison-short-line (\d+)/.exec(String((e as { message?: string } | undefined)?.message ?? ''))
  return m ? Number(m[1]) : undefined
}

/**
 * What a checkout checks before it writes anything, under locks it keeps until its COMMIT or ROLLBACK: one
 * transaction-scoped advisory lock per holder of the hold (client address, email, account — src/domain/orderLimits.ts),
 * taken in ascending order so two checkouts sharing holders never wait on each other in a cycle, then `check` on the
 * transaction's connection (it throws to refuse). Two checkouts of one holder thus count its live holds one after
 * the other: the second sees the first's order once the first commits.
 */
export interface HoldGuard {
  locks: bigint[]
  check: (c: PgClient) => Promise<void>
}

/**
 * Opens a held order on Postgres: BEGIN (with the guard's locks, then its check), the order and its lines (prepared
 * statements), then the guarded decrement and ledger row of every line, in the order given (sorted by SKU), and
 * COMMIT — those in ONE message, so the row lock of a drop's contended size is let go by the database as soon as the
 * last line is taken: it never waits for this process to read the decrement's reply and send COMMIT while it serves
 * the other checkouts.
 * A short line makes its statement fail (a cast of a text that names the line), Postgres skips the rest of the
 * message and the transaction is rolled back: nothing is written. pgShortLine reads which line from the error.
 */
export async function pgOpenHold(
  payload: Payload,
  order: Record<(typeof ORDER_KEYS)[number], unknown>,
  lineRows: (id: number) => Record<(typeof LINE_KEYS)[number], unknown>[],
  take: { store: number; kind: string; at: string; lines: { sku: string; quantity: number }[] },
  guard?: HoldGuard,
): Promise<number> {
  const tables = allTables(payload)
  const c = await pgPool(payload).connect()
  let broken: Error | undefined
  try {
    // The holders' locks go in the BEGIN's own message: no round trip more than the BEGIN alone.
    const locks = [...(guard?.locks ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    await c.query(
      ['BEGIN', ...locks.map((k) => `SELECT pg_advisory_xact_lock('${BigInt.asIntN(64, k)}'::bigint)`)].join(';\n'),
    )
    try {
      await guard?.check(c)
      const id = await pgInsertOrder(payload, c, order)
      await pgInsertOrderLines(payload, c, lineRows(id))
      const inv = tables.inventory
      const led = tables.stock_movements
      const quantity = col(inv, 'quantity')
      const kind = `${str(take.kind)}::${q(led.kind.getSQLType() as string)}`
      const at = str(take.at)
      const ledgerCols = LEDGER_KEYS.map((k) => col(led, k)).join(', ')
      const statements = take.lines.map((l, i) => {
        const n = int(l.quantity)
        const sku = str(l.sku)
        const store = int(take.store)
        // The ELSE depends on count(*), so the planner cannot fold the failing cast ahead of time.
        return (
          `WITH d AS (UPDATE ${q(tableName(inv))} SET ${quantity} = ${quantity} - ${n}, ${col(inv, 'updatedAt')} = ${at} ` +
          `WHERE ${col(inv, 'sku')} = ${sku} AND ${col(inv, 'store')} = ${store} AND ${quantity} >= ${n} RETURNING ${quantity} AS after), ` +
          `l AS (INSERT INTO ${q(tableName(led))} (${ledgerCols}) SELECT ${sku}, ${store}, ${kind}, -${n}, d.after + ${n}, ` +
          `d.after, ${nullableInt(id)}, ${at}, ${at} FROM d RETURNING 1) ` +
          `SELECT CASE WHEN count(*) = 1 THEN 1 ELSE ('${SHORT} ${i} ' || count(*))::int END FROM l`
        )
      })
      await c.query([...statements, 'COMMIT'].join(';\n'))
      return id
    } catch (e) {
      await c.query('ROLLBACK').catch((err: Error) => (broken = err))
      throw e
    }
  } finally {
    c.release(broken ?? false)
  }
}
