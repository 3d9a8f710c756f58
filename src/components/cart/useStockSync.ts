// Stock reconciliation while the drawer is open: ask on open, then every 30 s, stop on close.
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import { STOCK_POLL_MS } from '@/domain/cart/reconcile'
import { applyStockAnswer } from '@/domain/cart/stockSync'
import {
  adjustedIdsAtom,
  cartItemsAtom,
  cartLimitsAtom,
  cartOpenAtom,
  isSyncingAtom,
  stockAdjustedAtom,
  stockAtom,
} from './atoms'
import { fetchStock } from './serverCart'

export function useStockSync() {
  const open = useAtomValue(cartOpenAtom)
  const store = useStore()
  const setStock = useSetAtom(stockAtom)
  useEffect(() => {
    if (!open) return
    let alive = true
    const run = async () => {
      const items = store.get(cartItemsAtom)
      if (items.length === 0) {
        // Nothing to check is nothing changed: an old "Cart updated" message must not linger on an empty cart.
        store.set(adjustedIdsAtom, [])
        store.set(stockAdjustedAtom, false)
        return setStock({})
      }
      store.set(isSyncingAtom, true)
      // A failed read changes nothing: the cart is never emptied because the network hiccuped.
      const answer = await fetchStock(items)
      store.set(isSyncingAtom, false)
      if (!alive || !answer) return
      const { stock, limits } = answer
      if (limits) store.set(cartLimitsAtom, limits)
      // Reconcile against the cart as it is now: the shopper may have changed it during the request.
      const {
        items: next,
        changed,
        lowered,
      } = applyStockAnswer(
        store.get(cartItemsAtom),
        items.map((l) => l.id),
        stock,
      )
      if (changed) store.set(cartItemsAtom, next)
      store.set(adjustedIdsAtom, lowered)
      store.set(stockAdjustedAtom, changed)
      setStock(stock)
    }
    void run()
    const timer = window.setInterval(run, STOCK_POLL_MS)
    return () => {
      alive = false
      window.clearInterval(timer)
    }
  }, [open, store, setStock])
}
