// The orders export's words in the caller's language: the file's column titles and statuses, and the refusals of a
// period that cannot be exported. The format itself (`;`, decimal comma) is the same in both languages.
import type { ExportCopy, ExportQueryMessages } from '@/domain/orderExport'
import type { Locale } from '@/domain/locale'
import { ORDER_STATUS_LABELS } from '@/domain/orderStatusLabels'

export const EXPORT_COPY: Record<Locale, ExportCopy & { query: ExportQueryMessages }> = {
  en: {
    columns: {
      number: 'Order',
      date: 'Date (Paris time)',
      customer: 'Customer',
      email: 'Email',
      country: 'Country',
      status: 'Status',
      total: 'Total incl. VAT (€)',
      vatRate: 'VAT rate (%)',
      vat: 'VAT (€)',
      refunded: 'Refunded incl. VAT (€)',
      creditNotes: 'Credit notes',
      invoice: 'Invoice',
      paymentReference: 'Payment reference',
    },
    statuses: ORDER_STATUS_LABELS.en,
    query: {
      date: 'Choose a date.',
      order: 'The end date is before the start date.',
      tooLong: 'Choose a period of a year at most.',
    },
  },
  fr: {
    columns: {
      number: 'Commande',
      date: 'Date (heure de Paris)',
      customer: 'Client',
      email: 'E-mail',
      country: 'Pays',
      status: 'Statut',
      total: 'Total TTC en euros',
      vatRate: 'Taux de TVA (%)',
      vat: 'TVA en euros',
      refunded: 'Remboursé TTC en euros',
      creditNotes: 'Avoirs',
      invoice: 'Facture',
      paymentReference: 'Référence de paiement',
    },
    statuses: ORDER_STATUS_LABELS.fr,
    query: {
      date: 'Choisissez une date.',
      order: 'La date de fin précède la date de début.',
      tooLong: 'Choisissez une période d’un an au plus.',
    },
  },
}
