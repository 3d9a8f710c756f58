// Shared by the bench scripts that start a server: the production server on its own fresh database, and a wait until
// it answers.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

/** Resolves once `url` answers 2xx; throws when it has not within `ms` (a first start that seeds takes minutes). */
export async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${Math.round(ms / 1000)} s`)
}

/**
 * The production server the way `npm start` runs it (scripts/start.ts: Next inside our Node server), on `port`, with
 * its own SQLite database, media and private files in `dir`; seeded at its first boot. Resolves once it serves the
 * shop. Started in its own process group: `stopShop` stops what it started too.
 */
export async function startShop(port: number, dir: string, env: Record<string, string> = {}) {
  const base = `http://localhost:${port}`
  const server = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SERVER_URL: base,
      DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: 'bench-secret',
      SEED_ADMIN_PASSWORD: 'bench-admin-password',
      COOKIE_SECURE: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  started.push(server)
  // First boot seeds the catalog and its imagery: minutes on a busy machine.
  await waitFor(`${base}/api/ready`, Number(process.env.BENCH_BOOT_MS || 600_000))
  return { base, server }
}

const started: ChildProcess[] = []

/** Stops every server `startShop` started, whether or not it got as far as serving; resolves once they have exited. */
export async function stopShops() {
  await Promise.all(
    started.splice(0).map((server) => {
      if (server.exitCode !== null || !server.pid) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        return
      }
      return exited
    }),
  )
}

/** Runs a bench's main: a failure is printed and sets the exit code; whatever happens, its servers are stopped. */
export function runBench(main: () => Promise<unknown>) {
  main()
    .catch((e) => {
      console.error(e)
      process.exitCode = 1
    })
    .finally(stopShops)
}
