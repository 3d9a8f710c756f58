'use client'
// Mounts the checkout information panel the first time the cart drawer asks for it (openCheckoutAtom), so
// pages that never check out do not load its code.
import { useAtomValue } from 'jotai'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { openCheckoutAtom } from '@/components/cart/atoms'

const CheckoutPanel = dynamic(() => import('./CheckoutPanel.client').then((m) => m.CheckoutPanel), { ssr: false })

export function CheckoutRoot() {
  const open = useAtomValue(openCheckoutAtom)
  const [everOpened, setEverOpened] = useState(false)
  // Once loaded it stays mounted, so closing keeps the typed details and the slide-out animation.
  if (open && !everOpened) setEverOpened(true)
  return open || everOpened ? <CheckoutPanel /> : null
}
