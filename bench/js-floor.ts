// npm run bench:js-floor — the JavaScript an empty App Router page of this repo's own Next and React makes the browser
// download, so bench:js's figures can be read against what no change to the shop can remove. It writes a two-page app
// in the system's temporary folder (a page with a heading only, and a page with one client island), installs there
// the exact next, react and react-dom versions this repo has installed (from npm's cache when it holds them), builds
// it with Turbopack (what the shop ships) and with webpack, starts `next start` on each build and weighs the module
// scripts both pages load, the way bench:js does. Sizes are exact whatever the machine's load.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asset, download, references } from './weigh'
import { waitFor } from './serve'

const repo = path.resolve(import.meta.dirname, '..')
const app = path.join(os.tmpdir(), 'maison-js-floor')
const port = Number(process.env.BENCH_PORT || 3291)
const base = `http://localhost:${port}`
const next = path.join(app, 'node_modules', '.bin', 'next')
const version = (pkg: string) =>
  (JSON.parse(readFileSync(path.join(repo, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({
    name: 'js-floor',
    private: true,
    dependencies: { next: version('next'), react: version('react'), 'react-dom': version('react-dom') },
  }),
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(app)} } }\n`,
  'app/layout.jsx': `export default function Layout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  )\n}\n`,
  'app/page.jsx': `export default function Page() {\n  return <h1>Hello</h1>\n}\n`,
  'app/island/counter.jsx': `'use client'\nimport { useState } from 'react'\nexport function Counter() {\n  const [n, setN] = useState(0)\n  return <button onClick={() => setN(n + 1)}>{n}</button>\n}\n`,
  'app/island/page.jsx': `import { Counter } from './counter'\nexport default function Page() {\n  return <main><h1>Hello</h1><Counter /></main>\n}\n`,
}

const PAGES = ['/', '/island']

async function weigh(bundler: 'turbopack' | 'webpack') {
  rmSync(path.join(app, '.next'), { recursive: true, force: true })
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '', NODE_ENV: 'production' as const }
  const build = spawnSync(next, ['build', app, ...(bundler === 'webpack' ? ['--webpack'] : [])], { env, stdio: 'pipe' })
  if (build.status !== 0) throw new Error(`${bundler} build failed:\n${build.stdout}${build.stderr}`)
  const server: ChildProcess = spawn(next, ['start', app, '-p', String(port)], { env, stdio: 'ignore' })
  try {
    await waitFor(base, 60_000)
    const rows = []
    for (const page of PAGES) {
      const { scripts } = references((await download(`${base}${page}`)).toString('utf8'), `${base}${page}`)
      const js = await Promise.all(scripts.map((s) => asset(s, 'js')))
      rows.push({
        bundler,
        page,
        scripts: js.length,
        gz: js.reduce((s, a) => s + a.gz, 0),
        br: js.reduce((s, a) => s + a.br, 0),
      })
    }
    return rows
  } finally {
    server.kill('SIGTERM')
  }
}

async function main() {
  rmSync(path.join(app, 'app'), { recursive: true, force: true })
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(app, file)), { recursive: true })
    writeFileSync(path.join(app, file), text)
  }
  const install = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: app,
    stdio: 'pipe',
  })
  if (install.status !== 0) throw new Error(`npm install failed:\n${install.stdout}${install.stderr}`)
  const rows = [...(await weigh('turbopack')), ...(await weigh('webpack'))]
  const kb = (n: number) => (n / 1024).toFixed(1)
  console.log(
    `An empty App Router app: next ${version('next')}, react ${version('react')}, react-dom ${version('react-dom')} (kB)\n`,
  )
  console.log('bundler    page     scripts  JS gz  JS br')
  for (const r of rows) {
    console.log(
      `${r.bundler.padEnd(9)}  ${r.page.padEnd(7)}  ${String(r.scripts).padStart(7)}  ${kb(r.gz).padStart(5)}  ${kb(r.br).padStart(5)}`,
    )
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
