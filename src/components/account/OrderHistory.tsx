// The account's orders, newest first: number, date, status, lines and total (amounts in cents, shown in euros).
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { formatSize } from '@/domain/numberFormat'
import { type SizeSystem, sizeKind } from '@/domain/orderLines'
import styles from './account.module.css'

export interface OrderView {
  id: number
  number: string
  status: string
  createdAt: string
  total: number
  currency: string
  lines: {
    title: string
    size?: string | null
    sizeSystem?: SizeSystem
    color?: string | null
    quantity: number
    unitPrice: number
  }[]
}

export function OrderHistory({ locale, orders }: { locale: Locale; orders: OrderView[] | null }) {
  const t = useTranslations('account')
  const r = useTranslations('returns')
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency }).format(cents / 100)
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' }).format(new Date(iso))
  return (
    <section className={styles.section} aria-labelledby="orders-title">
      <h2 id="orders-title">{t('orders.title')}</h2>
      {orders === null ? <p role="status">{t('pages.loading')}</p> : null}
      {orders?.length === 0 ? <p>{t('orders.empty')}</p> : null}
      <ul className={styles.list}>
        {orders?.map((o) => (
          <li key={o.id} className={styles.card} data-testid="account-order">
            <div className={styles.row}>
              <strong>{t('orders.number', { number: o.number })}</strong>
              <span>{t('orders.placed', { date: date(o.createdAt) })}</span>
              <span data-testid="order-status">
                {t.has(`orders.status.${o.status}`) ? t(`orders.status.${o.status}`) : o.status}
              </span>
            </div>
            <ul>
              {o.lines.map((l, i) => (
                <li key={i}>
                  {l.title}
                  {l.size
                    ? ` · ${t('orders.size', { size: formatSize(l.size, locale), kind: sizeKind(l.sizeSystem) })}`
                    : ''}
                  {l.color ? ` · ${l.color}` : ''} · {t('orders.quantity', { quantity: l.quantity })} ·{' '}
                  {money(l.unitPrice, o.currency)}
                </li>
              ))}
            </ul>
            <p>
              {t('orders.total')} {money(o.total, o.currency)}
            </p>
            {/* A delivered order may be returned: the form checks the 14 days and what is left against the order. */}
            {o.status === 'delivered' ? (
              <p>
                <a href={`${localizedHref('/returns', locale)}?order=${o.id}`} data-testid="account-order-return">
                  {r('link')}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
