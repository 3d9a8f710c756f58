// Runs a tsx script as a child process until it reports success. Loading Payload under tsx sometimes ends the
// process before any work is done (upstream #17757): with status 0, or with 13 when Node finds the import still
// unsettled once nothing else is left to run. So "exit 0" alone proves nothing: the child must print the OK marker
// as its last act, and a 13 is run again like an early 0.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

export const OK_MARKER = '__SCRIPT_OK__'
/** Node's status when the process ran out of work with a top-level await (here: the import) still pending. */
const UNSETTLED_IMPORT = 13

export function runUntilOk(
  script: string,
  args: string[] = [],
  env: Record<string, string | undefined> = {},
  tries = 10,
): void {
  for (let attempt = 1; attempt <= tries; attempt++) {
    // The tsx CLI, not `node --import tsx`: the latter silently stops while loading payload.config.ts.
    const r = spawnSync(path.resolve('node_modules/.bin/tsx'), [script, ...args], {
      env: { ...process.env, ...env, SCRIPT_CHILD: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    const out = r.stdout ?? ''
    process.stdout.write(out.replaceAll(`${OK_MARKER}\n`, ''))
    if (r.status === 0 && out.includes(OK_MARKER)) return
    if (r.status !== 0 && r.status !== UNSETTLED_IMPORT) throw new Error(`${script} failed with status ${r.status}`)
    console.error(`${script} ended without finishing (attempt ${attempt}); running it again.`)
  }
  throw new Error(`${script} never finished after ${tries} attempts`)
}

/** Child side: run main, print the marker, exit. */
export function childMain(main: () => Promise<void>) {
  main().then(
    () => {
      process.stdout.write(`${OK_MARKER}\n`, () => process.exit(0))
    },
    (e) => {
      console.error(e)
      process.exit(1)
    },
  )
}
