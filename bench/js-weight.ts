// npm run bench:js — what each public template makes the browser download before it is interactive, in bytes.
// Builds and starts nothing: point SERVER_URL at a running production server (default http://localhost:3000).
// For every template (en and fr) it reads the HTML, follows the module <script src> tags (noModule fallbacks are
// not loaded by any current browser) and the stylesheets, and sums their sizes raw, gzip (level 6, what the Node
// server sends) and brotli (quality 11, what a precompressing edge sends). Scripts are sorted by content into the
// framework floor (react-dom, the Next runtime) and the rest (our code and the libraries it pulls in), so a change to
// our code shows apart from what no change of ours can remove. Sizes are exact whatever the machine's load.
// JSON=1 prints the table as JSON; VERBOSE=1 lists every chunk with its class.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const base = (process.env.SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')

const TEMPLATES: [string, string][] = [
  ['home', '/'],
  ['category', '/ankle-boots'],
  ['product', '/ankle-boots/red'],
  ['magazine', '/magazine'],
  ['article', '/magazine/why-wear-heels'],
  ['static page', '/brand'],
  ['store', '/store'],
]

type Kind = 'react-dom' | 'next runtime' | 'ours'

/**
 * The framework floor, recognised by strings only that code carries: react-dom's fiber keys; the Next runtime's
 * router, error overlay styles, bf-cache hook and turbopack's chunk loader. Turbopack keeps node_modules packages
 * apart from app code in production, so a chunk rarely mixes both; one that does counts as framework.
 */
function classify(code: string): Kind {
  if (/__reactContainer\$|__reactFiber\$/.test(code)) return 'react-dom'
  const next =
    /__next_f|NEXT_REDIRECT|next-router-state-tree|useRouterBFCache|errorThemeCss|TURBOPACK_ASSET_SUFFIX|nextjs-portal|react\.dev\/errors/
  if (next.test(code)) return 'next runtime'
  return 'ours'
}

interface Asset {
  url: string
  kind: Kind | 'css'
  raw: number
  gz: number
  br: number
}

const sizeCache = new Map<string, Asset>()

/** The file's bytes; a connection dropped by a loaded server is tried again (sizes do not depend on load). */
async function download(url: string, attempts = 3): Promise<Buffer> {
  try {
    const res = await fetch(url)
    if (!res.ok) throw new Error(`${res.status} for ${url}`)
    return Buffer.from(await res.arrayBuffer())
  } catch (e) {
    if (attempts <= 1) throw e
    return download(url, attempts - 1)
  }
}

async function asset(url: string, kind: 'js' | 'css'): Promise<Asset> {
  const hit = sizeCache.get(url)
  if (hit) return hit
  const body = await download(url)
  const measured: Asset = {
    url,
    kind: kind === 'css' ? 'css' : classify(body.toString('utf8')),
    raw: body.length,
    gz: gzipSync(body, { level: 6 }).length,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
  sizeCache.set(url, measured)
  return measured
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)

/** Module scripts (src, not noModule) and stylesheets the HTML asks for, deduplicated, in document order. */
function references(html: string, pageUrl: string) {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src')
    if (!src || /\snomodule\b/i.test(tag)) continue
    scripts.add(new URL((src[1] ?? src[2])!.replace(/&amp;/g, '&'), pageUrl).href)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.slice(1).find(Boolean) ?? ''
    const href = attr(tag, 'href')
    if (!href || !/\bstylesheet\b/i.test(rel)) continue
    styles.add(new URL((href[1] ?? href[2])!.replace(/&amp;/g, '&'), pageUrl).href)
  }
  return { scripts: [...scripts], styles: [...styles] }
}

const kb = (n: number) => (n / 1024).toFixed(1)
const sum = (list: Asset[], key: 'raw' | 'gz' | 'br') => list.reduce((s, a) => s + a[key], 0)

interface Row {
  template: string
  path: string
  scripts: number
  framework: { gz: number; br: number }
  ours: { gz: number; br: number; raw: number }
  js: { gz: number; br: number }
  css: { gz: number; br: number; files: number }
}

async function measure(template: string, path: string): Promise<{ row: Row; assets: Asset[] }> {
  const url = `${base}${path}`
  const { scripts, styles } = references((await download(url)).toString('utf8'), url)
  const js = await Promise.all(scripts.map((s) => asset(s, 'js')))
  const css = await Promise.all(styles.map((s) => asset(s, 'css')))
  const framework = js.filter((a) => a.kind !== 'ours')
  const ours = js.filter((a) => a.kind === 'ours')
  return {
    row: {
      template,
      path,
      scripts: js.length,
      framework: { gz: sum(framework, 'gz'), br: sum(framework, 'br') },
      ours: { gz: sum(ours, 'gz'), br: sum(ours, 'br'), raw: sum(ours, 'raw') },
      js: { gz: sum(js, 'gz'), br: sum(js, 'br') },
      css: { gz: sum(css, 'gz'), br: sum(css, 'br'), files: css.length },
    },
    assets: [...js, ...css],
  }
}

async function main() {
  const rows: Row[] = []
  const seen = new Map<string, Asset>()
  for (const [template, path] of TEMPLATES) {
    for (const p of [path, path === '/' ? '/fr' : `/fr${path}`]) {
      const { row, assets } = await measure(template, p)
      rows.push(row)
      for (const a of assets) seen.set(a.url, a)
    }
  }
  if (process.env.JSON) {
    console.log(JSON.stringify(rows, null, 2))
    return
  }
  console.log(`JS and CSS loaded by the HTML of ${base} (kB; gz = gzip -6, br = brotli -11)\n`)
  const head = ['template', 'path', 'scripts', 'framework gz', 'ours gz', 'JS gz', 'framework br', 'ours br', 'JS br']
  const table = rows.map((r) => [
    r.template,
    r.path,
    String(r.scripts),
    kb(r.framework.gz),
    kb(r.ours.gz),
    kb(r.js.gz),
    kb(r.framework.br),
    kb(r.ours.br),
    kb(r.js.br),
    `${r.css.files} css ${kb(r.css.gz)} gz / ${kb(r.css.br)} br`,
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i] ?? 0))).join('  ')
  console.log(line([...head, 'stylesheets']))
  for (const t of table) console.log(line(t))
  if (process.env.VERBOSE) {
    console.log('\nchunks (gz kB, class, url):')
    const sorted = [...seen.values()].sort((a, b) => b.gz - a.gz)
    for (const a of sorted) console.log(`${kb(a.gz).padStart(7)}  ${a.kind.padEnd(12)}  ${a.url.replace(base, '')}`)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
