// The client's small ICU formatter (domain/icu.ts) says what next-intl says, for every message the shop has in both
// languages; and every namespace a client island asks for reaches the browser (CLIENT_NAMESPACES), through our
// client translations rather than next-intl's client runtime.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { argumentNames, formatMessage } from '@/domain/icu'
import { CLIENT_NAMESPACES } from '@/i18n/clientNamespaces'

type Tree = { [k: string]: string | Tree }

function* strings(tree: Tree, prefix = ''): Generator<[string, string]> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') yield [key, v]
    else yield* strings(v, key)
  }
}

/** Values to try for each argument of a message: plural counts, every select branch, or a word. */
function samples(message: string): Record<string, unknown>[] {
  const choices = new Map<string, unknown[]>()
  for (const [, name, type] of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    if (type === 'plural') choices.set(name!, [0, 1, 2, 5, 21, 1500])
    else if (type === 'select') {
      const body = message.slice(message.indexOf(`{${name}, select,`))
      choices.set(name!, [...body.matchAll(/(\w+) \{/g)].map((m) => m[1]).concat('anything'))
    } else if (!choices.has(name!)) choices.set(name!, ['Ada', 7])
  }
  let rows: Record<string, unknown>[] = [{}]
  for (const [name, values] of choices) rows = rows.flatMap((r) => values.map((v) => ({ ...r, [name]: v })))
  return rows
}

describe('formatMessage', () => {
  for (const [locale, messages] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    it(`matches next-intl on every ${locale} message`, () => {
      const t = createTranslator({ locale, messages, timeZone: 'Europe/Paris' })
      let checked = 0
      for (const [key, message] of strings(messages as Tree)) {
        for (const values of samples(message)) {
          expect(formatMessage(message, locale, values as never), `${key} ${JSON.stringify(values)}`).toBe(
            t(key as never, values as never),
          )
          checked++
        }
      }
      expect(checked).toBeGreaterThan(500)
    })
  }

  it('plural with =0, one, other and # as the locale number', () => {
    const m = '{count, plural, =0 {empty} one {# item} other {# items}}'
    expect(formatMessage(m, 'en', { count: 0 })).toBe('empty')
    expect(formatMessage(m, 'en', { count: 1 })).toBe('1 item')
    expect(formatMessage(m, 'en', { count: 1500 })).toBe('1,500 items')
    expect(formatMessage(m, 'fr', { count: 1500 })).toBe('1\u202f500 items')
  })

  it('names the arguments, nested ones included, never a branch’s text', () => {
    expect(argumentNames('{kind, select, glove {taille} other {pointure}} {size}')).toEqual(['kind', 'size'])
    expect(argumentNames('{n, plural, one {# paire de {title}} other {# paires}}, {n}')).toEqual(['n', 'title'])
    expect(argumentNames('Plain text')).toEqual([])
  })
})

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) yield* sourceFiles(p)
    else if (/\.tsx?$/.test(name)) yield p
  }
}

describe('client translations', () => {
  const files = [...sourceFiles('src')].map((f) => [f, readFileSync(f, 'utf8')] as const)

  it('no client code uses next-intl’s client hooks (its runtime would be back in every page)', () => {
    const offenders = files
      .filter(([, code]) =>
        /import\s*\{[^}]*\b(useTranslations|useLocale|useMessages|useFormatter|NextIntlClientProvider)\b[^}]*\}\s*from\s*'next-intl'/.test(
          code,
        ),
      )
      .map(([f]) => f)
    expect(offenders).toEqual([])
  })

  it('every namespace an island reads is sent to the browser', () => {
    const used = new Set<string>()
    for (const [, code] of files) {
      if (!code.includes("'@/i18n/client'")) continue
      for (const [, ns] of code.matchAll(/useTranslations\('([\w.]+)'\)/g)) used.add(ns!.split('.')[0]!)
    }
    expect(used.size).toBeGreaterThan(5)
    expect([...used].filter((n) => !(CLIENT_NAMESPACES as readonly string[]).includes(n))).toEqual([])
  })
})
