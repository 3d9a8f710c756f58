'use client'
// The success page's body. The shopper may arrive before the payment event: it polls the order once a second
// for a while; once paid it shows the number and summary, empties the cart and pushes the ad conversion once.
import { useSetAtom } from 'jotai'
import { useLocale, useTranslations } from '@/i18n/client'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { clearCartAtom } from '@/components/cart/atoms'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import { formatSize } from '@/domain/numberFormat'
import { sizeKind } from '@/domain/orderLines'
import { CHECKOUT_INFO_KEY, parseSavedInfo } from '@/domain/checkoutForm'
import {
  type OrderSummary,
  SUCCESS_POLL_MAX,
  SUCCESS_POLL_MS,
  conversionEvent,
  conversionKey,
  isSettled,
  maskEmail,
} from '@/domain/payments'
import { trackPurchase } from '@/lib/analytics'
import { requestJson } from '@/lib/http'
import { AccountOffer } from './AccountOffer.client'
import { OrderLines } from './OrderLines'
import { shippingLine, vatLine } from './shippingLine'
import { pollOrder } from './pollOrder'
import styles from './checkout.module.css'

function useOrder(sessionId: string | null, initial: OrderSummary | null, locale: Locale) {
  const [order, setOrder] = useState(initial)
  const [gaveUp, setGaveUp] = useState(false)
  // The effect depends on whether to poll, not on each answer: a new answer must not restart the count.
  const polling = Boolean(sessionId) && !(order && isSettled(order.status)) && !gaveUp
  useEffect(() => {
    if (!polling || !sessionId) return
    return pollOrder({
      fetchOrder: () =>
        requestJson<OrderSummary>(
          `/api/orders/by-session?session_id=${encodeURIComponent(sessionId)}&locale=${locale}`,
          { cache: 'no-store' },
        ).catch(() => null),
      onOrder: setOrder,
      onGiveUp: () => setGaveUp(true),
      max: SUCCESS_POLL_MAX,
      intervalMs: SUCCESS_POLL_MS,
    })
  }, [sessionId, polling, locale])
  return { order, gaveUp }
}

function useOnPaid(order: OrderSummary | null) {
  const clearCart = useSetAtom(clearCartAtom)
  const paid = order && order.status !== 'pending' && order.status !== 'cancelled' && order.status !== 'expired'
  const done = useRef<string | null>(null)
  useEffect(() => {
    if (!paid || !order || done.current === order.number) return
    done.current = order.number
    clearCart()
    const key = conversionKey(order.number)
    if (window.localStorage.getItem(key)) return
    window.localStorage.setItem(key, '1')
    trackPurchase(conversionEvent(order).ecommerce)
  }, [paid, order, clearCart])
  return Boolean(paid)
}

/**
 * The address and name typed in this browser's checkout panel, when the order is theirs: the page shows the address
 * in full (the server only sends it masked, for a success link that leaks) and offers the account for it. Read after
 * the first render, so the server's HTML and the first client render agree.
 */
function useTypedDetails(order: OrderSummary | null) {
  const saved = useSyncExternalStore(subscribeStorage, readSavedInfo, () => null)
  const masked = order?.email
  return useMemo(() => {
    try {
      const info = parseSavedInfo(saved)
      if (masked && info.email && maskEmail(info.email) === masked)
        return { email: info.email, name: info.shippingAddress.fullName }
    } catch {
      // Unreadable: the masked address stands, and the offer asks for the address.
    }
    return { email: '', name: '' }
  }, [saved, masked])
}

function subscribeStorage(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

function readSavedInfo() {
  try {
    return window.localStorage.getItem(CHECKOUT_INFO_KEY)
  } catch {
    return null // storage disabled (private mode)
  }
}

export function SuccessView({ sessionId, initial }: { sessionId: string | null; initial: OrderSummary | null }) {
  const t = useTranslations('checkout.success')
  const delivery = useTranslations('checkout.delivery')
  const locale = useLocale() as Locale
  const { order, gaveUp } = useOrder(sessionId, initial, locale)
  const paid = useOnPaid(order)
  const typed = useTypedDetails(order)
  const status =
    !sessionId || (!order && gaveUp)
      ? t('missing')
      : paid
        ? ''
        : order && isSettled(order.status)
          ? t('notPaid')
          : gaveUp
            ? t('notPaid')
            : t('waiting')
  return (
    <section
      className={styles.result}
      aria-labelledby="success-title"
      data-testid="checkout-success"
      data-state={paid ? 'paid' : (order?.status ?? 'unknown')}
    >
      <h1 id="success-title">{t('title')}</h1>
      <p role="status" aria-live="polite" data-testid="success-status">
        {status}
      </p>
      {paid && order && (
        <>
          <p className="lede">{t('paid', { number: order.number, email: typed.email || order.email })}</p>
          <p className="eyebrow" style={{ marginTop: '2rem', marginBottom: 0 }}>
            {t('number')}
          </p>
          <p className={styles.number} data-testid="order-number">
            {order.number}
          </p>
          <OrderLines
            lines={order.lines}
            total={order.total}
            locale={locale}
            labels={{
              line: (l) =>
                t('line', {
                  size: formatSize(l.size, locale),
                  kind: sizeKind(l.sizeSystem),
                  color: l.color,
                  quantity: l.quantity,
                }),
              total: t('total'),
            }}
            shipping={shippingLine(order, locale, (k, v) => delivery(k, v))}
            vat={vatLine(order, locale, (k, v) => delivery(k, v))}
          />
          <AccountOffer key={typed.email} locale={locale} email={typed.email} name={typed.name} />
        </>
      )}
      <div className={styles.actions}>
        <LocalLink href="/" locale={locale} className="button">
          {t('continue')}
        </LocalLink>
      </div>
    </section>
  )
}
