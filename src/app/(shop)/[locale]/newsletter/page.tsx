// /newsletter?status=confirmed|unsubscribed|invalid — where the confirm and unsubscribe links land;
// /newsletter?unsubscribe=<token> — the unsubscribe confirmation, whose button POSTs (link scanners only GET).
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { LocalLink } from '@/components/layout/LocalLink'
import { NewsletterBlock } from '@/components/forms/NewsletterBlock'
import styles from '@/components/forms/contact.module.css'
import type { Locale } from '@/domain/locale'

// Per-visitor: this page reads its query (a payment session, a subscription link's outcome), so it is rendered
// for each request and never cached, unlike the shop's public pages.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ status?: string; unsubscribe?: string }> }
const STATUSES = ['confirmed', 'unsubscribed', 'invalid'] as const

export const metadata: Metadata = { robots: { index: false } }

export default async function NewsletterStatusPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { status: raw, unsubscribe } = await searchParams
  const status = STATUSES.find((s) => s === raw) ?? 'invalid'
  const t = await getTranslations({ locale, namespace: 'requests.newsletter' })
  if (unsubscribe && /^[\w-]{16,64}$/.test(unsubscribe)) {
    const action = `/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}&lang=${locale}&via=page`
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('unsubscribeTitle')}</h1>
          <p className={styles.intro}>{t('unsubscribeText')}</p>
          <form method="post" action={action}>
            <button type="submit" className="button button--solid">
              {t('unsubscribeButton')}
            </button>
          </form>
        </header>
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`${status}Title`)}</h1>
        <p className={styles.intro}>{t(`${status}Text`)}</p>
        <p>
          <LocalLink href="/" locale={locale} className="button">
            {t('backHome')}
          </LocalLink>
        </p>
      </header>
      {status !== 'confirmed' && <NewsletterBlock locale={locale} />}
    </div>
  )
}
