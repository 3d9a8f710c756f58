// Keeps the browser's cart and the signed-in shopper's saved cart together:
// - every local change writes the saved cart (one write at a time, the latest cart wins; errors only logged);
// - signing in loads the saved cart: a guest cart with lines is merged into it first (src/domain/cart/merge.ts), the
//   result replaces the local cart, then quantities are checked against stock with the reconciliation message;
// - a plain reload of the page by the same shopper just takes the saved cart; another customer's local cart is
//   replaced by the new customer's (switching reloads) and the live subscription follows the customer;
// - signing out clears the local cart;
// - a live event reloads the cart unless a sync is running — then once that sync has finished, so no change is lost.
import type { createStore } from 'jotai'
import { cartAfterSignIn, sameCart } from '@/domain/cart/merge'
import { applyStockAnswer } from '@/domain/cart/stockSync'
import type { CartItem } from '@/domain/cart/types'
import { adjustedIdsAtom, cartItemsAtom, isSyncingAtom, stockAdjustedAtom, stockAtom } from './atoms'
import { subscribeCart, subscribedCustomer, unsubscribeCart } from './liveCart'
import { type ServerCart, fetchStock, loadServerCart, saveServerCart } from './serverCart'

type Store = ReturnType<typeof createStore>

/** Whose cart the local cart is: a customer id, or absent for a guest's cart (kept beside the cart in storage). */
export const CART_OWNER_KEY = 'cartOwner'
const owner = () => {
  try {
    return localStorage.getItem(CART_OWNER_KEY)
  } catch {
    return null
  }
}
const setOwner = (id: string | null) => {
  try {
    if (id === null) localStorage.removeItem(CART_OWNER_KEY)
    else localStorage.setItem(CART_OWNER_KEY, id)
  } catch {
    // Private mode without storage: the cart still syncs for this page's lifetime.
  }
}

export interface CartSync {
  /** Asks the server who is signed in now and acts on a change (sign-in, sign-out, another customer). */
  check(): Promise<void>
  stop(): void
}

export function startCartSync(store: Store, { onAdjusted }: { onAdjusted(): void }): CartSync {
  let customer: string | null = null
  let applying = false
  let running = 0
  let pendingReload = false
  let writing = false
  let writeQueued = false
  let checking: Promise<void> | null = null
  let lastSaved: CartItem[] | null = null
  let stopped = false
  let changedBeforeCheck = false

  const setLocal = (items: CartItem[]) => {
    applying = true
    try {
      store.set(cartItemsAtom, items)
    } finally {
      applying = false
    }
  }
  const busy = () => running > 0 || store.get(isSyncingAtom)
  const done = () => {
    running--
    if (!busy() && pendingReload) {
      pendingReload = false
      void reload()
    }
  }
  const subscribe = (id: string) => subscribeCart(id, { onChange: () => void reload(), onError: () => void check() })

  async function write() {
    if (writing) {
      writeQueued = true
      return
    }
    writing = true
    running++
    try {
      do {
        writeQueued = false
        const items = store.get(cartItemsAtom)
        // Another tab's change reaches this tab through storage: it saved it already.
        if (lastSaved && sameCart(items, lastSaved)) continue
        const saved = await saveServerCart(items)
        if (saved === 'guest') {
          signedOut()
          break
        }
        if (saved) lastSaved = saved.items
      } while (writeQueued && customer && !stopped)
    } finally {
      writing = false
      done()
    }
  }

  async function reload() {
    if (!customer || stopped) return
    if (busy()) {
      pendingReload = true
      return
    }
    running++
    try {
      const saved = await loadServerCart()
      if (saved === 'guest') signedOut()
      else if (saved && saved.customer !== customer) await signedIn(saved)
      else if (saved) {
        lastSaved = saved.items
        if (!sameCart(saved.items, store.get(cartItemsAtom))) setLocal(saved.items)
      }
    } finally {
      done()
    }
  }

  async function signedIn(saved: ServerCart) {
    running++
    try {
      const local = store.get(cartItemsAtom)
      const previous = owner()
      // A guest cart merges into the saved one; a cart that was a customer's (this one on a reload, another one on a
      // switch) is simply replaced by the saved cart.
      // A change made on this page before the first check answered (e.g. an add right after a page load) is newer
      // than the saved cart: it is kept and saved, not overwritten.
      const { items, write: mustWrite } =
        previous === null
          ? cartAfterSignIn(saved.items, local)
          : previous === saved.customer && changedBeforeCheck
            ? { items: local, write: !sameCart(local, saved.items) }
            : { items: saved.items, write: false }
      changedBeforeCheck = false
      customer = saved.customer
      setOwner(saved.customer)
      lastSaved = saved.items
      if (!sameCart(items, local)) setLocal(items)
      let changed = false
      if (previous !== saved.customer && items.length > 0) {
        const stock = (await fetchStock(items))?.stock
        if (stock && customer === saved.customer) {
          const answer = applyStockAnswer(
            store.get(cartItemsAtom),
            items.map((l) => l.id),
            stock,
          )
          changed = answer.changed
          if (changed) setLocal(answer.items)
          store.set(adjustedIdsAtom, answer.lowered)
          store.set(stockAdjustedAtom, changed)
          store.set(stockAtom, stock)
          if (changed) onAdjusted()
        }
      }
      if (mustWrite || changed) {
        const written = await saveServerCart(store.get(cartItemsAtom))
        if (written && written !== 'guest') lastSaved = written.items
      }
      subscribe(saved.customer)
    } finally {
      done()
    }
  }

  function signedOut() {
    const had = customer !== null || owner() !== null
    customer = null
    lastSaved = null
    unsubscribeCart()
    if (!had) return
    setOwner(null)
    setLocal([])
    store.set(stockAtom, null)
    store.set(stockAdjustedAtom, false)
    store.set(adjustedIdsAtom, [])
  }

  function check(): Promise<void> {
    if (stopped) return Promise.resolve()
    checking ??= (async () => {
      const saved = await loadServerCart()
      if (saved === 'guest') signedOut()
      else if (saved && saved.customer !== customer) await signedIn(saved)
      else if (saved) {
        if (subscribedCustomer() !== saved.customer) subscribe(saved.customer)
        if (!busy() && !sameCart(saved.items, store.get(cartItemsAtom))) {
          lastSaved = saved.items
          setLocal(saved.items)
        }
      }
    })().finally(() => {
      checking = null
    })
    return checking
  }

  const offItems = store.sub(cartItemsAtom, () => {
    if (applying || stopped) return
    if (customer) void write()
    else changedBeforeCheck = true
  })
  const offSyncing = store.sub(isSyncingAtom, () => {
    if (!busy() && pendingReload) {
      pendingReload = false
      void reload()
    }
  })

  return {
    check,
    stop() {
      stopped = true
      offItems()
      offSyncing()
      unsubscribeCart()
    },
  }
}
