// Once per integration run, in vitest's main process:
// - gives the run its id (each file's setup.ts names its temp folder and database after it) and, when every file
//   has finished, removes that run's folders and databases — also those of a file whose worker crashed;
// - migrates one database, the template each test file's fresh database is copied from (a Postgres
//   `CREATE DATABASE … TEMPLATE`, or a copy of the SQLite file): a file's own migrate() then finds every migration
//   applied. Migrating 49 databases one by one cost minutes per layer.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { runUntilOk } from '../../scripts/child'
import { dropTestDatabases, isPostgresUrl, newRunId, removeTempFolders, tempPrefix } from './testRun'

declare module 'vitest' {
  export interface ProvidedContext {
    integrationRun: string
    /** The migrated template: a Postgres database name, or a SQLite file path. */
    integrationTemplate: string
  }
}

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

export default async function setup(project: TestProject) {
  const run = newRunId()
  const base = process.env.DATABASE_URL
  project.provide('integrationRun', run)
  const tmp = mkdtempSync(path.join(os.tmpdir(), `${tempPrefix(run)}template-`))
  if (isPostgresUrl(base)) {
    const name = `it_${run}_template`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end())
    const url = new URL(base)
    url.pathname = `/${name}`
    migrate(url.toString(), path.join(tmp, 'media'))
    project.provide('integrationTemplate', name)
  } else {
    const file = path.join(tmp, 'template.db')
    migrate(`file:${file}`, path.join(tmp, 'media'))
    project.provide('integrationTemplate', file)
  }
  return async () => {
    removeTempFolders(run)
    if (isPostgresUrl(base)) await dropTestDatabases(base, run)
  }
}
