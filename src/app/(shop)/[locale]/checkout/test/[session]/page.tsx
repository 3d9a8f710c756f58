// /checkout/test/{session} — the built-in test checkout (no Stripe key): a hosted-payment-like page on this site,
// clearly in test mode, that accepts Stripe's test cards. Refused (404) in production unless explicitly enabled.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { TestPaymentForm } from '@/components/checkout/TestPaymentForm'
import type { Locale } from '@/domain/locale'
import { isTestPaymentError } from '@/domain/schemas/testPayment'
import { orderBySessionId, toSummary } from '@/server/checkout/orders'
import { getPayload } from '@/server/platform/payload'
import { testCheckoutAllowed } from '@/server/payments/testProvider'

// Per-visitor: this page reads its query (a payment session, a subscription link's outcome), so it is rendered
// for each request and never cached, unlike the shop's public pages.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; session: string }>; searchParams: Promise<{ error?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'checkout.test' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

export default async function TestCheckoutPage({ params, searchParams }: Props) {
  const { locale, session } = await params
  setRequestLocale(locale)
  if (!testCheckoutAllowed()) notFound()
  const order = await orderBySessionId(await getPayload(), session)
  if (!order || order.payment?.provider !== 'test') notFound()
  const { error } = await searchParams
  return (
    <TestPaymentForm
      locale={locale}
      session={session}
      summary={toSummary(order, locale)}
      email={order.email}
      expiresAt={order.hold?.expiresAt ?? null}
      open={order.status === 'pending' && order.hold?.state === 'held'}
      error={isTestPaymentError(error) ? error : null}
    />
  )
}
