'use client'
// The shop's cart: the floating button (bottom-right, item-count badge) and, once opened, the drawer. The
// drawer's code is loaded on first open so pages that never open it do not pay for it.
import { useAtom, useAtomValue } from 'jotai'
import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useTranslations } from '@/i18n/client'
import { useEffect, useState } from 'react'
import { cartButtonVisible, shouldShowCartButton } from '@/domain/scroll'
import { cartItemsAtom, cartOpenAtom, cartTotalsAtom } from './atoms'
import styles from './cart.module.css'
import { useCartSync } from './useCartSync'

const CartDrawer = dynamic(() => import('./CartDrawer.client').then((m) => m.CartDrawer), { ssr: false })

function useScrolledIntoRange() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () =>
      setVisible(cartButtonVisible(window.scrollY, window.innerHeight, document.documentElement.scrollHeight))
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    // The page can grow or shrink without a scroll (images, a list that loads more, the footer's form): the
    // button follows the new distance to the bottom too.
    const grows = new ResizeObserver(update)
    grows.observe(document.body)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      grows.disconnect()
    }
  }, [])
  return visible
}

export function CartRoot() {
  const t = useTranslations('cart')
  const pathname = usePathname()
  const [open, setOpen] = useAtom(cartOpenAtom)
  // Subscribing here mounts the storage atom, which loads the saved cart into memory.
  useAtomValue(cartItemsAtom)
  // After the stored cart is loaded: a signed-in shopper's cart follows their saved cart (cartSync.ts).
  useCartSync()
  const { totalCount } = useAtomValue(cartTotalsAtom)
  const inRange = useScrolledIntoRange()
  const [everOpened, setEverOpened] = useState(false)
  // Once opened, the drawer stays mounted: closing keeps its state and its focus return.
  if (open && !everOpened) setEverOpened(true)
  if (!shouldShowCartButton(pathname)) return null
  return (
    <>
      <button
        type="button"
        className={styles.fab}
        data-visible={inRange && !open}
        tabIndex={inRange && !open ? 0 : -1}
        aria-label={t('open', { count: totalCount })}
        onClick={() => setOpen(true)}
        data-testid="cart-button"
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
        >
          <path d="M5 8h14l-1.2 12H6.2L5 8Z" />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" />
        </svg>
        {totalCount > 0 && (
          <span className={styles.badge} data-testid="cart-count">
            {totalCount}
          </span>
        )}
      </button>
      {(open || everOpened) && <CartDrawer />}
    </>
  )
}
