// The shopper's emails about a return, in the order's language: when service accepts it (what to send back, and the
// policy) and when it is refunded (how much, to the original payment method; shipping is not refunded).
import { formatPrice } from '@/domain/money'
import { REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS } from '@/domain/returns'
import type { Order, Return } from '@/payload-types'
import { renderEmail } from '../email/layout'
import type { EmailMessage } from '../email/queue'

const { min, max } = REFUND_BUSINESS_DAYS
const COPY = {
  en: {
    accepted: {
      subject: (n: string) => `Your return for order ${n} is accepted`,
      body: [
        `We have accepted your return. Please send the items back unworn, in their original packaging with their tags, within ${RETURN_WINDOW_DAYS} days of delivery.`,
        `Once we receive them, your refund is made within ${min}–${max} business days to your original payment method. Shipping costs are not refunded.`,
      ],
    },
    refunded: {
      subject: (n: string) => `Your refund for order ${n}`,
      body: [
        'We have received your return and refunded it to your original payment method. Shipping costs are not refunded.',
      ],
    },
    greeting: (name: string) => `Dear ${name},`,
    order: 'Order',
    items: 'Items',
    amount: 'Refund',
    signoff: 'With our warm regards, Maison Sabine',
    footer: 'Maison Sabine · Paris',
  },
  fr: {
    accepted: {
      subject: (n: string) => `Votre retour pour la commande ${n} est accepté`,
      body: [
        `Nous avons accepté votre retour. Merci de nous renvoyer les articles non portés, dans leur emballage d’origine avec leurs étiquettes, sous ${RETURN_WINDOW_DAYS} jours après la livraison.`,
        `Dès leur réception, vous êtes remboursé sous ${min} à ${max} jours ouvrés sur votre moyen de paiement d’origine. Les frais de livraison ne sont pas remboursés.`,
      ],
    },
    refunded: {
      subject: (n: string) => `Votre remboursement pour la commande ${n}`,
      body: [
        'Nous avons bien reçu votre retour et l’avons remboursé sur votre moyen de paiement d’origine. Les frais de livraison ne sont pas remboursés.',
      ],
    },
    greeting: (name: string) => `Bonjour ${name},`,
    order: 'Commande',
    items: 'Articles',
    amount: 'Remboursement',
    signoff: 'Bien chaleureusement, Maison Sabine',
    footer: 'Maison Sabine · Paris',
  },
}

export function returnEmail(order: Order, ret: Return, step: 'accepted' | 'refunded'): EmailMessage {
  const l = order.locale === 'fr' ? 'fr' : 'en'
  const c = COPY[l]
  const items = (ret.lines ?? []).map((x) => `${x.quantity} × ${x.title}${x.size ? ` ${x.size}` : ''}`).join(', ')
  return {
    to: order.email,
    subject: c[step].subject(order.number),
    ...renderEmail(
      {
        greeting: c.greeting(order.shippingAddress?.name ?? ''),
        paragraphs: c[step].body,
        details: [
          [c.order, order.number],
          [c.items, items],
          [c.amount, formatPrice(ret.amount, l)],
        ],
        signoff: c.signoff,
        footer: c.footer,
      },
      l,
    ),
  }
}
