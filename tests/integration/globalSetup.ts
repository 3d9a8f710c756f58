// Once per integration run: one database migrated by the committed migrations, the template each test file's
// fresh database is copied from (setup.ts) — a Postgres `CREATE DATABASE … TEMPLATE`, or a copy of the SQLite file.
// A file still runs the migrations itself (all already applied, so it only checks), and the template is dropped at
// the end. Copying instead of migrating 49 times saves minutes per database in CI.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { runUntilOk } from '../../scripts/child'

const isPostgres = (url: string | undefined): url is string => Boolean(url && /^postgres(ql)?:\/\//.test(url))

/** Migrates the template in a child process (retried when loading Payload under tsx ends it early: scripts/child.ts). */
function migrate(url: string, mediaDir: string) {
  runUntilOk('tests/integration/helpers/migrateTemplate.ts', [], {
    DATABASE_URL: url,
    MEDIA_DIR: mediaDir,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'integration-test-secret',
    SKIP_DB_PREPARE: '1',
    SEED_IMAGES: 'none',
  })
}

export default async function setup() {
  const base = process.env.DATABASE_URL
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'maison-it-template-'))
  if (isPostgres(base)) {
    const name = `it_tpl_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(base)
    url.pathname = `/${name}`
    migrate(url.toString(), path.join(tmp, 'media'))
    process.env.IT_TEMPLATE_DB = name
    return async () => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end())
      rmSync(tmp, { recursive: true, force: true })
    }
  }
  const file = path.join(tmp, 'template.db')
  migrate(`file:${file}`, path.join(tmp, 'media'))
  process.env.IT_TEMPLATE_FILE = file
  return () => rmSync(tmp, { recursive: true, force: true })
}
