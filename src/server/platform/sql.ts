// The one door to the database's own statements, under Payload. Almost every read and write goes through Payload's
// Local API (hooks, validation, access). A few hot or guarded statements cannot pay for that — the checkout's holds
// and orders, the stock lines and their ledger, counters, guarded status moves — and the figures in docs/ justify
// each. They are written in `*/rows.ts` files (and `*/pgRows.ts`, Postgres text rendered once), which alone
// may import this module (lint): nothing else reaches into the adapter's internals.
//
// The builder is drizzle's, from whichever adapter is configured, on the request's transaction when there is one.
// drizzle's operators build dialect-neutral expressions; they are taken from one package here so the choice is made
// once. Typed loosely: the two dialects' builder types differ while every call the rows files make exists on both.
import type pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'
import { databaseKind } from './database'

export { and, eq, gt, gte, inArray, isNull, like, lt, ne, or, sql } from '@payloadcms/db-sqlite/drizzle'

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Builder = any
export type Table = any
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A node-postgres connection, as the checkout's prepared statements use it. */
export interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>
}

interface DrizzleAdapter {
  drizzle: Builder & { session?: { client: PgClient } }
  sessions: Record<string, { db: Builder & { session?: { client: PgClient } } } | undefined>
  tables: Record<string, Table>
}

const adapter = (payload: Payload) => payload.db as unknown as DrizzleAdapter

/** The builder of req's transaction, or the adapter's own outside one. */
export async function builder(payload: Payload, req?: Partial<PayloadRequest>): Promise<Builder> {
  const db = adapter(payload)
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id != null && db.sessions[String(id)]?.db) || db.drizzle
}

/** A collection's (or array field's) drizzle table, by its SQL-side name: 'orders', 'orders_lines'… */
export const table = (payload: Payload, name: string): Table => adapter(payload).tables[name]

/** Every table of the adapter, for statements rendered once from their names and columns. */
export const tables = (payload: Payload): Record<string, Table> => adapter(payload).tables

/** Postgres only: the connection of req's transaction, or the pool's outside one. */
export async function pgClient(payload: Payload, req?: Partial<PayloadRequest>): Promise<PgClient> {
  const db = adapter(payload)
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id != null && db.sessions[String(id)]?.db.session?.client) || db.drizzle.session!.client
}

/** A connection of the adapter's pg pool, held by the caller (who releases it). */
export interface PgPoolClient extends PgClient {
  query(text: string): Promise<unknown>
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>
  release(err?: Error | boolean): void
}

/** Postgres only: the adapter's pool (db-postgres keeps it as `pool`), for a statement that needs its own connection. */
export const pgPool = (payload: Payload) =>
  (payload.db as unknown as { pool: { connect(): Promise<PgPoolClient> } }).pool

/**
 * Runs a built statement. On Postgres under a name: node-postgres parses and plans a named statement once per
 * pooled connection and afterwards only binds and runs it. A name must always stand for the same SQL text (a
 * multi-row insert carries its row count in its name). SQLite runs it as built.
 */
export const named = (query: Builder, name: string) =>
  databaseKind() === 'postgres' ? query.prepare(name).execute() : query

/** Postgres only: the adapter's own pg module — the same driver Payload uses, no second copy to keep in step. */
export const pgDriver = (payload: Payload) => (payload.db as unknown as { pg: typeof pg }).pg

// Postgres statements as SQL text rendered ONCE per process (the checkout's hot path, src/server/checkout/pgRows.ts):
// names and columns come from the adapter's own drizzle tables, so a renamed field cannot leave stale SQL behind.

/** Where a statement runs: req's transaction (the pool outside one), or a connection the caller already holds. */
export type On = Partial<PayloadRequest> | PgClient
export const isPgClient = (on: On | undefined): on is PgClient =>
  typeof (on as PgClient | undefined)?.query === 'function'

/** A quoted SQL identifier. */
export const pgIdent = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`
/** The table's name in SQL (drizzle keeps it under a symbol; every drizzle table has it). */
export const pgTableName = (t: Table): string => t[Symbol.for('drizzle:Name')] as string
/** A column's quoted name in SQL, from the drizzle table's key (e.g. `hold_store` → "hold_store_id"). */
export const pgCol = (t: Table, key: string): string => {
  const c = t[key]
  if (!c?.name) throw new Error(`sql: no column ${key} on ${pgTableName(t)}`)
  return pgIdent(c.name as string)
}

// One cache per Payload instance: tests run several instances (databases) in one process.
const texts = new WeakMap<Payload, Map<string, string>>()
/** The text of the statement `name`, rendered from the tables the first time it is asked for. */
export function pgText(payload: Payload, name: string, render: (tables: Record<string, Table>) => string): string {
  let m = texts.get(payload)
  if (!m) texts.set(payload, (m = new Map()))
  let t = m.get(name)
  if (t === undefined) m.set(name, (t = render(tables(payload))))
  return t
}

/** Runs a rendered statement under its name (prepared once per connection) on the caller's connection or req's. */
export async function pgRun(payload: Payload, on: On | undefined, name: string, sqlText: string, values: unknown[]) {
  const client = isPgClient(on) ? on : await pgClient(payload, on)
  return (await client.query({ name, text: sqlText, values })).rows
}

/** `INSERT INTO table (cols) VALUES ($1, …), … RETURNING returning` for `rows` rows of the given keys. */
export function pgInsertText(t: Table, keys: string[], rows: number, returning: string) {
  const values = Array.from(
    { length: rows },
    (_, r) => `(${keys.map((_, c) => `$${r * keys.length + c + 1}`).join(', ')})`,
  ).join(', ')
  return `INSERT INTO ${pgIdent(pgTableName(t))} (${keys.map((k) => pgCol(t, k)).join(', ')}) VALUES ${values} RETURNING ${pgCol(t, returning)}`
}
