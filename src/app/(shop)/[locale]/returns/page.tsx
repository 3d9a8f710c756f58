// /returns and /fr/returns — ask for a return of a delivered order (the link of the delivery email, or the order
// history of /account). One cacheable shell for everyone: the order is read by the form through /api/returns/order.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import styles from '@/components/account/account.module.css'
import { ReturnForm } from '@/components/returns/ReturnForm.client'
import type { Locale } from '@/domain/locale'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'returns' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

export default async function ReturnsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'returns' })
  return (
    <section className={styles.page} aria-labelledby="returns-title" data-testid="returns-page">
      <h1 id="returns-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.intro}>{t('lede')}</p>
      <ReturnForm locale={locale} />
    </section>
  )
}
