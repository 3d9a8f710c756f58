// The test checkout's body: a TEST MODE banner, the order from the database, a card form posting to
// /api/payments/test/{session}. A plain HTML form: it works before hydration and the server redirects.
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { formatSize, formatTime } from '@/domain/numberFormat'
import { sizeKind } from '@/domain/orderLines'
import { formatPrice } from '@/domain/money'
import type { OrderSummary } from '@/domain/payments'
import type { TestPaymentError } from '@/domain/schemas/testPayment'
import { CardNumberInput } from './CardNumberInput.client'
import { OrderLines } from './OrderLines'
import { shippingLine, vatLine } from './shippingLine'
import styles from './checkout.module.css'

interface Props {
  locale: Locale
  session: string
  summary: OrderSummary
  email: string
  expiresAt: string | null
  open: boolean
  error: TestPaymentError | null
}

const ERROR_KEY = { declined: 'declined', invalid: 'invalidCard', closed: 'closed' } as const

export async function TestPaymentForm({ locale, session, summary, email, expiresAt, open, error }: Props) {
  const t = await getTranslations({ locale, namespace: 'checkout.test' })
  const delivery = await getTranslations({ locale, namespace: 'checkout.delivery' })
  // Paris's clock as 'HH:MM', then written for the shopper ('14 h 05' in French).
  const time = expiresAt
    ? formatTime(
        new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(expiresAt)),
        locale,
      )
    : null
  const problem = error ?? (open ? null : 'closed')
  return (
    <section className={styles.testPage} aria-labelledby="test-title" data-testid="test-checkout">
      <p className={styles.testBadge} data-testid="test-mode">
        {t('badge')}
      </p>
      <p className={styles.testNotice}>{t('notice')}</p>
      <div className={styles.testGrid}>
        <div>
          <h1 id="test-title" className={styles.testTitle}>
            {t('summary', { number: summary.number })}
          </h1>
          <OrderLines
            lines={summary.lines}
            total={summary.total}
            locale={locale}
            labels={{
              line: (l) =>
                t('line', {
                  size: formatSize(l.size, locale),
                  kind: sizeKind(l.sizeSystem),
                  color: l.color,
                  quantity: l.quantity,
                }),
              total: t('total'),
            }}
            shipping={shippingLine(summary, locale, (k, v) => delivery(k, v))}
            vat={vatLine(summary, locale, (k, v) => delivery(k, v))}
          />
        </div>
        <form
          method="post"
          action={`/api/payments/test/${session}`}
          className={styles.testForm}
          data-testid="test-payment-form"
        >
          <p className={styles.field}>
            <label htmlFor="test-email">{t('email')}</label>
            <input id="test-email" value={email} readOnly />
          </p>
          <CardNumberInput
            label={t('card')}
            invalid={error === 'declined' || error === 'invalid'}
            errorId="test-error"
          />
          <div className={styles.row}>
            <p className={styles.field}>
              <label htmlFor="test-expiry">{t('expiry')}</label>
              <input id="test-expiry" name="expiry" defaultValue="12 / 34" autoComplete="off" />
            </p>
            <p className={styles.field}>
              <label htmlFor="test-cvc">{t('cvc')}</label>
              <input id="test-cvc" name="cvc" defaultValue="123" inputMode="numeric" autoComplete="off" />
            </p>
          </div>
          <p id="test-error" role="alert" className={styles.alert} data-testid="test-error">
            {problem ? t(ERROR_KEY[problem]) : ''}
          </p>
          <button
            type="submit"
            name="action"
            value="pay"
            className="button button--solid"
            disabled={!open}
            data-testid="test-pay"
          >
            {t('pay', { total: formatPrice(summary.total, locale) })}
          </button>
          <button
            type="submit"
            name="action"
            value="cancel"
            className={styles.linkButton}
            formNoValidate
            data-testid="test-cancel"
          >
            {t('cancel')}
          </button>
          {time && open && <p className={styles.muted}>{t('expires', { time })}</p>}
        </form>
      </div>
    </section>
  )
}
