// /orders/<number>?t=… and /fr/orders/<number>?t=… — a guest's order, opened by the link "Find my order" mails
// (src/server/orderLinks/orderPage.ts). Private: rendered per request, never stored by a shared cache (Next sends
// `private, no-store` for a dynamic page), never indexed. A link that does not hold answers 404 with nothing of
// the order (./not-found.tsx).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { GuestOrder } from '@/components/orders/GuestOrder'
import type { Locale } from '@/domain/locale'
import { guestOrderView } from '@/server/guestOrders/view'
import { getPayload } from '@/server/platform/payload'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; number: string }>; searchParams: Promise<{ t?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'guestOrder' })
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

export default async function GuestOrderPage({ params, searchParams }: Props) {
  const { locale, number } = await params
  setRequestLocale(locale)
  const { t } = await searchParams
  const token = typeof t === 'string' ? t : ''
  const order = await guestOrderView(await getPayload(), decodeURIComponent(number), token, locale)
  if (!order) notFound()
  return <GuestOrder order={order} locale={locale} />
}
