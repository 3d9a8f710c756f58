// An order as its emails show it (./OrderBlock.tsx and the text twin), in the order's language: each line's name,
// size, colour, quantity and price, the totals, the delivery estimate, the address and the links. What needs the
// database (the pairs' photos: ./orderPhotos.ts; the signed links) arrives from the caller as an OrderEmailContext.
import { createTranslator } from 'next-intl'
import { type Locale, localizedHref } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { formatPercent, formatSize } from '@/domain/numberFormat'
import { itemLabel, lineWords } from '@/domain/orderLines'
import { countryName } from '@/domain/schemas/countries'
import { DELIVERY_DAYS, deliveryRegion } from '@/domain/shipping'
import { orderVat } from '@/domain/vat'
import type { Order } from '@/payload-types'
import { MESSAGES } from '../http/copy'
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

// The wording is in messages/*.json (namespace orderEmail), with the rest of the shopper's copy.
const tr = (l: Locale) => createTranslator({ locale: l, messages: MESSAGES[l], namespace: 'orderEmail' })
type Words = ReturnType<typeof tr>

type Line = Order['lines'][number]

function lineView(
  line: Pick<Line, 'sku' | 'size' | 'quantity' | 'unitPrice'> & Partial<Line>,
  l: Locale,
  ctx: OrderEmailContext,
) {
  const t = tr(l)
  const w = lineWords({ title: line.title ?? line.sku, ...line }, l)
  const photo = ctx.photos?.[line.sku]
  return {
    ...(photo ? { image: { src: photo, alt: [w.title, w.color].filter(Boolean).join(', ') } } : {}),
    name: w.title,
    facts: [
      line.size ? t(w.sizeSystem === 'glove-hand' ? 'sizeGlove' : 'sizeShoe', { size: formatSize(line.size, l) }) : '',
      w.color ? t('colour', { colour: w.color }) : '',
      t('quantity', { quantity: line.quantity }),
    ].filter(Boolean),
    price: formatPrice(line.unitPrice * line.quantity, l),
    label: `${line.quantity} × ${itemLabel({ title: line.title ?? line.sku, ...line }, l)} — ${formatPrice(line.unitPrice * line.quantity, l)}`,
  }
}

/** The VAT the total includes, as the order stored it at purchase, or the export's mention. */
function vatSentence(order: Order, l: Locale, t: Words) {
  const vat = orderVat(order)
  return vat.regime === 'export'
    ? t('vatExport')
    : t('vatIncluded', { rate: formatPercent(vat.rate, l), amount: formatPrice(vat.amount, l) })
}

/** A return's lines, named as they were bought, and its refund; `withRefund` false for a declined return. */
export function returnView(
  order: Order,
  ret: { lines: Array<Pick<Line, 'sku' | 'size' | 'quantity' | 'unitPrice'>>; amount: number },
  ctx: OrderEmailContext,
  withRefund: boolean,
): OrderView {
  const l = order.locale === 'fr' ? 'fr' : 'en'
  const t = tr(l)
  return {
    heading: t('returnHeading', { number: order.number }),
    lines: ret.lines.map((x) => lineView({ ...order.lines.find((o) => o.sku === x.sku), ...x }, l, ctx)),
    totals: withRefund ? [[t('refund'), formatPrice(ret.amount, l)]] : [],
    links: ctx.orderUrl ? [{ label: t('seeOrder'), href: ctx.orderUrl }] : [],
  }
}

/** `estimate`: show the delivery estimate (the order has not arrived yet); `extra`: links first in the list. */
export function orderView(
  order: Order,
  ctx: OrderEmailContext = {},
  opts: { estimate?: boolean; extra?: EmailLink[] } = {},
): OrderView {
  const l = order.locale === 'fr' ? 'fr' : 'en'
  const t = tr(l)
  const a = order.shippingAddress
  const days = DELIVERY_DAYS[deliveryRegion(a?.country ?? '')]
  return {
    heading: t('heading', { number: order.number }),
    lines: (order.lines ?? []).map((line) => lineView(line, l, ctx)),
    totals: [
      [t('subtotal'), formatPrice(order.subtotal ?? 0, l)],
      [t('shipping'), order.shipping ? formatPrice(order.shipping, l) : t('free')],
      [t('total'), formatPrice(order.total, l)],
    ],
    vat: vatSentence(order, l, t),
    ...(opts.estimate ? { estimate: t('estimate', days) } : {}),
    ...(a?.line1
      ? {
          address: {
            label: t('address'),
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
      ...(ctx.orderUrl ? [{ label: t('seeOrder'), href: ctx.orderUrl }] : []),
      { label: t('returns'), href: ctx.returnsUrl ?? `${serverUrl()}${localizedHref('/return-policy', l)}` },
    ],
  }
}
