// npm run cluster — several production instances of the shop on this machine, on one build, one Postgres and one
// Redis, with nginx in front (deploy/nginx/maison.conf): what a deployment of several machines does, in miniature.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/maison npm run cluster
//
//   CLUSTER_INSTANCES  how many instances (3)          CLUSTER_PORT   the first instance's port (3101; then 3102…)
//   CLUSTER_PUBLIC     nginx's port (8080): the shop is http://localhost:<it>, which every instance is told
//                      (SERVER_URL) so links, emails and Payload's allow-lists name the public address
//   DATABASE_URL       a postgres:// URL (required: SQLite is one file for one process)
//   REDIS_URL          redis://127.0.0.1:6379 unless set: shared limits, lockouts and cache
//   NGINX_PAGE_CACHE   1 keeps pages in nginx's cache as the shipped config does (edits then show after s-maxage);
//                      unset, pages are left to the instances, whose copies every edit empties at once
// Instances listen on 127.0.0.1 only, behind nginx (TRUST_PROXY=1: they read the visitor's address from its
// X-Forwarded-For). Media live in one folder all instances share (MEDIA_DIR, ./media): on one machine the disk is
// the shared volume; across machines, set S3_BUCKET (README, "Several instances"). Ctrl-C stops nginx and sends each
// instance SIGTERM (it finishes what it is answering, then exits).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from '../scripts/env'
import { standaloneNginx } from './nginx'

export interface ClusterOptions {
  instances: number
  firstPort: number
  publicPort: number
  /** Everything the instances share (DATABASE_URL, REDIS_URL, PAYLOAD_SECRET…), on top of this process's. */
  env: Record<string, string | undefined>
  /** nginx keeps pages too (false unless asked: see NGINX_PAGE_CACHE above). */
  pageCache?: boolean
  /** Where an instance's output goes: this terminal, or nowhere (a bench). */
  quiet?: boolean
}

export interface Instance {
  port: number
  url: string
  process: ChildProcess
}

export interface Cluster {
  url: string
  instances: Instance[]
  /** Starts instance i again (after a kill or a stop), and waits until it is ready. */
  start(i: number): Promise<Instance>
  /** SIGTERM (or another signal) to instance i; resolves when it has exited. */
  stop(i: number, signal?: NodeJS.Signals): Promise<number | null>
  /** Stops every instance and nginx. */
  close(): Promise<void>
}

const distDir = () => process.env.NEXT_DIST_DIR || '.next'

/** Resolves once `url/api/ready` says the instance is ready (migrated, seeded, its stores answering). */
export async function ready(url: string, ms = 900_000, child?: ChildProcess) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    // An instance that ended (a port already taken, a failed migration) will not become ready.
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${url} ended (${child.exitCode ?? child.signalCode}) before it was ready`)
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${url} was not ready within ${Math.round(ms / 1000)} s`)
}

const exited = (p: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    p.exitCode !== null || p.signalCode !== null ? resolve(p.exitCode) : p.once('exit', (code) => resolve(code)),
  )

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  if (!existsSync(path.join(distDir(), 'BUILD_ID')))
    throw new Error(`No production build in ${distDir()}: run \`npm run build\` first.`)
  if (!/^postgres(ql)?:\/\//.test(o.env.DATABASE_URL ?? ''))
    throw new Error('DATABASE_URL must be a postgres:// URL: several instances cannot share one SQLite file.')
  if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0)
    throw new Error('nginx is not installed (Debian: apt-get install nginx).')
  const url = `http://localhost:${o.publicPort}`
  const ports = Array.from({ length: o.instances }, (_, i) => o.firstPort + i)
  const instances: Instance[] = []

  const launch = (i: number): Instance => {
    const port = ports[i]!
    // One process per instance (node with tsx's loader, no tsx wrapper): a signal reaches the server itself, so a
    // kill -9 really ends the instance instead of orphaning it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/server.ts'], {
      env: {
        ...process.env,
        ...o.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVER_URL: url,
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', o.quiet ? 'ignore' : 'inherit', o.quiet ? 'ignore' : 'inherit'],
    })
    return (instances[i] = { port, url: `http://127.0.0.1:${port}`, process: child })
  }
  ports.forEach((_, i) => launch(i))

  const dir = mkdtempSync(path.join(os.tmpdir(), 'maison-cluster-'))
  mkdirSync(path.join(dir, 'nginx-cache'), { recursive: true })
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    standaloneNginx({
      upstreams: ports,
      listen: o.publicPort,
      dir,
      distDir: distDir(),
      pageCache: o.pageCache ?? false,
    }),
  )
  const nginx = spawn('nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] })

  const stop = async (i: number, signal: NodeJS.Signals = 'SIGTERM') => {
    const p = instances[i]!.process
    if (p.exitCode === null && p.signalCode === null) p.kill(signal)
    return exited(p)
  }
  await Promise.all(instances.map((x) => ready(x.url, undefined, x.process)))
  await ready(url, 30_000)
  return {
    url,
    instances,
    async start(i) {
      const x = launch(i)
      await ready(x.url, undefined, x.process)
      return x
    },
    stop,
    async close() {
      await Promise.all(instances.map((_, i) => stop(i)))
      nginx.kill('SIGQUIT')
      await exited(nginx)
    },
  }
}

async function main() {
  loadEnv()
  const n = Number(process.env.CLUSTER_INSTANCES || 3)
  const cluster = await startCluster({
    instances: n,
    firstPort: Number(process.env.CLUSTER_PORT || 3101),
    publicPort: Number(process.env.CLUSTER_PUBLIC || 8080),
    env: { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379', COOKIE_SECURE: 'false' },
    pageCache: process.env.NGINX_PAGE_CACHE === '1',
  })
  console.log(
    `The shop answers on ${cluster.url} (${n} instances: ${cluster.instances.map((x) => x.port).join(', ')}).`,
  )
  const bye = async () => {
    console.log('Stopping…')
    await cluster.close()
    process.exit(0)
  }
  process.once('SIGINT', bye)
  process.once('SIGTERM', bye)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : String(err))
    process.exit(1)
  })
}
