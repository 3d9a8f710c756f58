// The page layout the house's accounting documents share (the invoice and the credit note): pdfkit, server only (it
// reads its font metrics from disk and must never reach a client bundle). Standard Helvetica with WinAnsi encoding
// covers French accents and €; Intl's narrow no-break space and the typographic minus are not in that encoding, so
// amounts use the ordinary no-break space and a hyphen-minus.
import PDFDocument from 'pdfkit'
import { type SellerIdentity, legalMentions } from '@/domain/company'
import { formatPrice } from '@/domain/money'
import { countryName } from '@/domain/schemas/countries'
import { splitGross } from '@/domain/vat'
import type { Order } from '@/payload-types'
import { INVOICE_COPY } from './copy'
import { vatWords } from './vatWords'

export const INK = '#141210'
export const MUTED = '#6b645c'

/** An amount as the documents print it; a negative one (a credit note's) with a plain minus sign. */
export const money = (cents: number) =>
  (cents < 0 ? '-' : '') + formatPrice(Math.abs(cents)).replace(/\u202f/g, '\u00a0')

export const documentLocale = (order: Pick<Order, 'locale'>) => (order.locale === 'fr' ? 'fr' : 'en')

export const longDate = (iso: string, locale: 'en' | 'fr') =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(iso),
  )

/** A new A4 document and the promise of its bytes once `doc.end()` is called. */
export function newDocument(info: { Title: string; Subject: string }, seller: SellerIdentity) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { ...info, Author: seller.name } })
  const chunks: Buffer[] = []
  doc.on('data', (b: Buffer) => chunks.push(b))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, done }
}

export type Doc = ReturnType<typeof newDocument>['doc']

/** The seller's block on the left, the document's title and its references on the right. */
export function letterhead(doc: Doc, seller: SellerIdentity, title: string, references: string[]) {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text('Maison Sabine', 50, 50)
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  const { name, street, postalCode, city, country, email, phone } = seller
  doc.text([name, street, `${postalCode} ${city}`, country, email, phone].join('\n'))
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(title, 300, 50, { align: 'right' })
  doc.font('Helvetica').fontSize(10)
  for (const line of references) doc.text(line, { align: 'right' })
}

/** Who the document is addressed to: the order's delivery name and address (the country named in the document's
 *  language, as the packing slip does: "Allemagne", not "DE"), and its email. */
export function billedTo(doc: Doc, heading: string, order: Order, locale: 'en' | 'fr', y = 170) {
  const a = order.shippingAddress
  doc.font('Helvetica-Bold').text(heading, 50, y)
  doc
    .font('Helvetica')
    .text(
      [
        a?.name,
        a?.line1,
        a?.line2,
        `${a?.postalCode ?? ''} ${a?.city ?? ''}`,
        a?.country ? countryName(a.country, locale) : null,
        order.email,
      ]
        .filter(Boolean)
        .join('\n'),
    )
}

/** A four-column table (item, quantity, unit price, amount) from `y` down; each call writes one row. */
export function table(doc: Doc, startY = 280) {
  let y = startY
  return {
    row(cells: [string, string, string, string], bold = false) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
      // The next row starts under the tallest cell: a heading such as "Unit price incl. VAT" wraps in its column.
      let bottom = y + 14
      for (const [text, x, width, align] of [
        [cells[0], 50, 260, 'left'],
        [cells[1], 320, 40, 'right'],
        [cells[2], 370, 80, 'right'],
        [cells[3], 460, 85, 'right'],
      ] as const) {
        doc.text(text, x, y, { width, align })
        bottom = Math.max(bottom, doc.y)
      }
      y = bottom + 6
    },
    get y() {
      return y
    },
  }
}

/** The item cell of an order line: title, colour and size, in the document's language. */
export { itemLabel } from '@/domain/orderLines'

/** Totals under the table (label right-aligned, amount in the last column); the y under them. */
export function totals(doc: Doc, startY: number, rows: readonly (readonly [string, string, boolean])[]) {
  let y = startY + 10
  for (const [label, value, bold] of rows) {
    // Wide enough for an export's mention on one line ("TVA non applicable — exportation, art. 262 I du CGI").
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 150, y, { width: 300, align: 'right' })
    doc.text(value, 460, y, { width: 85, align: 'right' })
    y += 18
  }
  return y
}

/** Small print under the totals. */
export function notes(doc: Doc, y: number, lines: string[]) {
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  doc.text(lines.join('\n'), 50, y + 20, { width: 495 })
}

/** The seller's legal identity, at the foot of the page. */
export function legalFooter(doc: Doc, seller: SellerIdentity, locale: 'en' | 'fr') {
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(legalMentions(seller, locale, INVOICE_COPY[locale].vatNumber).join('\n'), 50, 760, {
      width: 495,
      align: 'center',
    })
}

type Row = [string, string, string, string]

/** The page both documents print: the letterhead with the document's references, who it is billed to, its lines,
 *  the totals with the VAT taken out of `total` at the order's rate (printed negative for a credit note), small print
 *  ending with the order's VAT mention, and the seller's legal mentions from the document's own copy. */
export function renderDocument(d: {
  order: Order
  seller: SellerIdentity
  title: string
  references: string[]
  lines: Row[]
  total: number
  sign: 1 | -1
  notes: string[]
}) {
  const locale = documentLocale(d.order)
  const c = INVOICE_COPY[locale]
  const { doc, done } = newDocument({ Title: d.title, Subject: `${c.order} ${d.order.number}` }, d.seller)
  letterhead(doc, d.seller, d.title, d.references)
  billedTo(doc, c.billTo, d.order, locale)
  const w = vatWords(d.order, locale)
  const t = table(doc)
  t.row([c.item, c.qty, w.unit, w.amount], true)
  for (const row of d.lines) t.row(row)
  const { net, vat, gross } = splitGross(d.total, w.rate)
  const y = totals(doc, t.y, [
    [c.net, money(d.sign * net), false],
    [w.vat, money(d.sign * vat), false],
    [w.gross, money(d.sign * gross), true],
  ])
  notes(doc, y, [...d.notes, w.note])
  legalFooter(doc, d.seller, locale)
  doc.end()
  return done
}
