// The 404 of a guest order link that does not open an order (unknown, tampered or expired): says so, with the way
// to a new link, and shows nothing of any order. No countdown home, unlike the site's 404: the shopper came for
// this order.
import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import styles from '@/components/account/account.module.css'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function OrderLinkNotFound() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations({ locale, namespace: 'guestOrder' })
  return (
    <section className={styles.page} aria-labelledby="order-link-title" data-testid="order-link-invalid">
      <h1 id="order-link-title" className={styles.title}>
        {t('invalidTitle')}
      </h1>
      <p className={styles.intro}>{t('invalidText')}</p>
      <LocalLink href="/orders/find" locale={locale} className={styles.button}>
        {t('askAgain')}
      </LocalLink>
    </section>
  )
}
