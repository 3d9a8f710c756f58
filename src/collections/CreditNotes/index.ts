import type { CollectionConfig } from 'payload'
import { moneyField } from '@/fields/money'
import { documentAccess, documentNumber, sellerCopy } from '../shared/accountingDocument'
import { GROUPS } from '../shared/groups'

/**
 * One credit note (avoir) per refund — of a return, or made from the order (the refunds collection) — issued by the
 * refund's own transaction (src/server/invoices). It cancels the refunded lines (or amount) of the order's invoice, which it names; its number belongs to its own unbroken
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
      en: 'Issued automatically with every refund, numbered without gaps (A-year-sequence). Download the PDF from the order.',
      fr: 'Émis automatiquement à chaque remboursement, numérotés sans interruption (A-année-numéro). Le PDF se télécharge depuis la commande.',
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
      unique: true,
      maxDepth: 0,
      label: { en: 'Return', fr: 'Retour' },
    },
    // A refund made from the order (issue 37); a return's own refund names the return above instead.
    {
      name: 'refund',
      type: 'relationship',
      relationTo: 'refunds',
      unique: true,
      maxDepth: 0,
      label: { en: 'Refund', fr: 'Remboursement' },
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
