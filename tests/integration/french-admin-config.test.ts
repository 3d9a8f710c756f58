// The French admin is French all through: every collection and global of the built config is walked, and each
// label a staff member reads (collection and global names, field labels, tab labels, select values, help texts)
// must have its French. A field added later in English only fails here, naming where it is; so does a field with no
// label of its own (Payload would show one made from its name, "Line1" or "Pending At", and nothing translates it),
// and so does an array without row labels ("Hour 01", "Ajouter Hour") or a locale named in one language only.
import { initI18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
}, 120_000)

type Node = {
  name?: string
  type?: string
  label?: unknown
  labels?: { singular?: unknown; plural?: unknown }
  options?: unknown[]
  admin?: { hidden?: boolean; disabled?: boolean; description?: unknown }
  hidden?: boolean
  fields?: Node[]
  tabs?: Node[]
  blocks?: Node[]
  slug?: string
}

/** A label written in both languages, or one Payload translates itself (a function of `t`), or none shown (false). */
const hasFrench = (label: unknown) =>
  label === false ||
  typeof label === 'function' ||
  (typeof label === 'object' &&
    label !== null &&
    typeof (label as { fr?: unknown }).fr === 'string' &&
    typeof (label as { en?: unknown }).en === 'string')

function missing(where: string, nodes: Node[] | undefined, out: string[]) {
  for (const f of nodes ?? []) {
    // Hidden and disabled fields are never shown; Payload's own fields (id, dates, auth) carry its translations.
    if (f.hidden || f.admin?.hidden || f.admin?.disabled) continue
    const at = `${where}.${f.name ?? f.type}`
    if (f.name && f.type !== 'ui' && !hasFrench(f.label)) out.push(`${at} (label ${JSON.stringify(f.label)})`)
    // An array's rows ("Line 01") and its add button ("Ajouter Hour") read its singular; Payload makes one from the
    // field's name when none is written.
    if (f.type === 'array')
      for (const l of [f.labels?.singular, f.labels?.plural])
        if (!hasFrench(l)) out.push(`${at} (rows ${JSON.stringify(l)})`)
    for (const o of f.options ?? [])
      if (typeof o === 'string' || !hasFrench((o as { label?: unknown }).label))
        out.push(`${at} = ${JSON.stringify(typeof o === 'string' ? o : (o as { value: string }).value)}`)
    const d = f.admin?.description
    if (typeof d === 'string' || (d && typeof d === 'object' && !hasFrench(d))) out.push(`${at} (help text)`)
    missing(at, f.fields, out)
    for (const tab of f.tabs ?? []) {
      if (tab.label !== undefined && !hasFrench(tab.label)) out.push(`${at} tab ${JSON.stringify(tab.label)}`)
      missing(at, tab.fields, out)
    }
    for (const block of f.blocks ?? []) {
      for (const l of [block.labels?.singular, block.labels?.plural])
        if (!hasFrench(l)) out.push(`${at}[${block.slug}] (name ${JSON.stringify(l)})`)
      missing(`${at}[${block.slug}]`, block.fields, out)
    }
  }
}

describe('the French admin', () => {
  it('has French for every collection and global name, field label, select value and help text', () => {
    const out: string[] = []
    for (const c of payload.config.collections as unknown as (Node & { admin?: { hidden?: unknown } })[]) {
      // Payload's own bookkeeping (jobs, locks, preferences, migrations) is never shown in the sidebar.
      if (c.admin?.hidden === true || c.slug!.startsWith('payload-')) continue
      for (const l of [c.labels?.singular, c.labels?.plural]) if (!hasFrench(l)) out.push(`${c.slug} (name)`)
      missing(c.slug!, c.fields, out)
    }
    for (const g of payload.config.globals as unknown as Node[]) {
      if (!hasFrench(g.label)) out.push(`${g.slug} (name)`)
      missing(g.slug!, g.fields, out)
    }
    expect(out).toEqual([])
  })

  it('names the content languages in the reader\'s language, and writes "Créer" without hedging on its gender', async () => {
    const locales = payload.config.localization ? payload.config.localization.locales : []
    expect(locales.map((l) => [l.code, l.label])).toEqual([
      ['en', { en: 'English', fr: 'Anglais' }],
      ['fr', { en: 'French', fr: 'Français' }],
    ])
    // The French the admin is drawn with: Payload's own, merged with ours.
    const i18n = await initI18n({ config: payload.config.i18n, context: 'client', language: 'fr' })
    expect(i18n.t('general:createNew')).toBe('Créer')
    expect(i18n.t('general:createNewLabel', { label: 'Boutique' })).toBe('Créer\u00a0: Boutique')
  })

  it('labels the store hours in French (the week’s own field names its days: StoreWeek.client.tsx)', () => {
    const stores = payload.config.collections.find((c) => c.slug === 'stores')!
    const hours = stores.fields.find((f) => 'name' in f && f.name === 'hours') as unknown as Node
    expect(hours.label).toEqual({ en: 'Hours', fr: 'Horaires' })
    expect(hours.labels).toEqual({ singular: { en: 'Day', fr: 'Jour' }, plural: { en: 'Days', fr: 'Jours' } })
  })
})
