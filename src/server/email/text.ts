// The plain-text twin of an email: what the HTML says, in reading order, for the clients (and readers) that take
// the text part. Written from the content rather than scraped from the HTML, so French keeps its no-break spaces.
import type { EmailContent } from './content'
import type { House } from './house'
import { frameCopy } from './frameCopy'

export function emailText(c: EmailContent, lang: 'en' | 'fr', house: House): string {
  // French sets a no-break space before the colon, as the invoice and packing slip PDFs do.
  const colon = lang === 'fr' ? '\u00a0: ' : ': '
  const f = frameCopy(lang)
  const o = c.order
  const order = o && [
    o.heading,
    ...o.lines.map((l) => l.label),
    o.totals.map(([k, v]) => `${k}${colon}${v}`).join('\n'),
    o.vat,
    o.estimate,
    o.address && `${o.address.label}${colon}${o.address.lines.join(', ')}`,
    ...o.links.map((l) => `${l.label}${colon}${l.href}`),
  ]
  return [
    c.greeting,
    ...c.paragraphs,
    c.code,
    ...(c.details ?? []).map(([k, v]) => `${k}${colon}${v}`),
    c.cta && `${c.cta.label}${colon}${c.cta.href}`,
    ...(order ?? []),
    c.signoff,
    '--',
    c.note,
    `Maison Sabine — ${f.boutique}${colon}${house.address} — ${house.phone}`,
    house.legal,
    c.unsubscribe && `${c.unsubscribe.label}${colon}${c.unsubscribe.href}`,
  ]
    .filter(Boolean)
    .join('\n\n')
}
