// /newsletter?status=confirmed|unsubscribed|invalid — where the confirm and unsubscribe links land.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { LocalLink } from '@/components/layout/LocalLink'
import { NewsletterBlock } from '@/components/requests/NewsletterBlock'
import styles from '@/components/requests/contact.module.css'
import type { Locale } from '@/domain/locale'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ status?: string }> }
const STATUSES = ['confirmed', 'unsubscribed', 'invalid'] as const

export const metadata: Metadata = { robots: { index: false } }

export default async function NewsletterStatusPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { status: raw } = await searchParams
  const status = STATUSES.find((s) => s === raw) ?? 'invalid'
  const t = await getTranslations({ locale, namespace: 'requests.newsletter' })
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`${status}Title`)}</h1>
        <p className={styles.intro}>{t(`${status}Text`)}</p>
        <p><LocalLink href="/" locale={locale} className="button">{t('backHome')}</LocalLink></p>
      </header>
      {status !== 'confirmed' && <NewsletterBlock locale={locale} />}
    </div>
  )
}
