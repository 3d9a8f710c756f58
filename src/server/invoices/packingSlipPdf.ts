// A packing slip as PDF bytes, on the house documents' page (./layout.ts: letterhead, fonts, encoding): the order
// number, where the parcel goes, how it ships, and what goes in it — each line with its colour, size and quantity
// and its reference for the packer, never a price (the parcel may be a gift). In the order's language: the slip
// travels in the parcel to the shopper, as the invoice does; what the packer works from (references, sizes,
// quantities) reads the same in either language.
import type { SellerIdentity } from '@/domain/company'
import { formatSize } from '@/domain/numberFormat'
import { lineWords, sizeWord } from '@/domain/orderLines'
import { countryName } from '@/domain/schemas/countries'
import type { PackingOrder } from '../orders/packing'
import { INK, MUTED, documentLocale, letterhead, longDate, newDocument } from './layout'
import { PACKING_SLIP_COPY } from './packingSlipCopy'

// x and width of each column, left to right: item, colour, size, reference, quantity (A4, 50 pt margins).
const COLUMNS = [
  [50, 165],
  [220, 95],
  [320, 70],
  [395, 115],
  [515, 30],
] as const

export function renderPackingSlipPdf(p: PackingOrder, seller: SellerIdentity) {
  const { order } = p
  const locale = documentLocale(order)
  const c = PACKING_SLIP_COPY[locale]
  const title = `${c.title} ${order.number}`
  const { doc, done } = newDocument({ Title: title, Subject: `${c.order} ${order.number}` }, seller)
  const ordered = order.timeline?.paidAt ?? order.createdAt
  letterhead(doc, seller, c.title, [
    `${c.order}${c.colon}${order.number}`,
    `${c.date}${c.colon}${longDate(ordered, locale)}`,
  ])

  const a = order.shippingAddress
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(c.shipTo, 50, 170)
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      [
        a?.name,
        a?.line1,
        a?.line2,
        `${a?.postalCode ?? ''} ${a?.city ?? ''}`.trim(),
        a?.country ? countryName(a.country, locale) : null,
        a?.phone ? `${c.phone}${c.colon}${a.phone}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      { width: 240 },
    )
  const s = p.shipping
  doc.font('Helvetica-Bold').fontSize(10).text(c.delivery, 320, 170)
  doc
    .font('Helvetica')
    .text(
      [
        `${c.method[s.region]} (${c.days(s.days.min, s.days.max)})`,
        s.trackingNumber ? `${c.tracking}${c.colon}${s.trackingNumber}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      { width: 225 },
    )

  let y = Math.max(doc.y, 280) + 20
  const row = (cells: string[], bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK)
    let bottom = y + 14
    cells.forEach((text, i) => {
      const [x, width] = COLUMNS[i]!
      doc.text(text, x, y, { width, align: i === cells.length - 1 ? 'right' : 'left' })
      bottom = Math.max(bottom, doc.y)
    })
    y = bottom + 6
  }
  row([c.item, c.colour, c.size, c.sku, c.qty], true)
  for (const line of p.lines) {
    const w = lineWords(line, locale)
    const size = line.size
      ? `${locale === 'fr' ? sizeWord(w.sizeSystem, locale) : ''} ${formatSize(line.size, locale)}`.trim()
      : ''
    row([w.title, w.color, size, line.sku, String(line.quantity)])
  }
  const count = p.lines.reduce((n, l) => n + l.quantity, 0)
  doc.font('Helvetica-Bold').text(c.count(count), 50, y + 10, { width: 495, align: 'right' })
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(c.thanks(seller.email), 50, doc.y + 24, { width: 495 })
  doc.end()
  return done
}
