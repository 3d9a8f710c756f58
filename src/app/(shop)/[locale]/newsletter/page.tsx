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

/** What the page says: the unsubscribe question for a well-formed token, else the link's outcome ('invalid' when
 *  there is none). Its heading is also the page's title, so a tab or a screen reader names this page, not the shop. */
async function pageState({ params, searchParams }: Props) {
  const { locale } = await params
  const { status: raw, unsubscribe } = await searchParams
  const token = unsubscribe && /^[\w-]{16,64}$/.test(unsubscribe) ? unsubscribe : null
  const status = STATUSES.find((s) => s === raw) ?? 'invalid'
  const t = await getTranslations({ locale, namespace: 'requests.newsletter' })
  return { locale, token, status, t, title: token ? t('unsubscribeTitle') : t(`${status}Title`) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { title } = await pageState(props)
  return { title, robots: { index: false } }
}

export default async function NewsletterStatusPage(props: Props) {
  const { locale, token, status, t, title } = await pageState(props)
  setRequestLocale(locale)
  if (token) {
    const action = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}&lang=${locale}&via=page`
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
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
        <h1 className={styles.title}>{title}</h1>
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
