// Returns of delivered orders: asked for by the shopper (signed link or /account), then accepted (or declined, with
// the reason the shopper is told), received (the pairs go back on the online shelf) and refunded (through the
// payment port, with a credit note) by service staff. Written by the returns
// module only, after its own role and state checks: nobody edits a return through the API, admins included.
import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { DECLINE_REASONS, DECLINE_REASON_LABELS, RETURN_REASONS, RETURN_STATUSES } from '@/domain/returns'
import { moneyField } from '@/fields/money'
import { GROUPS } from '../shared/groups'

const STATUS_LABELS = {
  requested: { en: 'Requested', fr: 'Demandé' },
  accepted: { en: 'Accepted', fr: 'Accepté' },
  declined: { en: 'Declined', fr: 'Refusé' },
  received: { en: 'Received', fr: 'Reçu' },
  refunded: { en: 'Refunded', fr: 'Remboursé' },
} as const
const REASON_LABELS = {
  size: { en: 'Size', fr: 'Taille' },
  style: { en: 'Style', fr: 'Style' },
  quality: { en: 'Quality', fr: 'Qualité' },
  damaged: { en: 'Damaged', fr: 'Abîmé' },
  other: { en: 'Other', fr: 'Autre' },
} as const

export const Returns: CollectionConfig = {
  slug: 'returns',
  labels: { singular: { en: 'Return', fr: 'Retour' }, plural: { en: 'Returns', fr: 'Retours' } },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'status', 'amount', 'reason', 'createdAt'],
    group: GROUPS.sales,
    description: {
      en: 'Returns asked for by shoppers within 14 days of delivery. Accept or decline, mark received and refund them from the order.',
      fr: 'Retours demandés par les clients sous 14 jours après la livraison. Acceptez-les ou refusez-les, marquez-les reçus et remboursez-les depuis la commande.',
    },
  },
  access: { read: byRole('service'), create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'order',
      label: { en: 'Order', fr: 'Commande' },
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      index: true,
      maxDepth: 0,
    },
    { name: 'orderNumber', type: 'text', required: true, label: { en: 'Order', fr: 'Commande' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      label: { en: 'Status', fr: 'Statut' },
      options: RETURN_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    },
    {
      name: 'reason',
      type: 'select',
      required: true,
      label: { en: 'Reason', fr: 'Motif' },
      options: RETURN_REASONS.map((value) => ({ value, label: REASON_LABELS[value] })),
    },
    { name: 'note', type: 'textarea', label: { en: 'Shopper’s note', fr: 'Message du client' } },
    {
      name: 'declineReason',
      type: 'select',
      label: { en: 'Declined because', fr: 'Motif du refus' },
      admin: { readOnly: true, condition: (data) => data?.status === 'declined' },
      options: DECLINE_REASONS.map((value) => ({ value, label: DECLINE_REASON_LABELS[value] })),
    },
    {
      name: 'declineNote',
      type: 'textarea',
      label: { en: 'Note to the shopper', fr: 'Mot au client' },
      admin: { readOnly: true, condition: (data) => data?.status === 'declined' },
    },
    {
      name: 'locale',
      label: { en: 'Language', fr: 'Langue' },
      type: 'select',
      options: ['en', 'fr'],
      defaultValue: 'en',
    },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      label: { en: 'Items', fr: 'Articles' },
      labels: { singular: { en: 'Item', fr: 'Article' }, plural: { en: 'Items', fr: 'Articles' } },
      fields: [
        { name: 'sku', label: { en: 'SKU', fr: 'Référence (SKU)' }, type: 'text', required: true },
        { name: 'title', type: 'text', required: true, label: { en: 'Item', fr: 'Article' } },
        { name: 'size', type: 'text', label: { en: 'Size', fr: 'Taille' } },
        moneyField('unitPrice', { label: { en: 'Unit price', fr: 'Prix unitaire' } }),
        { name: 'quantity', type: 'number', required: true, min: 1, label: { en: 'Quantity', fr: 'Quantité' } },
      ],
    },
    moneyField('amount', {
      label: { en: 'Refund', fr: 'Remboursement' },
      description: {
        en: 'The lines only: shipping is not refunded.',
        fr: 'Les articles seuls\u00a0: la livraison n’est pas remboursée.',
      },
    }),
    /** The form's own id: a second submit of one form finds this return instead of making another. */
    { name: 'requestId', type: 'text', unique: true, index: true, admin: { hidden: true } },
    {
      name: 'refund',
      type: 'group',
      label: { en: 'Refund', fr: 'Remboursement' },
      admin: { readOnly: true },
      fields: [
        { name: 'provider', type: 'text', label: { en: 'Provider', fr: 'Prestataire' } },
        { name: 'refundId', type: 'text', unique: true, label: { en: 'Refund id', fr: 'Référence' } },
        { name: 'refundedAt', type: 'date', label: { en: 'Refunded at', fr: 'Remboursé le' } },
      ],
    },
    {
      name: 'restockedAt',
      type: 'date',
      admin: { readOnly: true },
      label: { en: 'Restocked at', fr: 'Remis en stock le' },
    },
    {
      name: 'log',
      type: 'array',
      admin: { readOnly: true },
      label: { en: 'Steps', fr: 'Étapes' },
      labels: { singular: { en: 'Step', fr: 'Étape' }, plural: { en: 'Steps', fr: 'Étapes' } },
      fields: [
        { name: 'at', label: { en: 'At', fr: 'Le' }, type: 'date', required: true },
        { name: 'by', label: { en: 'By', fr: 'Par' }, type: 'text', required: true },
        { name: 'change', label: { en: 'Change', fr: 'Modification' }, type: 'text', required: true },
        { name: 'reason', label: { en: 'Reason', fr: 'Motif' }, type: 'text' },
      ],
    },
  ],
}
