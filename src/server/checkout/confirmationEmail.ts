// The order confirmation email, in the order's language (its lines too: src/domain/orderLines.ts): the order block
// (photos, lines, totals, delivery estimate and address, the order's links) in the house layout, HTML and text.
import type { Order } from '@/payload-types'
import type { EmailMessage } from '../email/queue'
import { type OrderEmailContext, orderView } from '../email/orderView'
import { renderEmail } from '../email/render'

const COPY = {
  en: {
    subject: (n: string) => `Your Maison Sabine order ${n}`,
    preheader: (n: string) => `Thank you for your order ${n}.`,
    greeting: (name: string) => `Dear ${name},`,
    hello: 'Thank you for your order.',
    ship: 'We prepare every order within 1-2 business days and will write again when it leaves the workshop.',
    invoice: 'Your invoice (PDF)',
    signoff: 'With our warm regards, Maison Sabine',
  },
  fr: {
    subject: (n: string) => `Votre commande Maison Sabine ${n}`,
    preheader: (n: string) => `Merci pour votre commande ${n}.`,
    greeting: (name: string) => `Bonjour ${name},`,
    hello: 'Merci pour votre commande.',
    ship: 'Chaque commande est préparée sous 1 à 2 jours ouvrés\u00a0; nous vous écrirons dès son expédition.',
    invoice: 'Votre facture (PDF)',
    signoff: 'Bien chaleureusement, Maison Sabine',
  },
}

/** `invoiceLink`: the signed link to the order's invoice, when it has one; `ctx`: photos and the order's links. */
export async function orderConfirmationEmail(
  order: Order,
  invoiceLink?: string,
  ctx: OrderEmailContext = {},
): Promise<EmailMessage> {
  const l = order.locale === 'fr' ? 'fr' : 'en'
  const c = COPY[l]
  const name = order.shippingAddress?.name
  return {
    to: order.email,
    subject: c.subject(order.number),
    ...(await renderEmail(
      {
        kind: 'order-confirmation',
        preheader: c.preheader(order.number),
        ...(name ? { greeting: c.greeting(name) } : {}),
        paragraphs: [c.hello, c.ship],
        order: orderView(order, ctx, {
          estimate: true,
          extra: invoiceLink ? [{ label: c.invoice, href: invoiceLink }] : [],
        }),
        signoff: c.signoff,
      },
      l,
    )),
  }
}
