// Gives every integration test file its own fresh database before Payload's config is first imported:
// a new SQLite file by default, or a new Postgres database when DATABASE_URL is a postgres:// URL — each a copy of
// the run's migrated template (globalSetup.ts), so a file's own migrate() finds every migration applied.
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const base = process.env.DATABASE_URL
const tmp = mkdtempSync(path.join(os.tmpdir(), 'maison-it-'))
process.env.MEDIA_DIR = path.join(tmp, 'media')
process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
process.env.SKIP_DB_PREPARE = '1'
process.env.SEED_IMAGES ||= 'none'
// As on the e2e server: the staff accounts tests make sign in with a password only. The rule that admins must set
// up a second factor is switched back on by the tests of it (staff.test.ts, staff-sessions.test.ts).
process.env.STAFF_TOTP_REQUIRED ??= '0'

if (base && /^postgres(ql)?:\/\//.test(base)) {
  const name = `it_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  const template = process.env.IT_TEMPLATE_DB
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
} else {
  const file = path.join(tmp, 'test.db')
  const template = process.env.IT_TEMPLATE_FILE
  if (template && existsSync(template)) {
    copyFileSync(template, file)
    if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, `${file}-wal`)
  }
  process.env.DATABASE_URL = `file:${file}`
}
