// A unique URL slug (same in both languages: /magazine/{slug} and /fr/magazine/{slug}). Left empty, it is derived
// from the title when the document is saved; once set it is never rewritten (published links keep working).
import type { Field, FieldHook } from 'payload'
import { SLUG_PATTERN, slugify } from '@/domain/slug'

const fromTitle: FieldHook = ({ value, siblingData }) => {
  if (typeof value === 'string' && value.trim()) return value.trim()
  const title = (siblingData as { title?: unknown } | undefined)?.title
  return typeof title === 'string' && slugify(title) ? slugify(title) : value
}

export const slugField: Field = {
  name: 'slug',
  label: { en: 'Slug', fr: 'Identifiant d’URL' },
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: {
      en: 'Lowercase words joined by hyphens. Leave empty to make it from the title.',
      fr: 'Mots en minuscules reliés par des tirets. Laissez vide pour le former à partir du titre.',
    },
  },
  hooks: { beforeValidate: [fromTitle] },
  // Empty is accepted while a title is there (the hook fills it in before the server validates).
  validate: (value: unknown, { siblingData }: { siblingData?: { title?: unknown } }) => {
    if ((value === undefined || value === null || value === '') && typeof siblingData?.title === 'string')
      return slugify(siblingData.title) ? true : 'Use lowercase letters, digits and hyphens only.'
    return typeof value === 'string' && SLUG_PATTERN.test(value)
      ? true
      : 'Use lowercase letters, digits and hyphens only.'
  },
}
