// Loads .env (Next does this for the server; our tsx scripts must do it themselves) and makes sure a
// PAYLOAD_SECRET exists: on a fresh clone one is generated once into .env, never committed.
import { randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export function loadEnv(root = process.cwd()) {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
  if (!process.env.PAYLOAD_SECRET) {
    const secret = randomBytes(32).toString('hex')
    const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
    appendFileSync(file, `${text && !text.endsWith('\n') ? '\n' : ''}PAYLOAD_SECRET=${secret}\n`)
    process.env.PAYLOAD_SECRET = secret
    console.log('Generated PAYLOAD_SECRET into .env (git-ignored).')
  }
}

/** The Postgres a script works on when it needs one (migrate:create, bench:checkout): DATABASE_URL when it is a
 *  postgres:// URL, the variable everything else reads; else POSTGRES_URL (a dev whose DATABASE_URL is the SQLite
 *  file); else the local server's `test` database. */
export const scriptPostgresUrl = () =>
  [process.env.DATABASE_URL, process.env.POSTGRES_URL].find((u) => u && /^postgres(ql)?:\/\//.test(u)) ??
  'postgres://postgres@127.0.0.1:5432/test'
