// /checkout/cancel — the shopper left the payment page. Nothing was charged; the cart is untouched (the cancel link
// went through /api/payments/cancel, which closed the payment session and put the held stock back).
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { LocalLink } from '@/components/layout/LocalLink'
import styles from '@/components/checkout/checkout.module.css'
import type { Locale } from '@/domain/locale'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'checkout.cancel' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

export default async function CheckoutCancelPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'checkout.cancel' })
  return (
    <section className={styles.result} aria-labelledby="cancel-title" data-testid="checkout-cancel">
      <h1 id="cancel-title">{t('title')}</h1>
      <p className="lede">{t('body')}</p>
      <div className={styles.actions}>
        <LocalLink href="/" locale={locale} className="button button--solid">
          {t('back')}
        </LocalLink>
      </div>
    </section>
  )
}
