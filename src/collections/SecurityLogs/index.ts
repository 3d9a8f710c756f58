import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { GROUPS } from '../shared/groups'

/** Sign-in events of the backoffice (successes, failures, lockouts), written by server hooks only. */
export const SecurityLogs: CollectionConfig = {
  slug: 'security-logs',
  labels: {
    singular: { en: 'Security event', fr: 'Événement de sécurité' },
    plural: { en: 'Security logs', fr: 'Journal de sécurité' },
  },
  admin: { useAsTitle: 'event', defaultColumns: ['event', 'email', 'ip', 'createdAt'], group: GROUPS.admin },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'event',
      type: 'select',
      required: true,
      index: true,
      options: ['login-success', 'login-failure', 'locked', 'logout'],
    },
    { name: 'email', type: 'text', index: true },
    { name: 'ip', type: 'text' },
    { name: 'userAgent', type: 'text' },
    { name: 'detail', type: 'text' },
  ],
}
