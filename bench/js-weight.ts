// npm run bench:js — what each public template makes the browser download before it is interactive, in bytes.
// Builds and starts nothing: point SERVER_URL at a running production server (default http://localhost:3000).
// For every template (en and fr) it reads the HTML, follows the module <script src> tags (noModule fallbacks are
// not loaded by any current browser) and the stylesheets, and sums their sizes raw, gzip (level 6, what the Node
// server sends) and brotli (quality 11, what a precompressing edge sends). Scripts are sorted by content into the
// framework floor (react-dom, the Next runtime) and the rest (our code and the libraries it pulls in), so a change to
// our code shows apart from what no change of ours can remove. Sizes are exact whatever the machine's load.
// JSON=1 prints the table as JSON; VERBOSE=1 lists every chunk with its class.
import { type Asset, asset, download, references } from './weigh'

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
