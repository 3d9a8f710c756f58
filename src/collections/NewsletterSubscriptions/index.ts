import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { formCreateOr, formRowsOr } from '@/access/publicForm'
import { NEWSLETTER_STATUSES } from '@/domain/forms'
import { exportCsv } from './exportCsv'
import { GROUPS } from '../shared/groups'

/** Double opt-in: 'pending' until the emailed link is followed; one row per address (/app/newsletter-subscriptions). */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  labels: { singular: { en: 'Subscriber', fr: 'Abonnée' }, plural: { en: 'Newsletter', fr: 'Newsletter' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'locale', 'source', 'createdAt', 'confirmedAt'],
    group: GROUPS.customers,
    components: { beforeList: ['@/admin/ExportCsvLink#ExportCsvLink'] },
  },
  defaultSort: '-createdAt',
  access: {
    read: formRowsOr('service'),
    create: formCreateOr('service'),
    update: formRowsOr('service'),
    delete: byRole('service'),
  },
  endpoints: [exportCsv],
  fields: [
    { name: 'email', label: { en: 'Email', fr: 'E-mail' }, type: 'email', required: true, unique: true, index: true },
    {
      name: 'status',
      label: { en: 'Status', fr: 'Statut' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [...NEWSLETTER_STATUSES],
    },
    {
      name: 'locale',
      label: { en: 'Language', fr: 'Langue' },
      type: 'select',
      options: ['en', 'fr'],
      defaultValue: 'en',
    },
    {
      name: 'source',
      label: { en: 'Source', fr: 'Origine' },
      type: 'select',
      options: ['block', 'footer', 'contact'],
      defaultValue: 'block',
    },
    // The secret of the confirm and unsubscribe links; never shown in the backoffice.
    // Queried by the link endpoints, never returned: read access false would also forbid querying it.
    {
      name: 'token',
      label: { en: 'Token', fr: 'Jeton' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
      hooks: { afterRead: [() => undefined] },
    },
    {
      name: 'consentAt',
      label: { en: 'Consent given at', fr: 'Consentement donné le' },
      type: 'date',
      admin: { readOnly: true },
    },
    { name: 'confirmedAt', label: { en: 'Confirmed at', fr: 'Confirmé le' }, type: 'date', admin: { readOnly: true } },
    {
      name: 'unsubscribedAt',
      label: { en: 'Unsubscribed at', fr: 'Désabonné le' },
      type: 'date',
      admin: { readOnly: true },
    },
  ],
}
