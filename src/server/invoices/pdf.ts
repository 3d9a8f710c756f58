// An invoice as PDF bytes (pdfkit, server only: it reads its font metrics from disk and must never reach a client
// bundle). Standard Helvetica with WinAnsi encoding covers French accents and €; Intl's narrow no-break space is
// not in that encoding, so prices use the ordinary no-break space.
import PDFDocument from 'pdfkit'
import { SELLER, splitVat } from '@/domain/invoice'
import { formatPrice } from '@/domain/money'
import type { Invoice, Order } from '@/payload-types'
import { INVOICE_COPY } from './copy'

const money = (cents: number) => formatPrice(cents).replace(/\u202f/g, '\u00a0')
const INK = '#141210'
const MUTED = '#6b645c'

export function renderInvoicePdf(invoice: Pick<Invoice, 'number' | 'issuedAt' | 'total'>, order: Order) {
  const locale = order.locale === 'fr' ? 'fr' : 'en'
  const c = INVOICE_COPY[locale]
  const date = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(invoice.issuedAt))
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${c.title} ${invoice.number}`, Author: SELLER.name, Subject: `${c.order} ${order.number}` },
  })
  const chunks: Buffer[] = []
  doc.on('data', (b: Buffer) => chunks.push(b))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text('Maison Sabine', 50, 50)
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  doc.text([SELLER.name, ...SELLER.address, SELLER.email, SELLER.phone].join('\n'))
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${c.title} ${invoice.number}`, 300, 50, { align: 'right' })
  doc.font('Helvetica').fontSize(10)
  doc.text(`${c.date}${c.colon}${date}`, { align: 'right' })
  doc.text(`${c.order}${c.colon}${order.number}`, { align: 'right' })

  const a = order.shippingAddress
  doc.font('Helvetica-Bold').text(c.billTo, 50, 170)
  doc
    .font('Helvetica')
    .text(
      [a?.name, a?.line1, a?.line2, `${a?.postalCode ?? ''} ${a?.city ?? ''}`, a?.country, order.email]
        .filter(Boolean)
        .join('\n'),
    )

  // Lines: what was sold, at the VAT-inclusive prices the shopper paid.
  let y = 280
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    doc.text(cells[0]!, 50, y, { width: 260 })
    doc.text(cells[1]!, 320, y, { width: 40, align: 'right' })
    doc.text(cells[2]!, 370, y, { width: 80, align: 'right' })
    doc.text(cells[3]!, 460, y, { width: 85, align: 'right' })
    y = Math.max(doc.y, y + 14) + 6
  }
  row([c.item, c.qty, c.unit, c.amount], true)
  for (const l of order.lines ?? [])
    row([
      [l.title, l.color, l.size ? `${c.size} ${l.size}` : null].filter(Boolean).join(' — '),
      String(l.quantity),
      money(l.unitPrice),
      money(l.unitPrice * l.quantity),
    ])
  row([c.shipping, '', '', money(order.shipping ?? 0)])

  const { net, vat, gross } = splitVat(invoice.total)
  y += 10
  for (const [label, value, bold] of [
    [c.net, money(net), false],
    [c.vat, money(vat), false],
    [c.gross, money(gross), true],
  ] as const) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y, { width: 150, align: 'right' })
    doc.text(value, 460, y, { width: 85, align: 'right' })
    y += 18
  }
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  doc.text(`${c.paid}\n${c.vatNote}`, 50, y + 20, { width: 495 })

  // The seller's legal identity, at the foot of the page.
  doc
    .fontSize(8)
    .text(
      [
        `${SELLER.name} — ${SELLER.legalForm[locale]} — ${SELLER.capital[locale]}`,
        `${SELLER.address.join(', ')} — ${SELLER.rcs[locale]} — ${c.vatNumber} ${SELLER.vatNumber[locale]}`,
      ].join('\n'),
      50,
      760,
      { width: 495, align: 'center' },
    )
  doc.end()
  return done
}
