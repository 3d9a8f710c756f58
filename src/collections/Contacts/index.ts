import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { formCreateOr, formRowsOr } from '@/access/publicForm'
import { CONTACT_REASONS } from '@/domain/schemas/forms'
import { CONTACT_STATUSES } from '@/domain/forms'
import { guardContactStatus } from './hooks/guardStatus'
import { requestFields } from '../shared/requestFields'
import { GROUPS } from '../shared/groups'

// What the shopper wrote is kept as sent: no one edits it, staff included (read-only in the form, refused by the API).
const asSent = { access: { update: () => false }, admin: { readOnly: true } }

/** The contact inbox (/app/contacts): new → answered → closed. Staff reply from the message (templates, the email
 *  port); every reply is logged on it (who, when, text). */
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
      label: { en: 'Status', fr: 'Statut' },
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [...CONTACT_STATUSES],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', label: { en: 'First name', fr: 'Prénom' }, type: 'text', required: true, ...asSent },
        { name: 'lastName', label: { en: 'Last name', fr: 'Nom' }, type: 'text', required: true, ...asSent },
      ],
    },
    { name: 'email', label: { en: 'Email', fr: 'E-mail' }, type: 'email', required: true, index: true, ...asSent },
    { name: 'address', label: { en: 'Address', fr: 'Adresse' }, type: 'textarea', ...asSent },
    {
      name: 'reason',
      label: { en: 'Reason', fr: 'Motif' },
      type: 'select',
      required: true,
      options: [...CONTACT_REASONS],
      ...asSent,
    },
    { name: 'message', label: { en: 'Message', fr: 'Message' }, type: 'textarea', required: true, ...asSent },
    {
      name: 'newsletter',
      label: { en: 'Newsletter', fr: 'Lettre d’information' },
      type: 'checkbox',
      defaultValue: false,
      ...asSent,
    },
    {
      name: 'replyBox',
      type: 'ui',
      admin: { components: { Field: '@/admin/contacts/ContactReply#ContactReply' } },
    },
    {
      name: 'replies',
      type: 'array',
      label: { en: 'Replies sent', fr: 'Réponses envoyées' },
      labels: { singular: { en: 'Reply', fr: 'Réponse' }, plural: { en: 'Replies', fr: 'Réponses' } },
      // Written only by the reply action (src/server/forms/contactReply.ts): the log of what the shopper received.
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, initCollapsed: false },
      fields: [
        { name: 'at', type: 'date', required: true, label: { en: 'Sent at', fr: 'Envoyée le' } },
        { name: 'by', type: 'text', required: true, label: { en: 'By', fr: 'Par' } },
        { name: 'template', type: 'text', label: { en: 'Template', fr: 'Modèle' } },
        { name: 'language', type: 'select', options: ['en', 'fr'], label: { en: 'Language', fr: 'Langue' } },
        { name: 'subject', type: 'text', required: true, label: { en: 'Subject', fr: 'Objet' } },
        { name: 'text', type: 'textarea', required: true, label: { en: 'Text', fr: 'Texte' } },
      ],
    },
    {
      name: 'staffNote',
      label: { en: 'Staff note', fr: 'Note interne' },
      type: 'textarea',
      admin: { description: { en: 'Internal, never sent.', fr: 'Interne, jamais envoyé.' } },
    },
    ...requestFields,
  ],
}
