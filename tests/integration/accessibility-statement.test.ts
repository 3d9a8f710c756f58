// The accessibility statement reaches databases that exist already (issue 42): the seed writes pages on an empty
// database only, so a migration writes the statement's current text over the one an older database holds, in both
// languages, as a new published version (the replaced text stays in the versions). Where there is no statement yet
// (a new database, before the seed) the migration writes nothing.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { page as statement } from '../../seed/content/pages/accessibility'
import { migrationsForDatabase } from '@/server/platform/migrations'
import { testPayload } from './helpers/payload'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
}, 600_000)

/** The migration that writes the statement, as the database in use has it, run as the server would at start. */
async function migrate() {
  const migration = migrationsForDatabase().find((m) => m.name.endsWith('_accessibility_statement'))
  expect(migration, 'the accessibility statement migration').toBeDefined()
  const db = (payload.db as unknown as { drizzle: unknown }).drizzle
  await (migration!.up as (args: unknown) => Promise<void>)({ db, payload, req: {} })
}

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
  children: [{ type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
})
const body = (...texts: string[]) => ({
  root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children: texts.map(paragraph) },
})

/** Every text of a rich-text value, one per line. */
function texts(node: unknown): string[] {
  if (!node || typeof node !== 'object') return []
  const n = node as { text?: unknown; children?: unknown[]; root?: unknown; fields?: { items?: unknown } }
  return [...(typeof n.text === 'string' ? [n.text] : []), ...texts(n.root), ...(n.children ?? []).flatMap(texts)]
}

/** The statement as the public reads it in one language. */
async function publicStatement(locale: 'en' | 'fr') {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: 'accessibility' } },
    locale,
    depth: 0,
    overrideAccess: false,
  })
  return { title: docs[0]?.title, text: texts(docs[0]?.content).join('\n') }
}

describe('the accessibility statement on an existing database', () => {
  it('writes nothing where there is no statement yet (the seed writes it after the migrations)', async () => {
    // Whichever test of this file ran first (they run shuffled): no statement before the migration.
    await payload.delete({ collection: 'pages', where: {}, overrideAccess: true, context })
    await migrate()
    expect((await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('replaces the statement of an older database in both languages, the old text kept in its versions', async () => {
    // The statement as the seed of 22 November wrote it: 2.2.1 listed as not met.
    const old = {
      en: 'When a page does not exist, we take you to the home page after 7 seconds, and this delay cannot yet be stopped or extended (criterion 2.2.1 Timing Adjustable, not met).',
      fr: 'Lorsqu’une page n’existe pas, nous vous menons à l’accueil au bout de 7\u00a0secondes, et ce délai ne peut pas encore être interrompu ni prolongé (critère 2.2.1 Réglage du délai, non respecté).',
    }
    const doc = await payload.create({
      collection: 'pages',
      locale: 'en',
      overrideAccess: true,
      context,
      data: {
        slug: 'accessibility',
        title: 'Accessibility Statement',
        description: 'The statement of 22 November.',
        content: body(old.en) as never,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'pages',
      id: doc.id,
      locale: 'fr',
      overrideAccess: true,
      context,
      data: {
        title: 'Déclaration d’accessibilité',
        description: 'La déclaration du 22 novembre.',
        content: body(old.fr) as never,
        _status: 'published',
      },
    })
    expect((await publicStatement('en')).text).toContain('not met')

    await migrate()

    for (const locale of ['en', 'fr'] as const) {
      const { title, text } = await publicStatement(locale)
      expect(title).toBe(statement[locale].title)
      // Word for word the seed's statement: what a new database gets.
      for (const block of statement[locale].body)
        for (const line of 'items' in block ? block.items : 'text' in block ? [block.text] : [])
          expect(text, locale).toContain(line)
      expect(text).not.toContain(old[locale])
    }
    const en = (await publicStatement('en')).text
    expect(en).toContain('2.2.1 Timing Adjustable: the “page not found” page took you to the home page after 7 seconds')
    expect(en).not.toMatch(/2\.2\.1 Timing Adjustable, not met/)
    expect(en).toContain('To ask for an accessible alternative')
    expect(en).toContain('last updated on 28 November 2026')
    const fr = (await publicStatement('fr')).text
    expect(fr).toContain('2.2.1 Réglage du délai\u00a0: la page «\u00a0page introuvable\u00a0» vous menait')
    expect(fr).not.toContain('Réglage du délai, non respecté')
    expect(fr).toContain('Pour demander une alternative accessible')

    // The replaced text is still in the page's versions, to restore if staff had written their own.
    const versions = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: doc.id } },
      locale: 'en',
      depth: 0,
      limit: 50,
      overrideAccess: true,
    })
    expect(versions.docs.some((v) => texts(v.version.content).includes(old.en))).toBe(true)
  })
})
