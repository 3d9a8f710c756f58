// An order's lines and total, as the test checkout and the success page show them. Prices come from the order
// (the database), never from the cart.
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import type { OrderSummary } from '@/domain/payments'
import styles from './checkout.module.css'

interface Props {
  lines: OrderSummary['lines']
  total: number
  locale: Locale
  labels: { line: (l: OrderSummary['lines'][number]) => string; total: string }
  /** The order's shipping line (its cost is part of the total) and the delivery estimate beside it. */
  shipping?: { label: string; cost: string; estimate: string }
  /** The VAT the total includes at the order's rate, or the export's mention (./shippingLine.ts, vatLine). */
  vat?: string
}

export function OrderLines({ lines, total, locale, labels, shipping, vat }: Props) {
  return (
    <div className={styles.summary}>
      <ul className={styles.summaryLines}>
        {lines.map((l) => (
          <li key={`${l.sku}`} data-testid="order-line">
            <span>
              <span className={styles.lineTitle}>{l.title}</span>
              <span className={styles.lineMeta}>{labels.line(l)}</span>
            </span>
            <span className={styles.price}>{formatPrice(l.unitPrice * l.quantity, locale)}</span>
          </li>
        ))}
        {shipping ? (
          <li data-testid="order-shipping">
            <span>
              <span className={styles.lineTitle}>{shipping.label}</span>
              <span className={styles.lineMeta}>{shipping.estimate}</span>
            </span>
            <span className={styles.price}>{shipping.cost}</span>
          </li>
        ) : null}
      </ul>
      <p className={styles.total}>
        <span>{labels.total}</span>
        <span data-testid="order-total">{formatPrice(total, locale)}</span>
      </p>
      {vat ? (
        <p className={styles.lineMeta} data-testid="order-vat">
          {vat}
        </p>
      ) : null}
    </div>
  )
}
