// An order's status as staff read it, in the backoffice's two languages: the pipeline's columns and the orders
// export share these words.
export const ORDER_STATUS_LABELS = {
  en: {
    pending: 'Pending',
    paid: 'Paid',
    preparing: 'Preparing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    expired: 'Expired',
    refunded: 'Refunded',
  },
  fr: {
    pending: 'En attente',
    paid: 'Payée',
    preparing: 'En préparation',
    shipped: 'Expédiée',
    delivered: 'Livrée',
    cancelled: 'Annulée',
    expired: 'Expirée',
    refunded: 'Remboursée',
  },
} as const

/** The status's label in the admin's language (the slug itself for a status without one). */
export const orderStatusLabel = (s: string, lang?: string | null) =>
  (ORDER_STATUS_LABELS[lang === 'fr' ? 'fr' : 'en'] as Record<string, string>)[s] ?? s
