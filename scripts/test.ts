// npm test: lint, formatting, types, unit, integration on SQLite and on Postgres, the production build, and end-to-end tests in
// Chromium. Lint, typecheck and build are steps (ok or failed), not tests. In CI (CI set) Postgres is required: no
// postgres:// URL or no server is a failure, never a quiet "SQLite only". Ends with a per-layer table, the flaky
// tests by name, and a plain "N passed, N failed" line. The integration layer runs its files and tests in a
// shuffled order: the seed is printed, and TEST_SEED=<seed> replays that order.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dropTestDatabases, removeTempFolders } from '../tests/integration/testRun'
import { type Layer, type Step, countSpecs, flakyTests, summary } from './testReport'

const layers: Layer[] = []
const steps: Step[] = []
const failures: string[] = []
const flaky: string[] = []

function run(label: string, cmd: string, args: string[], env: Record<string, string | undefined> = {}) {
  console.log(`\n▶ ${label}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return r.status === 0
}

function step(name: string, cmd: string, args: string[], env?: Record<string, string | undefined>) {
  const ok = run(name, cmd, args, env)
  steps.push({ name, ok })
  if (!ok) failures.push(name)
  return ok
}

function layer(name: string, note?: string): Layer {
  const l = { name, passed: 0, failed: 0, skipped: 0, notRun: 0, note }
  layers.push(l)
  return l
}

/** Runs one vitest project; its console output goes to a log file that is printed when it ends, so two runs can
 *  share the machine's two cores without interleaving their output. */
async function vitest(
  label: string,
  project: string,
  env: Record<string, string | undefined> = {},
  args: string[] = [],
) {
  const l = layer(label)
  const slug = label.replace(/\W+/g, '-')
  const out = `test-results/vitest-${slug}.json`
  const log = `test-results/vitest-${slug}.log`
  rmSync(out, { force: true })
  const ok = await new Promise<boolean>((resolve) => {
    const file = createWriteStream(log)
    const child = spawn(
      'node_modules/.bin/vitest',
      ['run', '--project', project, ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
      { env: { ...process.env, ...env, FORCE_COLOR: '0' } },
    )
    child.stdout.pipe(file, { end: false })
    child.stderr.pipe(file, { end: false })
    child.on('close', (code) => file.end(() => resolve(code === 0)))
  })
  console.log(`\n▶ ${label}`)
  console.log(readFileSync(log, 'utf8'))
  if (!existsSync(out)) return fail(l, 'no report')
  const r = JSON.parse(readFileSync(out, 'utf8'))
  l.passed = r.numPassedTests
  l.failed = r.numFailedTests
  l.skipped = r.numPendingTests + (r.numTodoTests ?? 0)
  // A suite that fails to load has no failed tests but is still a failure; so is a layer that ran nothing.
  if (r.numTotalTests === 0) return fail(l, 'no tests ran')
  if ((!ok || r.numFailedTestSuites > 0) && l.failed === 0) return fail(l, 'a test file failed to load')
  if (!ok || l.failed > 0) failures.push(label)
}

/** A layer that could not produce results counts one failure, with the reason in the table. */
function fail(l: Layer, note: string) {
  l.failed = Math.max(l.failed, 1)
  l.note = note
  failures.push(`${l.name} (${note})`)
}

/** The integration layer's order: shuffled with TEST_SEED, else a new random seed (printed, so a failure that
 *  depends on the order can be replayed). */
function integrationSeed(): number {
  const given = Number(process.env.TEST_SEED)
  return Number.isInteger(given) && given > 0 ? given : 1 + Math.floor(Math.random() * 1_000_000)
}

/** Postgres for the integration layer: the URL, or null with the reason it is missing. */
async function postgres(): Promise<{ url: string | null; reason?: string }> {
  const url = process.env.DATABASE_URL
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return { url: null, reason: 'DATABASE_URL is not a postgres:// URL' }
  try {
    // Each run removes its own databases when it ends; these are the leftovers of a run that crashed a day ago or
    // more (a run still going on the same server keeps its own).
    await dropTestDatabases(url)
    return { url }
  } catch (e) {
    return { url: null, reason: `no Postgres server at ${new URL(url).host}: ${(e as Error).message}` }
  }
}

/** The e2e tests Playwright would run, by name (a build failure reports them as not run). */
function listE2e(): number {
  const r = spawnSync('node_modules/.bin/playwright', ['test', '--list', '--reporter=json'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
  })
  try {
    return countSpecs(JSON.parse(r.stdout).suites)
  } catch {
    return 0
  }
}

async function e2e() {
  const l = layer('e2e (Chromium)')
  const report = 'test-results/e2e.json'
  rmSync(report, { force: true })
  // The e2e servers run on SQLite files of their own; a spec that needs Postgres (the home with the database down)
  // finds the run's server in POSTGRES_URL.
  const pgUrl = [process.env.POSTGRES_URL, process.env.DATABASE_URL].find((u) => u && /^postgres(ql)?:\/\//.test(u))
  const ok = run('e2e (Chromium)', 'node_modules/.bin/playwright', ['test'], { DATABASE_URL: '', POSTGRES_URL: pgUrl })
  if (!existsSync(report)) return fail(l, 'no report')
  const r = JSON.parse(readFileSync(report, 'utf8'))
  const s = r.stats
  l.passed = s.expected + s.flaky
  l.failed = s.unexpected
  l.skipped = s.skipped
  flaky.push(...flakyTests(r.suites))
  if (!ok && s.unexpected === 0) fail(l, 'runner error')
  else if (!ok) failures.push(l.name)
}

/** Runs the steps at the same time, each with its output in a log file, then prints them in the given order. */
async function checks(list: [name: string, cmd: string, args: string[]][]) {
  const results = await Promise.all(
    list.map(
      ([name, cmd, args]) =>
        new Promise<{ name: string; ok: boolean; log: string }>((resolve) => {
          const log = `test-results/step-${name}.log`
          const file = createWriteStream(log)
          const child = spawn(cmd, args, { env: { ...process.env, FORCE_COLOR: '0' } })
          child.stdout.pipe(file, { end: false })
          child.stderr.pipe(file, { end: false })
          let ended = false
          const end = (ok: boolean, note = '') => {
            if (ended) return
            ended = true
            file.end(note, () => resolve({ name, ok, log }))
          }
          child.on('error', (e) => end(false, `${e.message}\n`))
          child.on('close', (code) => end(code === 0))
        }),
    ),
  )
  for (const { name, ok, log } of results) {
    console.log(`\n▶ ${name}`)
    console.log(readFileSync(log, 'utf8'))
    steps.push({ name, ok })
    if (!ok) failures.push(name)
  }
}

async function main() {
  mkdirSync('test-results', { recursive: true })
  const ci = Boolean(process.env.CI)
  // The static checks are independent single-threaded programs: on two cores they run side by side (the sum of their
  // times was minutes of a CI run), each printed whole once all have ended.
  await checks([
    ['lint', 'node_modules/.bin/eslint', ['.']],
    ['format', 'node_modules/.bin/prettier', ['--check', '.']],
    // Zero import cycles between files (a cycle through payload.config.ts once loaded the config half-built).
    [
      'cycles',
      'node_modules/.bin/madge',
      [
        '--circular',
        '--no-spinner',
        '--extensions',
        'ts,tsx',
        '--ts-config',
        'tsconfig.json',
        'src',
        'payload.config.ts',
        'seed',
        'scripts',
      ],
    ],
    // No dead code (an export, file or dependency nothing uses), and no export that only tests use unless it says
    // so with `@internal` (knip.json; the production pass ignores the tests).
    ['dead code', 'node_modules/.bin/knip', []],
    ['test-only code', 'node_modules/.bin/knip', ['--production']],
    ['typecheck', 'node_modules/.bin/tsc', ['--noEmit']],
  ])
  await vitest('unit', 'unit')
  const pgDb = await postgres()
  removeTempFolders()
  const seed = integrationSeed()
  // Files and the tests inside each file in a shuffled order: every test must pass whatever ran before it.
  const shuffled = ['--sequence.shuffle', `--sequence.seed=${seed}`]
  console.log(
    `\n▶ integration order: files and tests shuffled with seed ${seed} (TEST_SEED=${seed} npm test replays it)`,
  )
  // The two databases' integration runs are independent (each test file makes its own database): run them side by side.
  await Promise.all([
    vitest('integration (SQLite)', 'integration', { DATABASE_URL: '' }, shuffled),
    pgDb.url
      ? vitest('integration (Postgres)', 'integration', { DATABASE_URL: pgDb.url }, shuffled)
      : Promise.resolve(),
  ])
  for (const l of layers.filter((x) => x.name.startsWith('integration'))) l.note ??= `seed ${seed}`
  if (!pgDb.url) {
    const l = layer('integration (Postgres)')
    if (ci) fail(l, `required in CI, ${pgDb.reason}`)
    else l.note = `not run: ${pgDb.reason}`
  }

  if (step('build', 'node_modules/.bin/next', ['build'], { SKIP_DB_PREPARE: '1', NODE_ENV: 'production' })) await e2e()
  else {
    const l = layer('e2e (Chromium)', 'not run: the build failed')
    l.notRun = listE2e()
  }

  const result = summary(steps, layers, flaky, failures)
  finish(`\n${result.lines.join('\n')}\n`, result.ok ? 0 : 1)
}

/**
 * Prints the last lines and exits once they are written. A child run with inherited stdio (Playwright, next build)
 * can leave the shared stdout pipe non-blocking: Node then queues writes, and process.exit() right after a
 * console.log dropped the whole summary — CI read no "N passed, N failed" line after a green run.
 */
function finish(text: string, code: number) {
  // The same lines in a file, written at once: .ci/run reads them from there if the pipe lost them all the same.
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/summary.txt', text.trimStart())
  process.exitCode = code
  process.stdout.write(text, () => process.exit(code))
}

main().catch((e) => {
  console.error(e)
  finish('\n0 passed, 1 failed\n', 1)
})
