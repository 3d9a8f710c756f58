// The shopper's emails as the order moves on — preparing, shipped (with the carrier's tracking link), delivered —
// in the language of the order, in the house's email frame, with the order block (lines, address, links).
import { CARRIERS, isCarrier, trackingUrl } from '@/domain/fulfilment'
import { DELIVERY_DAYS, deliveryRegion } from '@/domain/shipping'
import type { Order } from '@/payload-types'
import { type OrderEmailContext, orderView } from '../email/orderView'
import type { EmailMessage } from '../email/queue'
import { renderEmail } from '../email/render'

const COPY = {
  en: {
    preparing: {
      subject: (n: string) => `Your order ${n} is being prepared`,
      body: 'Our workshop is preparing your order. We will write again as soon as it leaves Paris.',
    },
    shipped: {
      subject: (n: string) => `Your order ${n} is on its way`,
      body: (min: number, max: number) =>
        `Your order has left Paris. It should reach you within ${min}–${max} business days.`,
    },
    delivered: {
      subject: (n: string) => `Your order ${n} has been delivered`,
      body: 'Your order has been delivered. You may return unworn items within 14 days of delivery, in their original packaging with their tags.',
    },
    greeting: (name: string) => `Dear ${name},`,
    order: 'Order',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    track: 'Track my parcel',
    returnItem: 'Return an item',
    signoff: 'With our warm regards, Maison Sabine',
  },
  fr: {
    preparing: {
      subject: (n: string) => `Votre commande ${n} est en préparation`,
      body: 'Notre atelier prépare votre commande. Nous vous écrirons dès qu’elle quittera Paris.',
    },
    shipped: {
      subject: (n: string) => `Votre commande ${n} est en route`,
      body: (min: number, max: number) =>
        `Votre commande a quitté Paris. Elle devrait vous parvenir sous ${min} à ${max} jours ouvrés.`,
    },
    delivered: {
      subject: (n: string) => `Votre commande ${n} a été livrée`,
      body: 'Votre commande vous a été livrée. Vous pouvez retourner les articles non portés sous 14 jours après la livraison, dans leur emballage d’origine avec leurs étiquettes.',
    },
    greeting: (name: string) => `Bonjour ${name},`,
    order: 'Commande',
    carrier: 'Transporteur',
    tracking: 'Numéro de suivi',
    track: 'Suivre mon colis',
    returnItem: 'Retourner un article',
    signoff: 'Bien chaleureusement, Maison Sabine',
  },
}

export type FulfilmentEmailStatus = 'preparing' | 'shipped' | 'delivered'

/** `returnLink`: the signed link of the return form, offered in the delivered email; `ctx`: photos and links. */
export async function fulfilmentEmail(
  order: Order,
  status: FulfilmentEmailStatus,
  returnLink?: string,
  ctx: OrderEmailContext = {},
): Promise<EmailMessage> {
  const l = order.locale === 'fr' ? 'fr' : 'en'
  const c = COPY[l]
  const carrier = order.fulfilment?.carrier
  const number = order.fulfilment?.trackingNumber
  const link = status === 'shipped' ? trackingUrl(carrier, number) : null
  const days = DELIVERY_DAYS[deliveryRegion(order.shippingAddress?.country ?? '')]
  const details: [string, string][] = [[c.order, order.number]]
  if (link && isCarrier(carrier)) details.push([c.carrier, CARRIERS[carrier].name], [c.tracking, number!])
  const body =
    status === 'shipped'
      ? c.shipped.body(days.min, days.max)
      : status === 'preparing'
        ? c.preparing.body
        : c.delivered.body
  const cta = link
    ? { label: c.track, href: link }
    : status === 'delivered' && returnLink
      ? { label: c.returnItem, href: returnLink }
      : undefined
  return {
    to: order.email,
    subject: c[status].subject(order.number),
    ...(await renderEmail(
      {
        kind: `order-${status}`,
        preheader: c[status].subject(order.number),
        greeting: c.greeting(order.shippingAddress?.name ?? ''),
        paragraphs: [body],
        details,
        // The order's own links; the return form, when the email offers it, replaces the returns policy.
        order: orderView(
          order,
          { ...ctx, ...(returnLink ? { returnsUrl: returnLink } : {}) },
          {
            estimate: status !== 'delivered',
          },
        ),
        ...(cta ? { cta } : {}),
        signoff: c.signoff,
      },
      l,
    )),
  }
}
