// npm run bench:pages — throughput of the public pages at the origin and behind the shipped nginx cache config.
// Builds nothing: it needs a production build (npm run build; NEXT_DIST_DIR picks the folder). It starts the
// production server the way `npm start` does, on its own fresh database, then for the product, category, magazine,
// article and home pages prints req/s and p99 (wrk, 2 threads, 32 connections) for:
//   - the app itself, and the app serving one of its own static files of about a page's size (the run's ceiling);
//   - nginx with deploy/nginx/maison.conf in front, and nginx serving the same bytes as a plain file.
// PAGE_CACHE_MB=0 turns the server's own page cache off, to measure Next's cache alone.
// The machine is shared and absolute figures drift: read the ratios. Missing tools are reported, never installed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { standaloneNginx } from '../deploy/nginx'
import { startShop, waitFor } from './serve'

const PAGES = (
  process.env.BENCH_PAGES || '/ankle-boots/red,/ankle-boots,/fr/magazine,/magazine/why-wear-heels,/'
).split(',')
const port = Number(process.env.BENCH_PORT || 3208)
const cachePort = port + 1
const filePort = port + 2
const base = `http://localhost:${port}`
const seconds = Number(process.env.BENCH_SECONDS || 10)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const tmp = mkdtempSync(path.join(os.tmpdir(), 'maison-bench-pages-'))
const children: ChildProcess[] = []

const which = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0

interface Run {
  rps: number
  p99Ms: number
  non2xx: number
}

/** wrk's own summary: Requests/sec and the 99th percentile of its --latency table. */
function wrk(url: string, headers: Record<string, string> = {}): Run {
  const args = [
    '-t2',
    '-c32',
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ]
  const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out)
  const p99Ms = p99 ? Number(p99[1]) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[p99[2]!]! : NaN
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  return { rps: Math.round(rps), p99Ms: Number(p99Ms.toFixed(1)), non2xx }
}

/**
 * The build's static chunk closest in size to 228 kB: the issue's baseline was the server sending a 228 kB chunk, about
 * a page's size. (The largest chunk, once of that size, is now the backoffice's 1.1 MB one, which the server sends
 * fewer times a second and would flatter the pages' ratio.)
 */
function baselineChunk(): { path: string; bytes: number } {
  const dir = path.join(distDir, 'static', 'chunks')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }))
  files.sort((a, b) => Math.abs(a.size - 228_000) - Math.abs(b.size - 228_000))
  return { path: `/_next/static/chunks/${files[0]!.f}`, bytes: files[0]!.size }
}

/** The shipped nginx config in front of this run's server, plus a plain-file server of the same bytes. */
const nginxConfig = (files: string) =>
  standaloneNginx({
    upstreams: [port],
    listen: cachePort,
    dir: tmp,
    distDir,
    extra: `  # The same bytes as plain files: what nginx does without the app behind it.
  server {
    listen ${filePort};
    root ${files};
    default_type text/html;
    location / { try_files $uri $uri/index.html =404; }
  }`,
  })

const ratio = (a: number, b: number) => (b > 0 ? Number((a / b).toFixed(2)) : null)

async function main() {
  const missing = ['wrk', 'nginx'].filter((b) => !which(b))
  if (missing.includes('wrk')) {
    console.error('bench:pages needs wrk (Debian: apt-get install wrk). Nothing was measured.')
    process.exit(2)
  }
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`No production build in ${distDir}: run \`npm run build\` first (this script builds nothing).`)
    process.exit(2)
  }
  if (missing.includes('nginx'))
    console.error('nginx not found (Debian: apt-get install nginx): the reverse-proxy rows are skipped.')

  const { server } = await startShop(port, tmp, { SEED_IMAGE_MAX_WIDTH: process.env.SEED_IMAGE_MAX_WIDTH || '720' })
  children.push(server)

  // Warm each page (the first request renders it into Next's cache) and keep its bytes for the file server.
  const files = path.join(tmp, 'files')
  const pages: { page: string; file: string; cacheControl: string | null }[] = []
  for (const [i, page] of PAGES.entries()) {
    const res = await fetch(base + page)
    await fetch(base + page)
    const file = `/page-${i}.html`
    mkdirSync(files, { recursive: true })
    writeFileSync(path.join(files, file), Buffer.from(await res.arrayBuffer()))
    pages.push({ page, file, cacheControl: res.headers.get('cache-control') })
  }
  const chunk = baselineChunk()

  const appStatic = wrk(base + chunk.path)
  const rows: Record<string, unknown>[] = []
  for (const p of pages) {
    const app = wrk(base + p.page)
    rows.push({
      page: p.page,
      cacheControl: p.cacheControl,
      appRps: app.rps,
      appP99Ms: app.p99Ms,
      appErrors: app.non2xx,
      appVsStaticFile: ratio(app.rps, appStatic.rps),
    })
  }

  let nginx: Record<string, unknown> | string = `skipped: ${missing.join(', ')} missing`
  if (!missing.includes('nginx')) {
    mkdirSync(path.join(tmp, 'nginx-cache'), { recursive: true })
    const conf = path.join(tmp, 'nginx.conf')
    writeFileSync(conf, nginxConfig(files))
    const proc = spawn('nginx', ['-c', conf, '-p', tmp], { stdio: ['ignore', 'ignore', 'inherit'] })
    children.push(proc)
    await waitFor(`http://127.0.0.1:${filePort}${pages[0]!.file}`, 20_000)
    for (const p of pages) {
      await fetch(`http://127.0.0.1:${cachePort}${p.page}`)
      const hit = await fetch(`http://127.0.0.1:${cachePort}${p.page}`)
      const cached = wrk(`http://127.0.0.1:${cachePort}${p.page}`)
      const file = wrk(`http://127.0.0.1:${filePort}${p.file}`)
      const row = rows.find((r) => r.page === p.page)!
      Object.assign(row, {
        cacheStatus: hit.headers.get('x-cache-status'),
        nginxCacheRps: cached.rps,
        nginxCacheP99Ms: cached.p99Ms,
        nginxFileRps: file.rps,
        nginxCacheVsFile: ratio(cached.rps, file.rps),
      })
    }
    nginx = 'measured'
  }
  console.log(
    JSON.stringify(
      {
        wrk: `2 threads, 32 connections, ${seconds} s`,
        // The app's own copy of cached pages (src/server/edge/pageCache.ts); PAGE_CACHE_MB=0 measures Next alone.
        originPageCache: process.env.PAGE_CACHE_MB === '0' ? 'off' : `${process.env.PAGE_CACHE_MB || 64} MB`,
        appStaticFile: { ...chunk, ...appStatic },
        nginx,
        pages: rows,
      },
      null,
      2,
    ),
  )
}

function stop() {
  for (const c of children.reverse()) {
    try {
      if (c.pid) process.kill(c.spawnargs[0]!.endsWith('tsx') ? -c.pid : c.pid, 'SIGTERM')
    } catch {}
  }
}
main()
  .then(stop)
  .catch((err) => {
    console.error(err)
    stop()
    process.exitCode = 1
  })
