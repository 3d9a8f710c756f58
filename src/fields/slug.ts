// A unique URL slug (same in both languages: /magazine/{slug} and /fr/magazine/{slug}).
import type { Field } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const slugField: Field = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: { en: 'Lowercase words joined by hyphens.', fr: 'Mots en minuscules reliés par des tirets.' },
  },
  validate: (value: unknown) =>
    typeof value === 'string' && SLUG.test(value) ? true : 'Use lowercase letters, digits and hyphens only.',
}
