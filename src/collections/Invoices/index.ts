import type { CollectionConfig } from 'payload'
import { moneyField } from '@/fields/money'
import { documentAccess, documentNumber, sellerCopy } from '../shared/accountingDocument'
import { GROUPS } from '../shared/groups'

/**
 * One invoice per paid order, issued by the payment code in the payment's own transaction (src/server/invoices).
 * An invoice is never edited or deleted: its number belongs to an unbroken sequence, and its amounts are the
 * order's at the time of payment.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: { en: 'Invoice', fr: 'Facture' }, plural: { en: 'Invoices', fr: 'Factures' } },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'order', 'issuedAt', 'total'],
    listSearchableFields: ['number'],
    group: GROUPS.sales,
    description: {
      en: 'Issued automatically when an order is paid, numbered without gaps (F-year-sequence). Download the PDF from the order.',
      fr: 'Émises automatiquement au paiement d’une commande, numérotées sans interruption (F-année-numéro). Le PDF se télécharge depuis la commande.',
    },
  },
  defaultSort: '-issuedAt',
  access: documentAccess,
  fields: [
    documentNumber,
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      unique: true,
      maxDepth: 0,
      label: { en: 'Order', fr: 'Commande' },
    },
    { name: 'issuedAt', type: 'date', required: true, index: true, label: { en: 'Issued at', fr: 'Émise le' } },
    moneyField('total', { label: { en: 'Total incl. VAT', fr: 'Total TTC' } }),
    // At the order's rate (its `vat` group; 20 % for an order placed before VAT by destination).
    moneyField('vat', { label: { en: 'VAT', fr: 'TVA' } }),
    sellerCopy,
  ],
}
