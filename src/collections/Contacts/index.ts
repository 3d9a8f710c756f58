import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { formCreateOr, formRowsOr } from '@/access/publicForm'
import { CONTACT_REASONS } from '@/domain/schemas/forms'
import { CONTACT_STATUSES } from '@/domain/forms'
import { guardContactStatus } from './hooks/guardStatus'
import { requestFields } from '../shared/requestFields'
import { GROUPS } from '../shared/groups'

/** The contact inbox (/app/contacts): new → answered → closed. */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: { en: 'Message', fr: 'Message' }, plural: { en: 'Contact inbox', fr: 'Messages reçus' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'status', 'lastName', 'email', 'reason'],
    listSearchableFields: ['email', 'lastName', 'message'],
    group: GROUPS.customers,
  },
  defaultSort: '-createdAt',
  access: { read: formRowsOr('service'), create: formCreateOr('service'), update: byRole('service'), delete: byRole() },
  hooks: { beforeChange: [guardContactStatus] },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [...CONTACT_STATUSES],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'address', type: 'textarea' },
    { name: 'reason', type: 'select', required: true, options: [...CONTACT_REASONS] },
    { name: 'message', type: 'textarea', required: true },
    { name: 'newsletter', type: 'checkbox', defaultValue: false },
    {
      name: 'staffNote',
      type: 'textarea',
      admin: { description: { en: 'Internal, never sent.', fr: 'Interne, jamais envoyé.' } },
    },
    ...requestFields,
  ],
}
