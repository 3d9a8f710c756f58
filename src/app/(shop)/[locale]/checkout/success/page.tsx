// /checkout/success?session_id=… — the return page after payment: the order's number and summary once paid
// (polling briefly while the webhook is on its way), then the cart is cleared and the ad conversion fires.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SuccessView } from '@/components/checkout/SuccessView.client'
import type { Locale } from '@/domain/locale'
import { isSessionId } from '@/domain/schemas/orderLookup'
import { orderSummaryBySession } from '@/server/checkout/orders'
import { getPayload } from '@/server/platform/payload'

// Per-visitor: this page reads its query (a payment session, a subscription link's outcome), so it is rendered
// for each request and never cached, unlike the shop's public pages.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ session_id?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'checkout.success' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

export default async function CheckoutSuccessPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { session_id: sessionId } = await searchParams
  const valid = isSessionId(sessionId)
  const initial = valid ? await orderSummaryBySession(await getPayload(), sessionId, locale) : null
  return <SuccessView sessionId={valid ? sessionId : null} initial={initial} />
}
