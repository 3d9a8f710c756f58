// French copy set the way a Paris house prints it: a no-break space (U+00A0, never the narrow U+202F) before « : ; ? ! »,
// inside « » and before €, so a line never starts with a colon or a lone euro sign; French quotes « », never "…" or
// “…”; the typographic apostrophe ’. Every French string is read: the site's messages, the seeded magazine articles,
// editorial pages, portraits, press quotes and the boutique's seeded name and directions, and the French written in the source — the
// backoffice's collection and global labels, admin views, domain texts (invoice, e-mails), whatever folder of src/.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import fr from '../../messages/fr.json'
import { articles } from '../../seed/content/articles'
import { pages } from '../../seed/content/pages'
import { people } from '../../seed/content/people'
import { press } from '../../seed/content/press'
import { BOUTIQUE } from '../../seed/stores'
import { frenchIn, frenchInSource } from './support/frenchInSource'

const NB = '[\\u00a0\\u202f]'
const RULES: [string, RegExp][] = [
  ['a plain space before : ; ? ! or »', /\u0020[:;?!»]/],
  // Glued to the word before it; ':' inside an address or a time (https://, 10:30) and '?' in a query are not copy.
  ['no space before : ; ? or !', /[\p{L}\p{N})»}][:;?!](?=\s|$|[)’.,])/u],
  // One space for all five (docs/decisions.md, i18n & copy): U+00A0 before : ; ? ! and inside « ». The narrow U+202F
  // is missing from the PDFs' font and from many mail clients' fallbacks; one rule holds in every medium.
  ['a narrow no-break space (U+202F) before : ; ? ! or inside « » (the rule is U+00A0)', /\u202f[:;?!»]|«\u202f/],
  ['« without a no-break space after it', new RegExp(`«(?!${NB})`)],
  ['» without a no-break space before it', new RegExp(`(?<!${NB})»`)],
  ['€ without a no-break space before it', new RegExp(`(?<!${NB}|^)€`)],
  ['straight or English double quotes (French uses « »)', /["“”]/],
  ['a straight apostrophe (French uses ’)', /\p{L}'\p{L}/u],
]

/** Every string under a `fr` key (a whole localized article or page, or one side of an { en, fr } pair). */
function frenchStrings(value: unknown, path: string, inFrench = false): [string, string][] {
  if (typeof value === 'string') return inFrench ? [[path, value]] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => frenchStrings(v, `${path}[${i}]`, inFrench))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => frenchStrings(v, `${path}.${k}`, inFrench || k === 'fr'))
  return []
}

const problems = (strings: [string, string][]) =>
  strings.flatMap(([path, text]) =>
    RULES.filter(([, re]) => re.test(text)).map(([rule]) => `${path}: ${rule} — ${JSON.stringify(text.slice(0, 90))}`),
  )

describe('French typography', () => {
  it('the checks catch what they are meant to catch', () => {
    const bad = [
      'Adresse : rue',
      'Vraiment?',
      'Le champ « Nom » est requis.',
      '890,00 €',
      'Dites "bonjour"',
      "l'atelier",
      'Vraiment\u202f?',
      '«\u202fOui\u00a0»',
    ]
    expect(bad.map((s) => problems([['x', s]]).length)).toEqual([1, 1, 3, 1, 1, 1, 1, 1])
    expect(
      problems([
        ['x', 'Adresse\u00a0: 12 rue de Tournon, 10:30–19:30\u00a0; «\u00a0Oui\u00a0»\u00a0? 890,00\u00a0€ l’atelier'],
      ]),
    ).toEqual([])
  })

  it('holds in every message of the site', () => {
    expect(problems(frenchStrings({ fr }, 'messages'))).toEqual([])
  })

  it('holds in the seeded magazine, pages, portraits, press and boutique', () => {
    expect(
      problems([
        ...frenchStrings(articles, 'articles'),
        ...frenchStrings(pages, 'pages'),
        ...frenchStrings(people, 'people'),
        ...frenchStrings(press, 'press'),
        ...frenchStrings(BOUTIQUE, 'boutique'),
      ]),
    ).toEqual([])
  })

  // Migrations are history (a shipped migration is never edited) and payload-types.ts is generated.
  const root = path.resolve(import.meta.dirname, '../..')
  const folders = fs
    .readdirSync(path.join(root, 'src'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'migrations')
    .map((e) => `src/${e.name}`)

  it('the source reader finds the French side of every way the code writes it, and nothing else', () => {
    const source = `
      const labels = { en: 'Label: \${x}', fr: \`Libellé\\u00a0: \${x}\` }
      const OPTION_FR = { 'Outbox': "Boîte d'envoi" }
      const fr = { title: 'Aperçu', keys: t('not.copy') }
      const a = lang === 'fr' ? 'Filtrer ?' : 'Filter?'
      const b = lang === 'en' ? 'Settings' : 'Réglages'
      const c = (isFr: boolean) => (isFr ? <h3>En-têtes</h3> : <h3>Headers</h3>)
      const d = { en: 'In "Shop the look"', fr: 'Dans « Shop the look »' }`
    const found = frenchIn('x.tsx', source).map(([, text]) => text)
    expect(found.sort()).toEqual(
      [
        'Libellé\u00a0: {x}',
        "Boîte d'envoi",
        'Aperçu',
        'Filtrer ?',
        'Réglages',
        'En-têtes',
        'Dans « Shop the look »',
      ].sort(),
    )
    expect(problems(frenchIn('x.tsx', source)).length).toBe(5)
  })

  it('holds in the French written in the source: backoffice labels, admin views, domain texts', () => {
    expect(folders).toEqual(expect.arrayContaining(['src/collections', 'src/globals', 'src/admin', 'src/domain']))
    const strings = frenchInSource(root, folders)
    expect(strings.length).toBeGreaterThan(1000)
    expect(problems(strings)).toEqual([])
    // It parses every source file: seconds on a busy two-core machine.
  }, 60_000)
})
