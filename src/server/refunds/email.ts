// The shopper's email about a refund made from the order (the dialog of the order screen), in the order's language:
// how much, to which payment method and when it shows on the statement, the pairs it covers when staff chose some
// (a goodwill amount alone names none) with their photos, the credit note's link and the order's own page. Copy: messages/*.json,
// namespace orderEmail.refundMail.
import { createTranslator } from 'next-intl'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { boughtWords, itemLabel } from '@/domain/orderLines'
import { REFUND_BUSINESS_DAYS } from '@/domain/returns'
import type { Order, Refund } from '@/payload-types'
import { type OrderEmailContext, returnView } from '../email/orderView'
import type { EmailMessage } from '../email/queue'
import { renderEmail } from '../email/render'
import { MESSAGES } from '../http/copy'

export async function refundEmail(
  order: Order,
  refund: Pick<Refund, 'amount' | 'lines'>,
  links: OrderEmailContext & { creditNoteUrl: string },
): Promise<EmailMessage> {
  const l: Locale = order.locale === 'fr' ? 'fr' : 'en'
  const t = createTranslator({ locale: l, messages: MESSAGES[l], namespace: 'orderEmail' })
  const greet = createTranslator({ locale: l, messages: MESSAGES[l], namespace: 'requestEmails' })
  const amount = formatPrice(refund.amount, l)
  const refunded = (refund.lines ?? []).filter((x) => x.quantity > 0)
  const items = refunded
    .map((x) => `${x.quantity} × ${itemLabel({ ...x, ...boughtWords(order.lines, x.sku) }, l)}`)
    .join(', ')
  const subject = t('refundMail.subject', { number: order.number })
  return {
    to: order.email,
    subject,
    ...(await renderEmail(
      {
        kind: 'order-refunded',
        preheader: subject,
        ...(order.shippingAddress?.name ? { greeting: greet('greeting', { name: order.shippingAddress.name }) } : {}),
        paragraphs: [
          t('refundMail.body', { amount, number: order.number, ...REFUND_BUSINESS_DAYS }),
          t('refundMail.help'),
        ],
        details: [
          [t('refundMail.order'), order.number],
          [t('refundMail.amount'), amount],
          ...(items ? ([[t('refundMail.items'), items]] as [string, string][]) : []),
        ],
        cta: { label: t('refundMail.creditNote'), href: links.creditNoteUrl },
        // The refunded pairs with their photos and the amount, then the order's own page.
        order: {
          // Each pair at what this refund gives back for it (a goodwill amount is less than the price paid).
          ...returnView(
            order,
            { lines: refunded.map((x) => ({ ...x, unitPrice: x.amount / x.quantity })), amount: refund.amount },
            links,
            true,
          ),
          heading: t('heading', { number: order.number }),
          links: links.orderUrl ? [{ label: t('seeOrder'), href: links.orderUrl }] : [],
        },
        signoff: t('refundMail.signoff'),
      },
      l,
    )),
  }
}
