// The browser side of /api/cart and the stock check used after sign-in. Nothing here throws: a failure is reported
// as `null` (network or server trouble: change nothing) or 'guest' (no customer session).
import type { StockMap } from '@/domain/cart/reconcile'
import type { CartItem } from '@/domain/cart/types'

export interface ServerCart {
  customer: string
  items: CartItem[]
}

async function call(method: 'GET' | 'PUT', body?: unknown): Promise<ServerCart | 'guest' | null> {
  try {
    const res = await fetch('/api/cart', {
      method,
      cache: 'no-store',
      headers: body
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (res.status === 401) return 'guest'
    if (!res.ok) {
      console.warn(`cart ${method} answered ${res.status}`)
      return null
    }
    const data = (await res.json()) as { customer: string | number | null; items: CartItem[] }
    return data.customer === null ? 'guest' : { customer: String(data.customer), items: data.items }
  } catch (err) {
    console.warn(`cart ${method} failed`, err)
    return null
  }
}

/** Who is signed in and their saved cart; 'guest' without a customer session; null when the server could not say. */
export const loadServerCart = () => call('GET')

/** Replaces the saved cart; a failure is only logged, never shown to the shopper. */
export const saveServerCart = (items: CartItem[]) => call('PUT', { items })

/** The online store's stock per line id, for the reconciliation after sign-in; null on failure. */
export async function fetchStock(items: CartItem[]): Promise<StockMap | null> {
  try {
    const res = await fetch('/api/stock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: items.map(({ id, product_id }) => ({ id, product_id })) }),
      cache: 'no-store',
    })
    return res.ok ? ((await res.json()) as { stock: StockMap }).stock : null
  } catch {
    return null
  }
}
