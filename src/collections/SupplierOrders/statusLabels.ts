// A supplier order's statuses by name, in both languages: its select, the receiving refusals and its guard's.
import type { SUPPLIER_ORDER_STATUSES } from '@/domain/supply'

export const STATUS_LABELS: Record<(typeof SUPPLIER_ORDER_STATUSES)[number], { en: string; fr: string }> = {
  draft: { en: 'Draft', fr: 'Brouillon' },
  sent: { en: 'Sent', fr: 'Envoyée' },
  confirmed: { en: 'Confirmed', fr: 'Confirmée' },
  in_production: { en: 'In production', fr: 'En fabrication' },
  shipped: { en: 'Shipped', fr: 'Expédiée' },
  received: { en: 'Received', fr: 'Reçue' },
  cancelled: { en: 'Cancelled', fr: 'Annulée' },
}
export const supplierStatusLabel = (s: keyof typeof STATUS_LABELS, locale: string) =>
  STATUS_LABELS[s][locale === 'fr' ? 'fr' : 'en']
