// /wishlist and /fr/wishlist — the saved pairs. One cacheable page for everyone: the list is the browser's (and the
// account's, once signed in), drawn by a client island.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { WishlistView } from '@/components/wishlist/WishlistView.client'
import type { Locale } from '@/domain/locale'
import styles from '@/components/wishlist/wishlist.module.css'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'wishlist' })
  return { title: t('title'), robots: { index: false, follow: true } }
}

export default async function WishlistPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'wishlist' })
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <WishlistView locale={locale} />
    </div>
  )
}
