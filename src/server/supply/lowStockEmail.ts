// The stock team's email (English, the backoffice's language): the sizes at or below their reorder point, counting
// what the workshops are already making, and the link to the low-stock list.
import { renderEmail } from '../email/render'
import type { LowLine } from './reorder'

export async function lowStockEmail(to: string, low: LowLine[], siteUrl: string) {
  const subject = `Stock: ${low.length} size(s) at or below their reorder point`
  return {
    to,
    subject,
    ...(await renderEmail(
      {
        kind: 'low-stock',
        preheader: subject,
        paragraphs: [
          'These sizes are at or below their reorder point, counting what the workshops are already making:',
          ...low
            .slice(0, 40)
            .map(
              (l) =>
                `${l.product} — ${l.size} — ${l.storeName}: ${l.onHand} on hand, ${l.incoming} incoming, order ${l.suggest}.`,
            ),
        ],
        cta: { label: 'Open the low-stock list', href: `${siteUrl}/app/supply` },
        signoff: 'Maison Sabine — backoffice',
        note: 'Sent once a day to the stock team.',
      },
      'en',
    )),
  }
}
