// Editorial rules with no I/O: article dates per locale, newest-first ordering, reading time, breadcrumbs.
import { INTL_LOCALES, type Locale } from './locale'

/** '2026-03-14T09:00:00.000Z' → 'March 14, 2026' / '14 mars 2026' (Paris calendar day). */
export function formatArticleDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso))
}

/** Newest first; equal dates keep a stable order by slug so the list never reshuffles. */
export function newestFirst<T extends { publishedAt: string; slug: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug))
}

/** Minutes to read at 220 words a minute, at least 1. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 220))
}

/** Counts words in a Lexical JSON tree (text nodes, plus pull quotes and captions of blocks). */
export function countWords(node: unknown): number {
  if (!node || typeof node !== 'object') return 0
  const n = node as { text?: unknown; children?: unknown[]; root?: unknown; fields?: Record<string, unknown> }
  let words = typeof n.text === 'string' ? n.text.split(/\s+/).filter(Boolean).length : 0
  if (n.fields)
    for (const k of ['quote', 'caption'] as const)
      if (typeof n.fields[k] === 'string') words += (n.fields[k] as string).split(/\s+/).filter(Boolean).length
  if (n.root) words += countWords(n.root)
  for (const c of n.children ?? []) words += countWords(c)
  return words
}

/** The words of a Lexical JSON tree as one line of text (text nodes, pull quotes and captions), for the search index. */
export function plainText(node: unknown): string {
  const out: string[] = []
  const walk = (n: unknown) => {
    if (!n || typeof n !== 'object') return
    const o = n as { text?: unknown; children?: unknown[]; root?: unknown; fields?: Record<string, unknown> }
    if (typeof o.text === 'string') out.push(o.text)
    if (o.fields)
      for (const k of ['quote', 'caption'] as const)
        if (typeof o.fields[k] === 'string') out.push(o.fields[k] as string)
    walk(o.root)
    for (const c of o.children ?? []) walk(c)
  }
  walk(node)
  return out.join(' ').replace(/\s+/g, ' ').trim()
}
