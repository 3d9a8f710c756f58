import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { GROUPS } from '../shared/groups'

/** Every payment event handled once: the unique event id is the webhook's dedupe key. */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: {
    singular: { en: 'Payment event', fr: 'Événement de paiement' },
    plural: { en: 'Payment events', fr: 'Événements de paiement' },
  },
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'sessionId', 'createdAt'], group: GROUPS.sales },
  access: { read: byRole('service'), create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'eventId',
      label: { en: 'Event ID', fr: 'Identifiant d’événement' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'type', label: { en: 'Type', fr: 'Type' }, type: 'text', required: true },
    { name: 'sessionId', label: { en: 'Session ID', fr: 'Identifiant de session' }, type: 'text', index: true },
    { name: 'provider', label: { en: 'Payment provider', fr: 'Prestataire de paiement' }, type: 'text' },
  ],
}
