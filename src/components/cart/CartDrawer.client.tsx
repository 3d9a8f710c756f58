'use client'
// The cart drawer: a modal slide-in panel. The native <dialog> keeps focus inside while open and
// makes the page behind inert; Escape closes it through the dialog's cancel event.
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useLocale, useTranslations } from '@/i18n/client'
import { useEffect, useRef } from 'react'
import { useModalDialog } from '@/components/dialog/useModalDialog'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import { formatCartTotal } from '@/domain/money'
import { trackBeginCheckout, trackViewCart } from '@/lib/analytics'
import { cartAnalyticsItem } from './analyticsItem'
import {
  cartItemsAtom,
  cartLimitsAtom,
  cartOpenAtom,
  cartTotalsAtom,
  openCheckoutAtom,
  stockAdjustedAtom,
} from './atoms'
import { CartLine } from './CartLine.client'
import styles from './cart.module.css'
import { useFocusTrap } from './useFocusTrap'
import { useStockSync } from './useStockSync'

export function CartDrawer() {
  const t = useTranslations('cart')
  const locale = useLocale() as Locale
  const [open, setOpen] = useAtom(cartOpenAtom)
  const items = useAtomValue(cartItemsAtom)
  const { totalPrice, totalCount } = useAtomValue(cartTotalsAtom)
  const adjusted = useAtomValue(stockAdjustedAtom)
  const limits = useAtomValue(cartLimitsAtom)
  const openCheckout = useSetAtom(openCheckoutAtom)
  const ref = useRef<HTMLDialogElement>(null)
  useStockSync()
  useFocusTrap(ref, open)
  // Closing gives focus back to whatever opened the drawer (the floating button or "View the cart").
  useModalDialog(ref, open, { restoreFocus: true })
  // view_cart each time the drawer opens (the lines at that moment, not every later change).
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open && !wasOpen.current) trackViewCart(items.map((i) => cartAnalyticsItem(i)))
    wasOpen.current = open
  }, [open, items])

  const close = () => setOpen(false)
  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby="cart-title"
      data-testid="cart-drawer"
      onCancel={(e) => {
        e.preventDefault()
        close()
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog box itself, outside the panel) closes it.
        if (e.target === e.currentTarget) close()
      }}
    >
      <div className={styles.panel}>
        <header className={styles.head}>
          <h2 id="cart-title" className={styles.title}>
            {t('title')}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
            ×
          </button>
        </header>
        <p role="status" className={styles.adjusted} data-testid="cart-adjusted">
          {adjusted ? t('stockAdjusted') : ''}
        </p>
        {items.length === 0 ? (
          <div className={styles.empty}>
            <p data-testid="cart-empty">{t('empty')}</p>
            <LocalLink href="/ankle-boots" locale={locale} className="button" onClick={close}>
              {t('emptyCta')}
            </LocalLink>
          </div>
        ) : (
          <ul className={styles.lines}>
            {items.map((item) => (
              <CartLine key={item.id} item={item} locale={locale} onNavigate={close} />
            ))}
          </ul>
        )}
        <footer className={styles.foot}>
          {/* Said once, when the cart holds as many items as one order may: every + stops there. */}
          {limits && totalCount >= limits.perOrder && (
            <p className={styles.hint} data-testid="cart-order-limit">
              {t('orderLimit', { n: limits.perOrder })}
            </p>
          )}
          <dl className={styles.totals}>
            <div>
              <dt>{t('total')}</dt>
              <dd data-testid="cart-total">{formatCartTotal(totalPrice)}</dd>
            </div>
            <div>
              <dt className="visually-hidden">{t('quantity')}</dt>
              <dd data-testid="cart-total-count">{t('count', { count: totalCount })}</dd>
            </div>
          </dl>
          <p className={styles.vat}>{t('vat')}</p>
          <button
            type="button"
            className="button button--solid"
            disabled={items.length === 0}
            onClick={() => {
              openCheckout(true)
              trackBeginCheckout(items.map((i) => cartAnalyticsItem(i)))
            }}
            data-testid="cart-checkout"
          >
            {t('checkout')}
          </button>
          <button type="button" className={styles.continue} onClick={close}>
            {t('continue')}
          </button>
        </footer>
      </div>
    </dialog>
  )
}
