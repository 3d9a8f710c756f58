// npm test: lint, types, unit, integration on SQLite (and on Postgres when DATABASE_URL is a postgres:// URL),
// the production build, and end-to-end tests in Chromium. Ends with a plain "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import pg from 'pg'

interface Tally { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const failures: string[] = []

function run(label: string, cmd: string, args: string[], env: Record<string, string | undefined> = {}) {
  console.log(`\n▶ ${label}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return r.status === 0
}

function check(label: string, cmd: string, args: string[], env?: Record<string, string | undefined>) {
  const ok = run(label, cmd, args, env)
  if (ok) total.passed++
  else (total.failed++, failures.push(label))
  return ok
}

/** Runs one vitest project; its console output goes to a log file that is printed when it ends, so two runs can
 *  share the machine's two cores without interleaving their output. */
async function vitest(label: string, project: string, env: Record<string, string | undefined> = {}) {
  const slug = label.replace(/\W+/g, '-')
  const out = `test-results/vitest-${slug}.json`
  const log = `test-results/vitest-${slug}.log`
  rmSync(out, { force: true })
  const ok = await new Promise<boolean>((resolve) => {
    const file = createWriteStream(log)
    const child = spawn('node_modules/.bin/vitest', ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
      { env: { ...process.env, ...env, FORCE_COLOR: '0' } })
    child.stdout.pipe(file, { end: false })
    child.stderr.pipe(file, { end: false })
    child.on('close', (code) => file.end(() => resolve(code === 0)))
  })
  console.log(`\n▶ ${label}`)
  console.log(readFileSync(log, 'utf8'))
  if (!existsSync(out)) return (total.failed++, failures.push(`${label} (no report)`))
  const r = JSON.parse(readFileSync(out, 'utf8'))
  total.passed += r.numPassedTests
  total.failed += r.numFailedTests
  total.skipped += r.numPendingTests + (r.numTodoTests ?? 0)
  // A suite that fails to load has no failed tests but is still a failure.
  const broken = r.numFailedTestSuites > 0 && r.numFailedTests === 0
  if (!ok || broken) {
    if (r.numFailedTests === 0) total.failed++
    failures.push(label)
  }
}

async function dropOldTestDatabases(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'it\\_%'`)
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  await client.end()
}

async function main() {
  mkdirSync('test-results', { recursive: true })
  const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : null
  check('lint', 'node_modules/.bin/eslint', ['.'])
  check('typecheck', 'node_modules/.bin/tsc', ['--noEmit'])
  await vitest('unit', 'unit')
  // The two databases' integration runs are independent (each test file makes its own database): run them side by side.
  if (pgUrl) await dropOldTestDatabases(pgUrl)
  await Promise.all([
    vitest('integration (SQLite)', 'integration', { DATABASE_URL: '' }),
    pgUrl ? vitest('integration (Postgres)', 'integration', { DATABASE_URL: pgUrl }) : Promise.resolve(),
  ])
  if (!pgUrl) console.log('\nDATABASE_URL is not a postgres:// URL: integration tests ran on SQLite only.')

  if (check('build', 'node_modules/.bin/next', ['build'], { SKIP_DB_PREPARE: '1', NODE_ENV: 'production' })) {
    const report = 'test-results/e2e.json'
    rmSync(report, { force: true })
    const ok = run('e2e (Chromium)', 'node_modules/.bin/playwright', ['test'], { DATABASE_URL: '' })
    if (existsSync(report)) {
      const s = JSON.parse(readFileSync(report, 'utf8')).stats
      total.passed += s.expected + s.flaky
      if (s.flaky) console.log(`\ne2e: ${s.flaky} flaky (passed only on retry): see the list above.`)
      total.failed += s.unexpected
      total.skipped += s.skipped
      if (!ok && s.unexpected === 0) (total.failed++, failures.push('e2e (runner error)'))
      else if (!ok) failures.push('e2e')
    } else (total.failed++, failures.push('e2e (no report)'))
  }

  if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
  console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
  process.exit(total.failed > 0 ? 1 : 0)
}

main().catch((e) => {
  console.error(e)
  console.log('\n0 passed, 1 failed')
  process.exit(1)
})
