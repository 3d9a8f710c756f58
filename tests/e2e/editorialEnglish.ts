// The "no English on French pages" probe set (used by editorial.spec.ts). Every English message whose French
// differs becomes a probe — short ones too — plus the English copy of the seeded pages and articles:
//  - ICU placeholders ({count}, {name, plural, …}) and rich-text tags (<link>…</link>) are gaps; the literal
//    parts around them must appear in order;
//  - a short string (under 12 characters, or one word) must equal a whole text node or attribute (aria-label,
//    alt, title, placeholder) — "Home" is flagged, "Homère" or a French sentence containing "home" is not;
//  - a longer one is searched in the page's text between word boundaries, within one line (text node or
//    rendered line), so the end of one block and the start of the next never make a phrase.
// Allowed: strings written the same in French (every French message value, and the names below).
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { articles } from '../../seed/content/articles'
import { pages } from '../../seed/content/pages'
import type { Block } from '../../seed/content/types'

type Tree = { [k: string]: string | Tree }
const load = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree
function flat(t: Tree, prefix = ''): Record<string, string> {
  return Object.entries(t).reduce<Record<string, string>>(
    (acc, [k, v]) => ({ ...acc, ...(typeof v === 'string' ? { [prefix + k]: v } : flat(v, `${prefix}${k}.`)) }),
    {},
  )
}

/** Names written the same in both languages. */
export const SAME_IN_FRENCH = [
  'Maison Sabine',
  'Instagram',
  'PayPal',
  'Emily in Paris',
  'Première Classe',
  'ODC',
  'Paris',
  'OK',
]

const norm = (s: string) => s.replace(/\s+/g, ' ').trim()
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const GAP = '\u0000'

/** An ICU message with each top-level {…} argument and <tag>/</tag> marker replaced by one GAP character. */
export function withGaps(message: string): string {
  let depth = 0
  let out = ''
  for (const ch of message.replace(/<\/?[a-zA-Z]+>/g, GAP)) {
    if (ch === '{') {
      if (depth++ === 0) out += GAP
    } else if (ch === '}') depth = Math.max(0, depth - 1)
    else if (depth === 0) out += ch
  }
  return out.replace(/\u0000+/g, GAP)
}

export interface Probe {
  source: string
  /** 'node': must equal a whole text node or attribute; 'text': searched in the page text. */
  kind: 'node' | 'text'
  re: RegExp
}

const B = '(?<![\\p{L}\\p{N}])'
const E = '(?![\\p{L}\\p{N}])'

export function probeFor(source: string): Probe | null {
  const gapped = norm(withGaps(source))
  const literal = gapped.split(GAP).join(' ')
  const letters = literal.replace(/[^\p{L}]/gu, '')
  if (letters.length < 2) return null
  // Within one line: separate blocks (an address line, then an email) must not join into a phrase.
  const body = gapped
    .split(GAP)
    .map((p) => escape(p).replace(/ /g, '[^\\S\\n]+'))
    .join('[^\\n]{0,80}?')
  const short = letters.length < 12 || !/\s/.test(norm(literal))
  return short
    ? { source, kind: 'node', re: new RegExp(`^${body}$`, 'u') }
    : { source, kind: 'text', re: new RegExp(`${B}${body}${E}`, 'u') }
}

const blockText = (b: Block): string[] =>
  b.type === 'list' ? b.items : 'text' in b ? [b.text] : 'caption' in b && b.caption ? [b.caption] : []

export function englishProbes(): Probe[] {
  const en = flat(load('messages/en.json'))
  const fr = flat(load('messages/fr.json'))
  const french = new Set([...Object.values(fr).map(norm), ...SAME_IN_FRENCH])
  const seedFrench = new Set(
    [
      ...pages.flatMap((p) => [p.fr.title, p.fr.description, ...p.fr.body.flatMap(blockText)]),
      ...articles.flatMap((a) => [a.fr.title, a.fr.excerpt, a.fr.description, ...a.fr.body.flatMap(blockText)]),
    ].map(norm),
  )
  const sources = new Set<string>()
  for (const [k, v] of Object.entries(en)) if (fr[k] !== v) sources.add(v)
  for (const p of pages) for (const s of [p.en.title, p.en.description, ...p.en.body.flatMap(blockText)]) sources.add(s)
  for (const a of articles)
    for (const s of [a.en.title, a.en.excerpt, a.en.description, ...a.en.body.flatMap(blockText)]) sources.add(s)
  return [...sources]
    .filter((s) => !french.has(norm(s)) && !seedFrench.has(norm(s)))
    .map(probeFor)
    .filter((p): p is Probe => p !== null)
}

/** English probes found on the current page (text nodes, labels, the title and the meta description). */
export async function englishOn(page: Page, probes: Probe[]): Promise<string[]> {
  const nodes = await page.evaluate(() => {
    // Copy marked English on purpose inside the page (lang="en", as the link to the English site) is not English
    // left behind; the page's own language (<html lang>) is not such a mark.
    const markedEnglish = (el: Element | null | undefined) => {
      const marked = el?.closest('[lang]')
      return !!marked && marked !== document.documentElement && !!marked.getAttribute('lang')?.startsWith('en')
    }
    const out: string[] = [document.title]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const tag = n.parentElement?.tagName
      if (markedEnglish(n.parentElement)) continue
      if (tag !== 'SCRIPT' && tag !== 'STYLE' && tag !== 'NOSCRIPT' && n.textContent?.trim()) out.push(n.textContent)
    }
    for (const el of document.querySelectorAll('[aria-label],[alt],[title],[placeholder]'))
      for (const a of ['aria-label', 'alt', 'title', 'placeholder']) {
        if (markedEnglish(el)) continue
        const v = el.getAttribute(a)
        if (v) out.push(v)
      }
    for (const m of document.querySelectorAll(
      'meta[name="description"],meta[property="og:title"],meta[property="og:description"]',
    ))
      out.push(m.getAttribute('content') ?? '')
    return { out, inner: document.body.innerText }
  })
  const whole = nodes.out.map((n) => n.replace(/\s+/g, ' ').trim()).filter(Boolean)
  const text = `${whole.join('\n')}\n${nodes.inner}`
  return probes
    .filter((p) => (p.kind === 'node' ? whole.some((n) => p.re.test(n)) : p.re.test(text)))
    .map((p) => p.source)
}
