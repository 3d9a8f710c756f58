// npm run bench:abuse — replays, as an attacker would, every finding of the trust review (issue 35) and what the
// earlier hardening review fixed, and prints each answer (status, the part of the body or header that matters) with a
// verdict line: "held" (the attack failed), "OPEN" (it worked), or "n/a" (not replayed, saying what was missing).
// By default it starts a production server of its own (the build in .next: run `npm run build` first) on BENCH_PORT
// (3219) with a fresh SQLite database in a temporary folder, seeded at boot as a new shop is (the first admin with a
// one-time password to change, admins required to use a second factor), behind "one proxy" (TRUST_PROXY=1: each
// simulated client has its own address). Shoppers and service-team staff are made on that database by
// bench/abuse/setup.ts; mails are read from the server's private folder. Or it replays against a running server:
//   npm run bench:abuse -- http://localhost:3000   (or SERVER_URL=…; BENCH_DATABASE_URL for the accounts,
//   BENCH_PRIVATE_DIR for the mails and the first admin's password; without them those replays print n/a)
// Loopback only: each simulated client sends from its own 127.x address. Bounded: every probe is sent a fixed number
// of times and the run stops itself after BENCH_ABUSE_MAX_MS (10 minutes, the server's first boot not counted).
// BENCH_ONLY=3,5 replays only those findings. Exits 1 when something is OPEN. The holds its checkouts make are
// cancelled afterwards.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runUntilOk } from '../scripts/child'
import { type Accounts, section, setTarget, verdict, verdicts } from './abuse/client'
import { earlierReview } from './abuse/earlier'
import { crossSiteSignIn, lockout, preHijack, secondFactor, takeover, timing } from './abuse/identity'
import {
  anonymousWrites,
  csvFormulas,
  holdFlood,
  lowItems,
  openRedirects,
  releaseHolds,
  restFloods,
} from './abuse/shop'
import { waitFor } from './serve'

const given = process.argv[2] || process.env.SERVER_URL
const port = Number(process.env.BENCH_PORT || 3219)
const tmp = mkdtempSync(path.join(os.tmpdir(), 'maison-abuse-'))
let server: ChildProcess | null = null

async function ownServer() {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`No production build in ${distDir}: run \`npm run build\` first (this script builds nothing).`)
    process.exit(2)
  }
  const origin = `http://localhost:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SERVER_URL: origin,
    DATABASE_URL: `file:${path.join(tmp, 'abuse.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    PRIVATE_DIR: tmp,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    COOKIE_SECURE: 'false',
    TEST_CHECKOUT_ENABLED: 'true',
    TRUST_PROXY: '1',
    SEED_IMAGES: 'none',
  }
  for (const k of ['SEED_ADMIN_PASSWORD', 'SEED_ADMIN_EMAIL', 'STAFF_TOTP_REQUIRED', 'SMTP_URL', 'STRIPE_SECRET_KEY'])
    delete env[k]
  console.log(`Starting a production server on ${origin} (fresh database in ${tmp}; the first boot seeds it)…`)
  server = spawn('node_modules/.bin/tsx', ['scripts/server.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: stopping it stops what it started.
    detached: true,
  })
  await waitFor(`${origin}/api/ready`, Number(process.env.BENCH_BOOT_MS || 600_000))
  const file = path.join(tmp, 'accounts.json')
  runUntilOk('bench/abuse/setup.ts', [file], env)
  return { origin, privateDir: tmp, accounts: JSON.parse(readFileSync(file, 'utf8')) as Accounts }
}

function runningServer(url: string) {
  const u = new URL(url)
  if (!/^(localhost|127\.\d+\.\d+\.\d+)$/.test(u.hostname) || u.protocol !== 'http:') {
    console.error(`bench/abuse only runs against this machine (http://localhost or 127.0.0.x), not ${u.origin}.`)
    process.exit(2)
  }
  let accounts: Accounts | null = null
  if (process.env.BENCH_DATABASE_URL) {
    const file = path.join(tmp, 'accounts.json')
    runUntilOk('bench/abuse/setup.ts', [file], { DATABASE_URL: process.env.BENCH_DATABASE_URL })
    accounts = JSON.parse(readFileSync(file, 'utf8')) as Accounts
  }
  return { origin: u.origin, privateDir: process.env.BENCH_PRIVATE_DIR || null, accounts }
}

async function main() {
  const { origin, privateDir, accounts } = given ? runningServer(given) : await ownServer()
  setTarget({ origin, port: Number(new URL(origin).port || 80), privateDir })
  const stop = setTimeout(
    () => {
      console.error('bench/abuse: stopped after its time limit.')
      finish(1)
    },
    Number(process.env.BENCH_ABUSE_MAX_MS || 600_000),
  )
  stop.unref()
  console.log(`bench/abuse against ${origin}`)
  // BENCH_ONLY=3,5: only those findings ('low' and 'earlier' name the last two sections).
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim())
  const wanted = (id: string) => !only || only.includes(id)
  const open = async (id: string, run: () => Promise<void>) => (wanted(id) ? run() : undefined)
  const needAccounts = async (id: string, run: (a: Accounts) => Promise<void>) => {
    if (!wanted(id)) return
    if (accounts) return run(accounts)
    section(id, 'needs shopper and staff accounts on the server’s database (BENCH_DATABASE_URL)')
    verdict(`finding ${id}`, null, 'not replayed')
  }
  await needAccounts('1', takeover)
  await open('2', preHijack)
  await open('3', holdFlood)
  // The seeded admin first: a later wrong try must not count against it.
  await needAccounts('4', secondFactor)
  await needAccounts('5', openRedirects)
  await needAccounts('6', crossSiteSignIn)
  await open('7', anonymousWrites)
  await needAccounts('8', timing)
  await needAccounts('9', restFloods)
  await needAccounts('10', lockout)
  await needAccounts('11', csvFormulas)
  await open('low', lowItems)
  await open('earlier', earlierReview)
  await releaseHolds()

  const opened = verdicts.filter((v) => v.held === false)
  const skipped = verdicts.filter((v) => v.held === null)
  console.log('\nSummary')
  for (const v of verdicts)
    console.log(`  ${v.held === null ? 'n/a ' : v.held ? 'held' : 'OPEN'}  [${v.finding}] ${v.probe}`)
  console.log(
    `\n${verdicts.length} probes: ${verdicts.length - opened.length - skipped.length} held, ${opened.length} OPEN, ${skipped.length} not replayed.`,
  )
  finish(opened.length ? 1 : 0)
}

function finish(code: number) {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
  }
  if (!process.env.BENCH_KEEP) rmSync(tmp, { recursive: true, force: true })
  process.exit(code)
}

main().catch((err) => {
  console.error(err)
  finish(1)
})
