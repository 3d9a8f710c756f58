// The order confirmation email, in the order's language (its lines too: src/domain/orderLines.ts), HTML and text.
import type { Order } from '@/payload-types'
import { escapeHtml as esc } from '@/domain/html'
import { formatPrice } from '@/domain/money'
import { itemLabel } from '@/domain/orderLines'

const COPY = {
  en: {
    subject: (n: string) => `Your Maison Sabine order ${n}`,
    hello: 'Thank you for your order.',
    total: 'Total',
    ship: 'We prepare every order within 1-2 business days and will write again when it leaves the workshop.',
    invoice: 'Your invoice (PDF)',
    colon: ': ',
  },
  fr: {
    subject: (n: string) => `Votre commande Maison Sabine ${n}`,
    hello: 'Merci pour votre commande.',
    total: 'Total',
    ship: 'Chaque commande est préparée sous 1 à 2 jours ouvrés ; nous vous écrirons dès son expédition.',
    invoice: 'Votre facture (PDF)',
    // A no-break space before the colon, as on the invoice PDF.
    colon: '\u00a0: ',
  },
}

/** `invoiceLink`: the signed link to the order's invoice, when it has one. */
export function orderConfirmationEmail(order: Order, invoiceLink?: string) {
  const locale = order.locale === 'fr' ? 'fr' : 'en'
  const c = COPY[locale]
  const lines = (order.lines ?? []).map(
    (l) => `${l.quantity} × ${itemLabel(l, locale)} — ${formatPrice(l.unitPrice * l.quantity, locale)}`,
  )
  const total = `${c.total}${c.colon}${formatPrice(order.total, locale)}`
  return {
    to: order.email,
    subject: c.subject(order.number),
    text: [
      c.hello,
      '',
      ...lines,
      '',
      total,
      '',
      c.ship,
      ...(invoiceLink ? ['', `${c.invoice}${c.colon}${invoiceLink}`] : []),
    ].join('\n'),
    html: `<div style="font-family:Georgia,serif;color:#141210"><h1 style="font-weight:400">Maison Sabine</h1><p>${esc(c.hello)}</p><p><strong>${esc(order.number)}</strong></p><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul><p>${esc(total)}</p><p>${esc(c.ship)}</p>${invoiceLink ? `<p><a href="${esc(invoiceLink)}">${esc(c.invoice)}</a></p>` : ''}</div>`,
  }
}
