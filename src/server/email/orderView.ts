// An order as its emails show it (./OrderBlock.tsx and the text twin), in the order's language: each line's name,
// size, colour, quantity and price, the totals, the delivery estimate, the address and the links. What needs the
// database (the pairs' photos: ./orderPhotos.ts; the signed links) arrives from the caller as an OrderEmailContext.
import { formatPrice } from '@/domain/money'
import { formatSize } from '@/domain/numberFormat'
import { localizedHref } from '@/domain/locale'
import { itemLabel, lineWords } from '@/domain/orderLines'
import { countryName } from '@/domain/schemas/countries'
import { DELIVERY_DAYS, deliveryRegion } from '@/domain/shipping'
import type { Order } from '@/payload-types'
import { serverUrl } from '../platform/serverUrl'
import type { EmailLink, OrderView } from './content'

export interface OrderEmailContext {
  /** The pair's photo by SKU: an absolute URL of the media's small size. */
  photos?: Record<string, string>
  /** The order's page (signed link). */
  orderUrl?: string
  /** Where to start a return: the signed return form once delivered; the returns policy page when not given. */
  returnsUrl?: string
}

const COPY = {
  en: {
    heading: (n: string) => `Order ${n}`,
    size: { 'eu-shoe': 'Size', 'glove-hand': 'Size' },
    colour: (c: string) => `Colour: ${c}`,
    quantity: (q: number) => `Quantity: ${q}`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Complimentary',
    total: 'Total',
    estimate: (min: number, max: number) => `Estimated delivery: ${min}–${max} business days`,
    address: 'Delivery address',
    seeOrder: 'See my order',
    returns: 'Returns and exchanges',
    returnHeading: (n: string) => `Your return — order ${n}`,
    refund: 'Refund',
  },
  fr: {
    heading: (n: string) => `Commande ${n}`,
    size: { 'eu-shoe': 'Pointure', 'glove-hand': 'Taille' },
    colour: (c: string) => `Coloris\u00a0: ${c}`,
    quantity: (q: number) => `Quantité\u00a0: ${q}`,
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Offerte',
    total: 'Total',
    estimate: (min: number, max: number) => `Livraison estimée\u00a0: ${min} à ${max}\u00a0jours ouvrés`,
    address: 'Adresse de livraison',
    seeOrder: 'Voir ma commande',
    returns: 'Retours et échanges',
    returnHeading: (n: string) => `Votre retour — commande ${n}`,
    refund: 'Remboursement',
  },
}

type Line = Order['lines'][number]

function lineView(
  line: Pick<Line, 'sku' | 'size' | 'quantity' | 'unitPrice'> & Partial<Line>,
  l: 'en' | 'fr',
  ctx: OrderEmailContext,
) {
  const c = COPY[l]
  const w = lineWords({ title: line.title ?? line.sku, ...line }, l)
  const photo = ctx.photos?.[line.sku]
  return {
    ...(photo ? { image: { src: photo, alt: [w.title, w.color].filter(Boolean).join(', ') } } : {}),
    name: w.title,
    facts: [
      line.size ? `${c.size[w.sizeSystem]} ${formatSize(line.size, l)}` : '',
      w.color ? c.colour(w.color) : '',
      c.quantity(line.quantity),
    ].filter(Boolean),
    price: formatPrice(line.unitPrice * line.quantity, l),
    label: `${line.quantity} × ${itemLabel({ title: line.title ?? line.sku, ...line }, l)} — ${formatPrice(line.unitPrice * line.quantity, l)}`,
  }
}

/** A return's lines, named as they were bought, and its refund; `withRefund` false for a declined return. */
export function returnView(
  order: Order,
  ret: { lines: Array<Pick<Line, 'sku' | 'size' | 'quantity' | 'unitPrice'>>; amount: number },
  ctx: OrderEmailContext,
  withRefund: boolean,
): OrderView {
  const l = order.locale === 'fr' ? 'fr' : 'en'
  const c = COPY[l]
  return {
    heading: c.returnHeading(order.number),
    lines: ret.lines.map((x) => lineView({ ...order.lines.find((o) => o.sku === x.sku), ...x }, l, ctx)),
    totals: withRefund ? [[c.refund, formatPrice(ret.amount, l)]] : [],
    links: ctx.orderUrl ? [{ label: c.seeOrder, href: ctx.orderUrl }] : [],
  }
}

/** `estimate`: show the delivery estimate (the order has not arrived yet); `extra`: links first in the list. */
export function orderView(
  order: Order,
  ctx: OrderEmailContext = {},
  opts: { estimate?: boolean; extra?: EmailLink[] } = {},
): OrderView {
  const l = order.locale === 'fr' ? 'fr' : 'en'
  const c = COPY[l]
  const a = order.shippingAddress
  const days = DELIVERY_DAYS[deliveryRegion(a?.country ?? '')]
  return {
    heading: c.heading(order.number),
    lines: (order.lines ?? []).map((line) => lineView(line, l, ctx)),
    totals: [
      [c.subtotal, formatPrice(order.subtotal ?? 0, l)],
      [c.shipping, order.shipping ? formatPrice(order.shipping, l) : c.free],
      [c.total, formatPrice(order.total, l)],
    ],
    ...(opts.estimate ? { estimate: c.estimate(days.min, days.max) } : {}),
    ...(a?.line1
      ? {
          address: {
            label: c.address,
            lines: [
              a.name,
              a.line1,
              a.line2 ?? '',
              `${a.postalCode} ${a.city}`,
              a.country ? countryName(a.country, l) : '',
            ].filter(Boolean),
          },
        }
      : {}),
    links: [
      ...(opts.extra ?? []),
      ...(ctx.orderUrl ? [{ label: c.seeOrder, href: ctx.orderUrl }] : []),
      { label: c.returns, href: ctx.returnsUrl ?? `${serverUrl()}${localizedHref('/return-policy', l)}` },
    ],
  }
}
