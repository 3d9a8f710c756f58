'use client'
// The success page's body. The shopper may arrive before the payment event: it polls the order once a second
// for a while; once paid it shows the number and summary, empties the cart and pushes the ad conversion once.
import { useSetAtom } from 'jotai'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { clearCartAtom } from '@/components/cart/atoms'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import { type OrderSummary, SUCCESS_POLL_MAX, SUCCESS_POLL_MS, conversionEvent, conversionKey, isSettled } from '@/domain/payments'
import { OrderLines } from './OrderLines'
import styles from './checkout.module.css'

function useOrder(sessionId: string | null, initial: OrderSummary | null) {
  const [order, setOrder] = useState(initial)
  const [gaveUp, setGaveUp] = useState(false)
  useEffect(() => {
    if (!sessionId || (order && isSettled(order.status))) return
    let tries = 0
    const timer = window.setInterval(async () => {
      tries += 1
      if (tries > SUCCESS_POLL_MAX) {
        window.clearInterval(timer)
        setGaveUp(true)
        return
      }
      const res = await fetch(`/api/orders/by-session?session_id=${encodeURIComponent(sessionId)}`, { cache: 'no-store' }).catch(() => null)
      if (res?.ok) setOrder((await res.json()) as OrderSummary)
    }, SUCCESS_POLL_MS)
    return () => window.clearInterval(timer)
  }, [sessionId, order])
  return { order, gaveUp }
}

function useOnPaid(order: OrderSummary | null) {
  const clearCart = useSetAtom(clearCartAtom)
  const paid = order && order.status !== 'pending' && order.status !== 'cancelled' && order.status !== 'expired'
  useEffect(() => {
    if (!paid || !order) return
    clearCart()
    const key = conversionKey(order.number)
    if (window.localStorage.getItem(key)) return
    window.localStorage.setItem(key, '1')
    window.dataLayer = window.dataLayer || []
    window.dataLayer.push({ ecommerce: null }) // GA4: clear the previous ecommerce object first
    window.dataLayer.push(conversionEvent(order))
  }, [paid, order, clearCart])
  return Boolean(paid)
}

export function SuccessView({ sessionId, initial }: { sessionId: string | null; initial: OrderSummary | null }) {
  const t = useTranslations('checkout.success')
  const locale = useLocale() as Locale
  const { order, gaveUp } = useOrder(sessionId, initial)
  const paid = useOnPaid(order)
  const status = !sessionId || (!order && gaveUp) ? t('missing') : paid ? '' : order && isSettled(order.status) ? t('notPaid') : gaveUp ? t('notPaid') : t('waiting')
  return (
    <section className={styles.result} aria-labelledby="success-title" data-testid="checkout-success" data-state={paid ? 'paid' : order?.status ?? 'unknown'}>
      <h1 id="success-title">{t('title')}</h1>
      <p role="status" aria-live="polite" data-testid="success-status">{status}</p>
      {paid && order && (
        <>
          <p className="lede">{t('paid', { number: order.number, email: order.email })}</p>
          <p className="eyebrow" style={{ marginTop: '2rem', marginBottom: 0 }}>{t('number')}</p>
          <p className={styles.number} data-testid="order-number">{order.number}</p>
          <OrderLines
            lines={order.lines}
            total={order.total}
            locale={locale}
            labels={{ line: (l) => t('line', { size: l.size, color: l.color, quantity: l.quantity }), total: t('total') }}
          />
        </>
      )}
      <div className={styles.actions}>
        <LocalLink href="/" locale={locale} className="button">{t('continue')}</LocalLink>
      </div>
    </section>
  )
}
