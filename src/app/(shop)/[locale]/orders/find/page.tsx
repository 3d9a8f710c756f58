// /orders/find and /fr/orders/find — "Find my order": a guest asks for the link to an order by its email and number.
// One cacheable page for everyone: the form is a client island posting to /api/orders/find.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AccountShell } from '@/components/account/AccountShell'
import { FindOrderForm } from '@/components/orders/FindOrderForm.client'
import type { Locale } from '@/domain/locale'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'account.pages' })
  return { title: t('findOrderTitle'), robots: { index: false, follow: false } }
}

export default async function FindOrderPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'account.pages' })
  return (
    <AccountShell title={t('findOrderTitle')} intro={t('findOrderIntro')}>
      <FindOrderForm locale={locale} />
    </AccountShell>
  )
}
