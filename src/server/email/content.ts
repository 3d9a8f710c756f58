// What an email says, before the house frame lays it out: the one shape every email of the shop is written in
// (./render.tsx makes its HTML through the React Email layout and its plain-text twin). Strings arrive in the
// email's language; the frame adds the wordmark, the boutique's footer and, for newsletter mails, the unsubscribe.
import type { EmailKind } from './kinds'

export interface EmailLink {
  label: string
  href: string
}

/** One line of an order as the shopper bought it, in the order's language. */
export interface OrderLineView {
  /** The pair's photo (absolute URL of the media's small size); none when the product has no image. */
  image?: { src: string; alt: string }
  name: string
  /** "Size 38", "Colour Black", "Quantity 1". */
  facts: string[]
  price: string
  /** The line in one line of text, as the other documents write it: "1 × Escarpins Vavin — Nude — pointure 38 — …". */
  label: string
}

export interface OrderView {
  heading: string
  lines: OrderLineView[]
  /** Subtotal, shipping, total: the last is the total. */
  totals: Array<[string, string]>
  /** Under the total: the VAT it includes at the order's rate, or the export's "VAT not charged". */
  vat?: string
  estimate?: string
  address?: { label: string; lines: string[] }
  /** Tracking, the order's page, returns. */
  links: EmailLink[]
}

export interface EmailContent {
  /** Which email this is (./kinds.ts): the layout marks it, the registry test builds every one. */
  kind: EmailKind
  /** The line inbox lists show after the subject. */
  preheader?: string
  greeting?: string
  paragraphs: string[]
  /** A one-time code, set large. */
  code?: string
  details?: Array<[string, string]>
  order?: OrderView
  cta?: EmailLink
  /** None when the words already end with one (a staff reply). */
  signoff?: string
  /** Small print of this email above the house's footer (why it was sent, what to do if unexpected). */
  note?: string
  /** Unsubscribe link (newsletter emails) shown in the footer. */
  unsubscribe?: EmailLink & { note: string }
}
