// The shopper's saved pairs in the browser, kept with the account's list:
// - a guest's list lives in localStorage (WISHLIST_KEY), shared by the tabs of this browser;
// - when the page learns that a shopper is signed in (the session the account link loads once per page), the
//   account's list is read; a guest list on this device joins it (account first, src/domain/wishlist/saved.ts) and
//   the joined list is saved back;
// - a heart tapped before that answer is applied to the account's list as a toggle, not as a whole list: another
//   device's changes made meanwhile are kept;
// - each change made signed in is saved at once (one write at a time, the latest list wins), and every committed
//   change of the shopper's cart document — from any device — reloads the list (the live cart's stream);
// - signing out empties the list on this device (it stays on the account), as the cart does.
// Started by the first component that shows the list (a heart, the wishlist page): pages without one ask nothing.
import { atom, getDefaultStore } from 'jotai'
import { mergeSaved, parseStoredSaved, sameSaved, toggleSaved } from '@/domain/wishlist/saved'
import { HttpError, requestJson } from '@/lib/http'
import { sessionAtom } from '@/components/account/authState'
import { onLiveChange } from '@/components/cart/liveCart'

export const WISHLIST_KEY = 'wishlist'
/** Whose list the local one is: a customer id, or absent for a guest's list. */
export const WISHLIST_OWNER_KEY = 'wishlistOwner'

/** The list shown (most recently saved first). */
export const savedAtom = atom<number[]>([])
/** False until the list of this device is read (the hearts wait for it to show their state). */
export const savedReadyAtom = atom(false)

type Answer = { customer: string | null; products: number[] }

const storage = {
  get(key: string) {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: string, value: string | null) {
    try {
      if (value === null) localStorage.removeItem(key)
      else localStorage.setItem(key, value)
    } catch {
      // Private mode without storage: the list lasts as long as the page.
    }
  },
}

async function call(method: 'GET' | 'PUT', products?: number[]): Promise<Answer | null> {
  try {
    const data = await requestJson<{ customer: string | number | null; products: number[] }>('/api/wishlist', {
      method,
      body: products ? { products } : undefined,
      cache: 'no-store',
    })
    return { customer: data.customer === null ? null : String(data.customer), products: data.products }
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) return { customer: null, products: [] }
    console.warn(`wishlist ${method} failed`, err instanceof HttpError ? err.status : err)
    return null
  }
}

let sync: { toggle(id: number): boolean } | null = null

/** Saves a pair or takes it out (starting the sync if no component has yet); true when it is saved now. */
export const toggleSavedPair = (id: number) => wishlistSync().toggle(id)

/** Starts the one sync of this page (idempotent) and returns its toggle. */
export function wishlistSync() {
  if (sync) return sync
  const store = getDefaultStore()
  let customer: string | null = null
  let lastSaved: number[] | null = null
  let writing = false
  let writeQueued = false
  // Toggles made while a signed-in shopper's list is still being read: applied to the account's list once it is.
  let pending: number[] | null = null

  const setLocal = (ids: number[]) => {
    store.set(savedAtom, ids)
    storage.set(WISHLIST_KEY, JSON.stringify(ids))
  }
  setLocal(parseStoredSaved(storage.get(WISHLIST_KEY)))
  store.set(savedReadyAtom, true)

  async function write() {
    if (writing) {
      writeQueued = true
      return
    }
    writing = true
    try {
      do {
        writeQueued = false
        const ids = store.get(savedAtom)
        if (lastSaved && sameSaved(ids, lastSaved)) continue
        const saved = await call('PUT', ids)
        if (saved?.customer === null) signedOut()
        else if (saved) lastSaved = saved.products
      } while (writeQueued && customer)
    } finally {
      writing = false
    }
  }

  async function signedIn(id: string) {
    customer = id
    pending = []
    const answer = await call('GET')
    if (customer !== id) return
    if (!answer || answer.customer !== id) {
      pending = null
      if (answer?.customer === null) signedOut()
      return
    }
    const previous = storage.get(WISHLIST_OWNER_KEY)
    const toggles = pending
    pending = null
    let ids = previous === null ? mergeSaved(answer.products, store.get(savedAtom)) : answer.products
    if (previous !== null) for (const t of toggles) ids = toggleSaved(ids, t)
    storage.set(WISHLIST_OWNER_KEY, id)
    lastSaved = answer.products
    setLocal(ids)
    if (!sameSaved(ids, answer.products)) await write()
  }

  function signedOut() {
    const had = customer !== null || storage.get(WISHLIST_OWNER_KEY) !== null
    customer = null
    lastSaved = null
    pending = null
    if (!had) return
    storage.set(WISHLIST_OWNER_KEY, null)
    setLocal([])
  }

  async function reload() {
    if (!customer || pending || writing) return
    const answer = await call('GET')
    if (!answer || writing || pending) return
    if (answer.customer === null) return signedOut()
    if (answer.customer !== customer) return void signedIn(answer.customer)
    lastSaved = answer.products
    if (!sameSaved(answer.products, store.get(savedAtom))) setLocal(answer.products)
  }

  const followSession = () => {
    const session = store.get(sessionAtom)
    if (session === undefined) return
    const id = session ? String(session.user.id) : null
    if (id === null) signedOut()
    else if (id !== customer) void signedIn(id)
  }
  store.sub(sessionAtom, followSession)
  followSession()
  onLiveChange(() => void reload())
  // Another tab of this browser changed the list: it saved it already; this tab shows it.
  window.addEventListener('storage', (e) => {
    if (e.key !== WISHLIST_KEY) return
    const ids = parseStoredSaved(e.newValue)
    store.set(savedAtom, ids)
    if (customer) lastSaved = ids
  })

  sync = {
    toggle(id) {
      const ids = toggleSaved(store.get(savedAtom), id)
      setLocal(ids)
      if (pending) pending.push(id)
      else if (customer) void write()
      return ids.includes(id)
    },
  }
  return sync
}
