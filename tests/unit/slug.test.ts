// Slugs made from titles, and SEO titles that already carry the house's name.
import { describe, expect, it } from 'vitest'
import { carriesBrand, slugify } from '@/domain/slug'
import { slugField } from '@/fields/slug'
import { pageMetadata } from '@/server/seo/metadata'

describe('slugify', () => {
  it('makes a French title a clean slug', () => {
    expect(slugify('Les escarpins de l’été')).toBe('les-escarpins-de-l-ete')
    expect(slugify('  Œuvre & cœur — 2026 ! ')).toBe('oeuvre-coeur-2026')
    expect(slugify('!!!')).toBe('')
    expect(slugify('a'.repeat(79) + ' b')).toBe('a'.repeat(79))
  })
})

describe('slug field', () => {
  const hook = (slugField as { hooks: { beforeValidate: ((a: object) => unknown)[] } }).hooks.beforeValidate[0]!
  const validate = (slugField as { validate: (v: unknown, o: object) => unknown }).validate

  it('derives an empty slug from the title and keeps one that was typed', () => {
    expect(hook({ value: '', siblingData: { title: 'Le soulier du mois' } })).toBe('le-soulier-du-mois')
    expect(hook({ value: 'mon-slug', siblingData: { title: 'Autre chose' } })).toBe('mon-slug')
  })

  it('accepts an empty slug only while the title can make one, and refuses a malformed one', () => {
    expect(validate('', { siblingData: { title: 'Le soulier' } })).toBe(true)
    expect(validate('', { siblingData: { title: '!!!' } })).not.toBe(true)
    expect(validate('Pas Bon', { siblingData: { title: 'x' } })).not.toBe(true)
    expect(validate('bon-slug', { siblingData: {} })).toBe(true)
  })
})

describe('SEO title suffix', () => {
  it('is added once: a title naming the house is used as is', () => {
    expect(carriesBrand('Notre histoire — Maison Sabine')).toBe(true)
    expect(carriesBrand('Notre histoire')).toBe(false)
    const meta = (title: string) => pageMetadata({ locale: 'fr', path: '/brand', title, description: 'd' }).title
    expect(meta('Notre histoire | maison  sabine')).toEqual({ absolute: 'Notre histoire | maison  sabine' })
    expect(meta('Notre histoire')).toBe('Notre histoire')
  })
})
