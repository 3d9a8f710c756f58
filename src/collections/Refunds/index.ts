// Refunds of an order (issue 37): one document per refund made by service staff from the order — chosen lines and
// quantities, an amount (the pairs at the price paid, or an edited one), with or without restock, inside a return or
// not — paid back through the payment port and credited by its own credit note. Written by the refunds module only
// (src/server/refunds), after its role check: nobody creates or edits a refund through the API, admins included.
import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { moneyField } from '@/fields/money'
import { GROUPS } from '../shared/groups'

export const Refunds: CollectionConfig = {
  slug: 'refunds',
  labels: { singular: { en: 'Refund', fr: 'Remboursement' }, plural: { en: 'Refunds', fr: 'Remboursements' } },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'amount', 'status', 'creditNoteNumber', 'by', 'createdAt'],
    group: GROUPS.sales,
    description: {
      en: 'Refunds made from an order (its “Refund…” button): the pairs, the amount, the payment provider’s reference and the credit note.',
      fr: 'Remboursements faits depuis une commande (son bouton «\u00a0Rembourser…\u00a0»)\u00a0: les articles, le montant, la référence du prestataire de paiement et l’avoir.',
    },
  },
  access: { read: byRole('service'), create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      index: true,
      maxDepth: 0,
      label: { en: 'Order', fr: 'Commande' },
    },
    { name: 'orderNumber', type: 'text', required: true, label: { en: 'Order', fr: 'Commande' } },
    {
      name: 'return',
      type: 'relationship',
      relationTo: 'returns',
      index: true,
      maxDepth: 0,
      label: { en: 'Return', fr: 'Retour' },
    },
    /** The dialog's own key (one per opening): a double click or a retry finds this refund instead of paying twice. */
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: { en: 'Status', fr: 'Statut' },
      // Pending: claimed, the provider asked; refunded: the provider's refund recorded with its credit note.
      options: [
        { value: 'pending', label: { en: 'In progress', fr: 'En cours' } },
        { value: 'refunded', label: { en: 'Refunded', fr: 'Remboursé' } },
      ],
    },
    {
      name: 'lines',
      type: 'array',
      label: { en: 'Items', fr: 'Articles' },
      labels: { singular: { en: 'Item', fr: 'Article' }, plural: { en: 'Items', fr: 'Articles' } },
      fields: [
        { name: 'sku', type: 'text', required: true, label: { en: 'SKU', fr: 'Référence (SKU)' } },
        { name: 'title', type: 'text', required: true, label: { en: 'Item', fr: 'Article' } },
        { name: 'size', type: 'text', label: { en: 'Size', fr: 'Taille' } },
        moneyField('unitPrice', { label: { en: 'Unit price', fr: 'Prix unitaire' } }),
        // 0 when the refund took money from this line without a pair (a goodwill gesture).
        { name: 'quantity', type: 'number', required: true, min: 0, label: { en: 'Quantity', fr: 'Quantité' } },
        moneyField('amount', { label: { en: 'Refunded', fr: 'Remboursé' } }),
      ],
    },
    moneyField('amount', { label: { en: 'Amount', fr: 'Montant' } }),
    { name: 'restock', type: 'checkbox', defaultValue: false, label: { en: 'Restocked', fr: 'Remis en stock' } },
    { name: 'reason', type: 'textarea', label: { en: 'Reason', fr: 'Motif' } },
    {
      name: 'provider',
      type: 'select',
      options: ['stripe', 'test'],
      label: { en: 'Payment provider', fr: 'Prestataire de paiement' },
    },
    {
      name: 'refundId',
      type: 'text',
      unique: true,
      label: { en: 'Provider’s refund id', fr: 'Référence du prestataire' },
    },
    { name: 'creditNoteNumber', type: 'text', label: { en: 'Credit note', fr: 'Avoir' } },
    { name: 'by', type: 'text', required: true, label: { en: 'By', fr: 'Par' } },
    { name: 'refundedAt', type: 'date', label: { en: 'Refunded at', fr: 'Remboursé le' } },
  ],
}
