import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { VITAL_NAMES, VITAL_TEMPLATES, VITAL_TEMPLATE_LABELS } from '@/domain/webVitals'
import { GROUPS } from '../shared/groups'

/** The measures' names are the same in both languages (LCP, INP…). */
const same = (values: readonly string[]) => values.map((value) => ({ value, label: { en: value, fr: value } }))

/**
 * Real-user speed: one row per measure of a page view, sent by the shopper's browser under their audience-measurement
 * consent (POST /api/vitals). No address, no session, no path beyond the template: nothing here names a person.
 * Written by the endpoint only; the dashboard reads the p75 per template (admins).
 */
export const WebVitals: CollectionConfig = {
  slug: 'web-vitals',
  labels: {
    singular: { en: 'Speed measure', fr: 'Mesure de vitesse' },
    plural: { en: 'Speed measures', fr: 'Mesures de vitesse' },
  },
  admin: {
    defaultColumns: ['createdAt', 'template', 'name', 'value', 'rating'],
    group: GROUPS.system,
    description: {
      en: 'What shoppers’ browsers measured, page by page (only with their consent to audience measurement). The dashboard shows the 75th percentile per template.',
      fr: 'Ce que les navigateurs des clients ont mesuré, page par page (seulement avec leur accord pour la mesure d’audience). Le tableau de bord en montre le 75e centile par gabarit.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: byRole(), create: nobody, update: nobody, delete: byRole() },
  fields: [
    {
      name: 'template',
      type: 'select',
      required: true,
      index: true,
      options: VITAL_TEMPLATES.map((value) => ({ value, label: VITAL_TEMPLATE_LABELS[value] })),
      label: { en: 'Template', fr: 'Gabarit' },
    },
    {
      name: 'name',
      type: 'select',
      required: true,
      options: same(VITAL_NAMES),
      label: { en: 'Measure', fr: 'Mesure' },
    },
    {
      name: 'value',
      type: 'number',
      required: true,
      label: { en: 'Value (ms, CLS unitless)', fr: 'Valeur (ms, CLS sans unité)' },
    },
    {
      name: 'rating',
      type: 'select',
      required: true,
      options: [
        { value: 'good', label: { en: 'Good', fr: 'Bonne' } },
        { value: 'needs-improvement', label: { en: 'Needs improvement', fr: 'À améliorer' } },
        { value: 'poor', label: { en: 'Poor', fr: 'Mauvaise' } },
      ],
      label: { en: 'Rating', fr: 'Appréciation' },
    },
    {
      name: 'locale',
      type: 'select',
      options: [
        { value: 'en', label: { en: 'English', fr: 'Anglais' } },
        { value: 'fr', label: { en: 'French', fr: 'Français' } },
      ],
      label: { en: 'Language', fr: 'Langue' },
    },
  ],
}
