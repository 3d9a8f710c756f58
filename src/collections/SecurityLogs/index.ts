import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { GROUPS } from '../shared/groups'

/** Sign-ins of the backoffice and every change to staff accounts (who, what, from where), written by server code only. */
export const SecurityLogs: CollectionConfig = {
  slug: 'security-logs',
  labels: {
    singular: { en: 'Security event', fr: 'Événement de sécurité' },
    plural: { en: 'Security logs', fr: 'Journal de sécurité' },
  },
  admin: { useAsTitle: 'event', defaultColumns: ['event', 'email', 'actor', 'ip', 'createdAt'], group: GROUPS.admin },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'event',
      type: 'select',
      required: true,
      index: true,
      options: [
        'login-success',
        'login-failure',
        'locked',
        'logout',
        'user-created',
        'user-updated',
        'user-deleted',
        'roles-changed',
        'password-changed',
        'password-reset',
        'user-deactivated',
        'user-reactivated',
        'sessions-ended',
        'invite-sent',
        'totp-enrolled',
        'totp-reset',
        'totp-failure',
        'totp-success',
      ],
    },
    // The account concerned, and the staff member who acted ("system" for server work, the email typed at sign-in).
    { name: 'email', type: 'text', index: true },
    { name: 'actor', type: 'text', index: true },
    { name: 'ip', type: 'text' },
    { name: 'userAgent', type: 'text' },
    { name: 'detail', type: 'text' },
  ],
}
