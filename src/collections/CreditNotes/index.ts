import type { CollectionConfig } from 'payload'
import { moneyField } from '@/fields/money'
import { documentAccess, documentNumber, sellerCopy } from '../shared/accountingDocument'
import { GROUPS } from '../shared/groups'

/**
 * One credit note (avoir) per refunded return, issued by the refund's own transaction (src/server/invoices). It
 * cancels the refunded lines of the order's invoice, which it names; its number belongs to its own unbroken
 * sequence (A-year-number). Never edited or deleted. Amounts are stored as positive cents and printed negative.
 */
export const CreditNotes: CollectionConfig = {
  slug: 'credit-notes',
  labels: { singular: { en: 'Credit note', fr: 'Avoir' }, plural: { en: 'Credit notes', fr: 'Avoirs' } },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'invoiceNumber', 'order', 'issuedAt', 'total'],
    listSearchableFields: ['number', 'invoiceNumber'],
    group: GROUPS.sales,
    description: {
      en: 'Issued automatically when a return is refunded, numbered without gaps (A-year-sequence). Download the PDF from the order.',
      fr: 'Émis automatiquement au remboursement d’un retour, numérotés sans interruption (A-année-numéro). Le PDF se télécharge depuis la commande.',
    },
  },
  defaultSort: '-issuedAt',
  access: documentAccess,
  fields: [
    documentNumber,
    {
      name: 'return',
      type: 'relationship',
      relationTo: 'returns',
      required: true,
      unique: true,
      maxDepth: 0,
      label: { en: 'Return', fr: 'Retour' },
    },
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      index: true,
      maxDepth: 0,
      label: { en: 'Order', fr: 'Commande' },
    },
    { name: 'invoiceNumber', type: 'text', required: true, label: { en: 'Invoice', fr: 'Facture d’origine' } },
    { name: 'issuedAt', type: 'date', required: true, index: true, label: { en: 'Issued at', fr: 'Émis le' } },
    moneyField('total', { label: { en: 'Refunded incl. VAT', fr: 'Remboursé TTC' } }),
    // At the order's rate (its `vat` group; 20 % for an order placed before VAT by destination).
    moneyField('vat', { label: { en: 'VAT', fr: 'TVA' } }),
    sellerCopy,
  ],
}
