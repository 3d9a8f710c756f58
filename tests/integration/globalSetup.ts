// Once per integration run, in vitest's main process: gives the run its id (each file's setup.ts names its temp
// folder and database after it) and, when every file has finished, removes that run's folders and databases —
// also those of a file whose worker crashed before it could.
import type { TestProject } from 'vitest/node'
import { dropTestDatabases, isPostgresUrl, newRunId, removeTempFolders } from './testRun'

declare module 'vitest' {
  export interface ProvidedContext {
    integrationRun: string
  }
}

export default function setup(project: TestProject) {
  const run = newRunId()
  const base = process.env.DATABASE_URL
  project.provide('integrationRun', run)
  return async () => {
    removeTempFolders(run)
    if (isPostgresUrl(base)) await dropTestDatabases(base, run)
  }
}
