import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { GROUPS } from '../shared/groups'

/** Results of the reconciliation check (nightly, or on demand from /app/stock): written by the system only. */
export const StockChecks: CollectionConfig = {
  slug: 'stock-checks',
  labels: {
    singular: { en: 'Stock check', fr: 'Contrôle de stock' },
    plural: { en: 'Stock checks', fr: 'Contrôles de stock' },
  },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'summary', 'drifts', 'trigger'],
    group: GROUPS.stock,
    description: {
      en: 'Each check compares every stock line with the sum of its ledger movements. A drift means a change that bypassed the ledger: look at the line’s history.',
      fr: 'Chaque contrôle compare chaque ligne de stock à la somme de ses mouvements. Un écart signale un changement passé hors du journal : consultez l’historique de la ligne.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: byRole('stock'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'summary', type: 'text', required: true, label: { en: 'Result', fr: 'Résultat' } },
    { name: 'drifts', type: 'number', required: true, label: { en: 'Drifts', fr: 'Écarts' } },
    { name: 'lines', type: 'number', required: true, label: { en: 'Lines checked', fr: 'Lignes contrôlées' } },
    {
      name: 'trigger',
      type: 'select',
      required: true,
      options: [
        { value: 'nightly', label: { en: 'Nightly', fr: 'Nocturne' } },
        { value: 'manual', label: { en: 'On demand', fr: 'À la demande' } },
      ],
      label: { en: 'Run', fr: 'Lancement' },
    },
    { name: 'by', type: 'relationship', relationTo: 'users', maxDepth: 0, label: { en: 'By', fr: 'Par' } },
    { name: 'details', type: 'json', label: { en: 'Drifting lines', fr: 'Lignes en écart' } },
  ],
}
