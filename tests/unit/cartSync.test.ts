// The browser's cart sync (src/components/cart/cartSync.ts) with the server calls and the live subscription faked:
// sign-in loads the saved cart and subscribes for that customer; a live event reloads the cart — unless a sync is
// running, then exactly once after it has finished; a local change writes the saved cart; sign-out clears the cart.
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartItem } from '@/domain/cart/types'

const server = vi.hoisted(() => ({ loadServerCart: vi.fn(), saveServerCart: vi.fn(), fetchStock: vi.fn() }))
const live = vi.hoisted(() => {
  const state: { customer: string | null; onChange?: () => void } = { customer: null }
  return {
    state,
    subscribeCart: vi.fn((customer: string, h: { onChange(): void }) => {
      state.customer = customer
      state.onChange = h.onChange
    }),
    unsubscribeCart: vi.fn(() => {
      state.customer = null
    }),
    subscribedCustomer: () => state.customer,
  }
})
vi.mock('@/components/cart/serverCart', () => server)
vi.mock('@/components/cart/liveCart', () => live)

const line = (n: number, quantity = 1): CartItem => ({
  id: `pumps-black-${n}:38:black:pumps`,
  product_id: `pumps-black-${n}`,
  title: `Pump ${n}`,
  price: 59_000,
  quantity,
  image: '',
  size: '38',
  color: 'black',
  type: 'pumps',
})

function deferred<T>() {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}
const flush = () => new Promise((r) => setTimeout(r, 0))

let atoms: typeof import('@/components/cart/atoms')
let sync: typeof import('@/components/cart/cartSync')

beforeEach(async () => {
  const mem = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => mem.get(k) ?? null,
    setItem: (k: string, v: string) => void mem.set(k, v),
    removeItem: (k: string) => void mem.delete(k),
  })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  server.loadServerCart.mockReset()
  server.saveServerCart.mockReset()
  server.fetchStock.mockReset().mockResolvedValue(null)
  live.state.customer = null
  vi.resetModules()
  atoms = await import('@/components/cart/atoms')
  sync = await import('@/components/cart/cartSync')
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function signedInAs(customer: string, items: CartItem[]) {
  const store = createStore()
  server.loadServerCart.mockResolvedValueOnce({ customer, items })
  const s = sync.startCartSync(store, { onAdjusted: () => undefined })
  await s.check()
  return { store, s }
}

describe('cart sync', () => {
  it('sign-in loads the saved cart and holds the live subscription for that customer', async () => {
    const { store, s } = await signedInAs('7', [line(1)])
    expect(store.get(atoms.cartItemsAtom)).toEqual([line(1)])
    expect(live.subscribeCart).toHaveBeenLastCalledWith('7', expect.anything())
    s.stop()
  })

  it('a live event reloads the cart when no sync is running', async () => {
    const { store, s } = await signedInAs('7', [line(1)])
    server.loadServerCart.mockResolvedValueOnce({ customer: '7', items: [line(1), line(2)] })
    live.state.onChange!()
    await flush()
    expect(server.loadServerCart).toHaveBeenCalledTimes(2)
    expect(store.get(atoms.cartItemsAtom)).toEqual([line(1), line(2)])
    s.stop()
  })

  it('a live event during a write waits for it, then reloads once', async () => {
    const { store, s } = await signedInAs('7', [line(1)])
    const save = deferred<unknown>()
    server.saveServerCart.mockReturnValueOnce(save.promise)
    store.set(atoms.cartItemsAtom, [line(1, 2)])
    expect(server.saveServerCart).toHaveBeenCalledWith([line(1, 2)])
    live.state.onChange!()
    live.state.onChange!()
    await flush()
    expect(server.loadServerCart).toHaveBeenCalledTimes(1)
    server.loadServerCart.mockResolvedValueOnce({ customer: '7', items: [line(1, 2), line(3)] })
    save.resolve({ customer: '7', items: [line(1, 2)] })
    await flush()
    await flush()
    expect(server.loadServerCart).toHaveBeenCalledTimes(2)
    expect(store.get(atoms.cartItemsAtom)).toEqual([line(1, 2), line(3)])
    s.stop()
  })

  it('a live event while the cart is syncing stock waits for the end of that sync', async () => {
    const { store, s } = await signedInAs('7', [line(1)])
    store.set(atoms.isSyncingAtom, true)
    live.state.onChange!()
    await flush()
    expect(server.loadServerCart).toHaveBeenCalledTimes(1)
    server.loadServerCart.mockResolvedValueOnce({ customer: '7', items: [] })
    store.set(atoms.isSyncingAtom, false)
    await flush()
    expect(server.loadServerCart).toHaveBeenCalledTimes(2)
    expect(store.get(atoms.cartItemsAtom)).toEqual([])
    s.stop()
  })

  it('signing out clears the local cart and drops the subscription', async () => {
    const { store, s } = await signedInAs('7', [line(1)])
    server.loadServerCart.mockResolvedValueOnce('guest')
    await s.check()
    expect(store.get(atoms.cartItemsAtom)).toEqual([])
    expect(live.state.customer).toBeNull()
    s.stop()
  })
})
