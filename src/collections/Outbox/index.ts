import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { GROUPS } from '../shared/groups'

/** Every email, when no SMTP_URL is configured: the development and demo "mail server", read by staff. */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: { en: 'Sent email', fr: 'E-mail envoyé' }, plural: { en: 'Outbox', fr: 'Boîte d’envoi' } },
  admin: { useAsTitle: 'subject', defaultColumns: ['createdAt', 'to', 'subject'], group: GROUPS.system },
  defaultSort: '-createdAt',
  // Written only by the email adapter (server code); customer service and admins read it (shoppers' addresses and
  // messages), nobody edits history.
  access: { read: byRole('service'), create: nobody, update: nobody, delete: byRole() },
  fields: [
    { name: 'to', label: { en: 'To', fr: 'Destinataire' }, type: 'text', required: true, index: true },
    { name: 'from', label: { en: 'From', fr: 'Expéditeur' }, type: 'text' },
    { name: 'replyTo', label: { en: 'Reply to', fr: 'Répondre à' }, type: 'text' },
    { name: 'subject', label: { en: 'Subject', fr: 'Objet' }, type: 'text', required: true },
    { name: 'text', label: { en: 'Text', fr: 'Texte' }, type: 'textarea' },
    // Shown rendered (a sandboxed iframe) and as text by the preview below: the code and JSON editors load from a
    // CDN the admin's CSP blocks, so these two stay stored but are not drawn as editors.
    { name: 'html', type: 'code', admin: { language: 'html', hidden: true } },
    { name: 'headers', type: 'json', admin: { hidden: true } },
    {
      name: 'preview',
      type: 'ui',
      label: { en: 'Email preview', fr: 'Aperçu de l’e-mail' },
      admin: { components: { Field: '@/admin/outbox/EmailPreview#EmailPreview' } },
    },
  ],
}
