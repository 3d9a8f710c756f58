// What an integration run leaves on the machine, named so it can be found again: each test file's temp folder
// (`maison-it-<run>-…`, its SQLite file, media and private files) and, on Postgres, its database (`it_<run>_…`).
// The run id starts with the time it began, so the end of a run removes its own folders and databases
// (globalSetup.ts), and a later run removes only what a crashed run left a day ago — never a database of a run
// still going on the same server.
import { readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const DAY = 24 * 60 * 60 * 1000

/** A new run id: its start time in base 36, then a random tag (`mf3k2a1b_x7q2`). */
export function newRunId(now = Date.now()) {
  return `${now.toString(36)}_${Math.random().toString(36).slice(2, 6)}`
}

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url)

export const tempPrefix = (run: string) => `maison-it-${run}-`
export const databaseName = (run: string) => `it_${run}_${Math.random().toString(36).slice(2, 8)}`

/** When the run that made a test database began, read from its name (`it_<base-36 time>_…`); null if unreadable. */
export function databaseStartedAt(name: string): number | null {
  const m = /^it_([0-9a-z]+)_/.exec(name)
  const t = m ? parseInt(m[1]!, 36) : NaN
  return Number.isFinite(t) && t > 0 ? t : null
}

/** The test databases to drop: this run's, or (no run given) those whose run began more than a day ago. */
export function databasesToDrop(names: string[], run?: string, now = Date.now()) {
  return names.filter((n) => {
    if (!n.startsWith('it_')) return false
    if (run) return n.startsWith(`it_${run}_`)
    const at = databaseStartedAt(n)
    return at === null || now - at > DAY
  })
}

export async function dropTestDatabases(baseUrl: string, run?: string) {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'it\\_%'`,
    )
    const names = databasesToDrop(
      rows.map((r) => r.datname),
      run,
    )
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    return names
  } finally {
    await client.end()
  }
}

/** Removes this run's temp folders, or (no run given) integration temp folders untouched for a day. */
export function removeTempFolders(run?: string, now = Date.now()) {
  const dir = os.tmpdir()
  const removed: string[] = []
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(run ? tempPrefix(run) : 'maison-it-')) continue
    const full = path.join(dir, name)
    if (!run && now - statSync(full).mtimeMs <= DAY) continue
    rmSync(full, { recursive: true, force: true })
    removed.push(full)
  }
  return removed
}
