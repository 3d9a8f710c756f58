// The checkout's hot statements on Postgres, as SQL text rendered ONCE per process. Drizzle renders a statement's
// text on every call, about a fifth of a checkout's CPU at 50 concurrent shoppers; here a call only lists its values
// and runs the cached text as a named prepared statement (parsed and planned once per pooled connection) on the
// transaction's own connection, or on the pool outside one.
// The decrement and its ledger row are ONE statement (a data-modifying CTE): the row lock of a contended SKU (the
// last pairs of a drop) is then held for that statement and the COMMIT, one round trip fewer than before.
// Names and columns come from the adapter's own drizzle tables, so a renamed field cannot leave stale SQL here.
import type { Payload, PayloadRequest } from 'payload'
import { type PgClient, type Table, pgClient, pgPool, tables as allTables } from '../platform/sql'

export type { PgClient }

/** Where a statement runs: req's transaction (the pool outside one), or a connection the caller already holds. */
type On = Partial<PayloadRequest> | PgClient
export const isPgClient = (on: On | undefined): on is PgClient =>
  typeof (on as PgClient | undefined)?.query === 'function'

/** The connection to run on: the caller's own, req's transaction's, or the pool. */
async function client(payload: Payload, on?: On): Promise<PgClient> {
  return isPgClient(on) ? on : pgClient(payload, on)
}

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`
/** The table's name in SQL (drizzle keeps it under a symbol; every drizzle table has it). */
const tableName = (t: Table): string => t[Symbol.for('drizzle:Name')] as string
/** A column's name in SQL, from the drizzle table's key (e.g. `hold_store` → "hold_store_id"). */
const col = (t: Table, key: string): string => {
  const c = t[key]
  if (!c?.name) throw new Error(`pgRows: no column ${key} on ${tableName(t)}`)
  return q(c.name as string)
}

// One cache per Payload instance: tests run several instances (databases) in one process.
const texts = new WeakMap<Payload, Map<string, string>>()
function text(payload: Payload, name: string, render: (tables: Record<string, Table>) => string): string {
  let m = texts.get(payload)
  if (!m) texts.set(payload, (m = new Map()))
  let t = m.get(name)
  if (t === undefined) m.set(name, (t = render(allTables(payload))))
  return t
}

async function run(payload: Payload, on: On | undefined, name: string, sqlText: string, values: unknown[]) {
  const res = await (await client(payload, on)).query({ name, text: sqlText, values })
  return res.rows
}

/** `INSERT INTO table (cols) VALUES ($1, …), … RETURNING returning` for `rows` rows of the given keys. */
function insertText(t: Table, keys: string[], rows: number, returning: string) {
  const values = Array.from(
    { length: rows },
    (_, r) => `(${keys.map((_, c) => `$${r * keys.length + c + 1}`).join(', ')})`,
  ).join(', ')
  return `INSERT INTO ${q(tableName(t))} (${keys.map((k) => col(t, k)).join(', ')}) VALUES ${values} RETURNING ${col(t, returning)}`
}

/** The ledger columns a stock statement writes, in the order of its SELECT list. */
const LEDGER_KEYS = ['sku', 'store', 'kind', 'delta', 'before', 'after', 'order', 'createdAt', 'updatedAt']

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

const ORDER_KEYS = [
  'number',
  'status',
  'needsAttention',
  'email',
  'locale',
  'subtotal',
  'shipping',
  'total',
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
