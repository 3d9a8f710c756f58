// The one door to the database's own statements, under Payload. Almost every read and write goes through Payload's
// Local API (hooks, validation, access). A few hot or guarded statements cannot pay for that — the checkout's holds
// and orders, the stock lines and their ledger, counters, guarded status moves — and the figures in docs/ justify
// each. They are written in `*/rows.ts` files (and `checkout/pgRows.ts`, the checkout's Postgres text), which alone
// may import this module (lint): nothing else reaches into the adapter's internals.
//
// The builder is drizzle's, from whichever adapter is configured, on the request's transaction when there is one.
// drizzle's operators build dialect-neutral expressions; they are taken from one package here so the choice is made
// once. Typed loosely: the two dialects' builder types differ while every call the rows files make exists on both.
import type pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'
import { databaseKind } from './database'

export { and, eq, gt, gte, inArray, isNull, like, ne, or, sql } from '@payloadcms/db-sqlite/drizzle'

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
