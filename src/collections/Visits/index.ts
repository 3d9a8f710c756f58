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
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'YYYY-MM-DD (Paris)' },
        },
        { name: 'preferredTime', type: 'text', required: true, admin: { description: 'HH:MM' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'productTitle', type: 'text' },
        { name: 'productId', type: 'text' },
        { name: 'size', type: 'text', required: true },
      ],
    },
    { name: 'notes', type: 'textarea', label: { en: 'Special instructions', fr: 'Instructions particulières' } },
    ...requestFields,
  ],
}
