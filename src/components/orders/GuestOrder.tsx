// The guest's order page (src/server/guestOrders/view.ts says what it holds): status, lines, total, the parcel's
// tracking, the invoice and, once delivered, the return form. Server HTML only; the links leave no token behind
// (the carrier's site gets no referrer).
import { getTranslations } from 'next-intl/server'
import { INTL_LOCALES, type Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { formatSize } from '@/domain/numberFormat'
import { sizeKind } from '@/domain/orderLines'
import type { GuestOrderView } from '@/server/guestOrders/view'
import styles from '@/components/account/account.module.css'

const day = (iso: string, l: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[l], { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso))

export async function GuestOrder({ order, locale }: { order: GuestOrderView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'guestOrder' })
  const a = await getTranslations({ locale, namespace: 'account.orders' })
  return (
    <article className={`${styles.page} ${styles.wide}`} aria-labelledby="order-title" data-testid="guest-order">
      <h1 id="order-title" className={styles.title}>
        {t('title', { number: order.number })}
      </h1>
      <p className={styles.intro}>{a('placed', { date: day(order.createdAt, locale) })}</p>
      <section className={styles.section} aria-labelledby="order-status-title">
        <h2 id="order-status-title">{t('status')}</h2>
        <p data-testid="guest-order-status" data-status={order.status}>
          {a(`status.${order.status}`)}
        </p>
        {order.tracking ? (
          <p data-testid="guest-order-tracking">
            {t('trackingNumber', { carrier: order.tracking.carrier, number: order.tracking.number })} ·{' '}
            <a href={order.tracking.href} rel="noreferrer noopener" target="_blank">
              {t('track')}
            </a>
          </p>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">{t('lines')}</h2>
        <ul className={styles.list} data-testid="guest-order-lines">
          {order.lines.map((l, i) => (
            <li key={i} className={styles.card}>
              {l.title}
              {l.color ? ` · ${l.color}` : ''}
              {l.size
                ? ` · ${a('size', { size: formatSize(l.size, locale), kind: sizeKind(l.sizeSystem) })}`
                : ''} · {a('quantity', { quantity: l.quantity })} · {formatPrice(l.unitPrice * l.quantity, locale)}
            </li>
          ))}
        </ul>
        <p data-testid="guest-order-total">
          {a('total')} {formatPrice(order.total, locale)}
        </p>
      </section>
      {order.invoiceHref || order.returnHref ? (
        <section className={styles.section}>
          <ul className={styles.list}>
            {order.invoiceHref ? (
              <li>
                <a href={order.invoiceHref} data-testid="guest-order-invoice">
                  {t('invoice')}
                </a>
              </li>
            ) : null}
            {order.returnHref ? (
              <li>
                <a href={order.returnHref} data-testid="guest-order-return">
                  {t('returns')}
                </a>{' '}
                {t('returnsNote')}
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      <p className={styles.intro}>{t('expires', { date: day(order.expiresAt, locale) })}</p>
    </article>
  )
}
