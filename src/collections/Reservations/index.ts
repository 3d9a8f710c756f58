import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { formCreateOnly, formRowsOr } from '@/access/publicForm'
import { RESERVATION_STATUSES } from '@/domain/reservations'
import { endByStaff } from './hooks/endByStaff'
import { requestFields } from '../shared/requestFields'
import { GROUPS } from '../shared/groups'

const readOnly = { readOnly: true }

const STATUS_LABELS = {
  held: { en: 'Held', fr: 'Réservée' },
  collected: { en: 'Collected', fr: 'Retirée' },
  cancelled: { en: 'Cancelled', fr: 'Annulée' },
  expired: { en: 'Expired', fr: 'Expirée' },
}

/**
 * Pairs set aside in the boutique for 48 hours (a size sold out online): made by POST /api/forms/reservation only,
 * which holds the unit; listed with the try-on visits (/app/collections/visits), ended here by customer service.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: {
    singular: { en: 'Boutique reservation', fr: 'Réservation en boutique' },
    plural: { en: 'Boutique reservations', fr: 'Réservations en boutique' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['expiresAt', 'status', 'lastName', 'productTitle', 'colour', 'size', 'sku'],
    listSearchableFields: ['email', 'lastName', 'phone', 'sku'],
    group: GROUPS.customers,
    description: {
      en: 'A held pair waits in the boutique until its deadline, then goes back on the shelf by itself. Collected: the pair was sold in the boutique. Cancelled: it goes back on the shelf now.',
      fr: 'Une paire réservée attend en boutique jusqu’à l’échéance, puis retrouve d’elle-même sa place en rayon. Retirée\u00a0: la paire a été vendue en boutique. Annulée\u00a0: elle retourne en rayon aussitôt.',
    },
  },
  defaultSort: 'expiresAt',
  // Customer service, as for the visits. Nobody creates one but the endpoint (it takes the unit), nobody deletes one
  // (the ledger names it).
  access: { read: formRowsOr('service'), create: formCreateOnly, update: byRole('service'), delete: nobody },
  hooks: { beforeChange: [endByStaff] },
  fields: [
    {
      name: 'status',
      label: { en: 'Status', fr: 'Statut' },
      type: 'select',
      required: true,
      defaultValue: 'held',
      index: true,
      options: RESERVATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      admin: { description: { en: 'Held → collected or cancelled.', fr: 'Réservée → retirée ou annulée.' } },
    },
    {
      name: 'expiresAt',
      label: { en: 'Held until', fr: 'Réservée jusqu’au' },
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
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
        { name: 'productTitle', label: { en: 'Product', fr: 'Produit' }, type: 'text', admin: readOnly },
        { name: 'colour', label: { en: 'Colour', fr: 'Couleur' }, type: 'text', admin: readOnly },
        { name: 'size', label: { en: 'Size', fr: 'Taille' }, type: 'text', required: true, admin: readOnly },
        { name: 'sku', label: { en: 'SKU', fr: 'Réf.' }, type: 'text', required: true, index: true, admin: readOnly },
      ],
    },
    {
      name: 'store',
      label: { en: 'Boutique', fr: 'Boutique' },
      type: 'relationship',
      relationTo: 'stores',
      required: true,
      maxDepth: 0,
      admin: readOnly,
    },
    { name: 'productPath', type: 'text', admin: { hidden: true } },
    { name: 'endedAt', label: { en: 'Ended', fr: 'Terminée le' }, type: 'date', admin: readOnly },
    // email|sku while held, cleared when it ends: the unique index refuses a second held reservation of the same pair
    // by the same address (NULLs never collide).
    { name: 'activeKey', type: 'text', unique: true, admin: { hidden: true } },
    ...requestFields,
  ],
}
