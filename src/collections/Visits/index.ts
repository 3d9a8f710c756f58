import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { formCreateOr, formRowsOr } from '@/access/publicForm'
import { VISIT_STATUSES } from '@/domain/forms'
import { emailOnConfirm } from './hooks/emailOnConfirm'
import { guardVisitStatus } from './hooks/guardStatus'
import { upcomingVisits } from './upcoming'
import { requestFields } from '../shared/requestFields'
import { GROUPS } from '../shared/groups'

/** Try-on bookings as upcoming boutique visits, listed by day (/app/visits). */
export const Visits: CollectionConfig = {
  slug: 'visits',
  labels: { singular: { en: 'Try-on visit', fr: 'Essayage' }, plural: { en: 'Try-on visits', fr: 'Essayages' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['preferredDate', 'preferredTime', 'status', 'lastName', 'productTitle', 'size'],
    listSearchableFields: ['email', 'lastName', 'phone'],
    group: GROUPS.customers,
    // Upcoming visits by default, grouped by day and ordered by time (see VisitViews); past ones by filter.
    baseFilter: upcomingVisits,
    groupBy: true,
    components: { beforeList: ['@/admin/VisitViews#VisitViews'] },
    description: {
      en: 'Confirming a visit emails the shopper.',
      fr: 'Confirmer un essayage envoie un e-mail à la cliente.',
    },
  },
  defaultSort: 'preferredDate',
  access: { read: formRowsOr('service'), create: formCreateOr('service'), update: byRole('service'), delete: byRole() },
  hooks: { beforeChange: [guardVisitStatus], afterChange: [emailOnConfirm] },
  fields: [
    {
      name: 'status',
      label: { en: 'Status', fr: 'Statut' },
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: [...VISIT_STATUSES],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'preferredDate',
          label: { en: 'Preferred date', fr: 'Date souhaitée' },
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'YYYY-MM-DD (Paris)' },
        },
        {
          name: 'preferredTime',
          label: { en: 'Preferred time', fr: 'Heure souhaitée' },
          type: 'text',
          required: true,
          admin: { description: 'HH:MM' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', label: { en: 'First name', fr: 'Prénom' }, type: 'text', required: true },
        { name: 'lastName', label: { en: 'Last name', fr: 'Nom' }, type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', label: { en: 'Email', fr: 'E-mail' }, type: 'email', required: true, index: true },
        { name: 'phone', label: { en: 'Phone', fr: 'Téléphone' }, type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'productTitle', label: { en: 'Product', fr: 'Produit' }, type: 'text' },
        { name: 'productId', label: { en: 'Product ID', fr: 'Identifiant du produit' }, type: 'text' },
        { name: 'size', label: { en: 'Size', fr: 'Taille' }, type: 'text', required: true },
      ],
    },
    { name: 'notes', type: 'textarea', label: { en: 'Special instructions', fr: 'Instructions particulières' } },
    ...requestFields,
  ],
}
