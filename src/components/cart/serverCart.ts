// The browser side of /api/cart and the stock check used after sign-in. Nothing here throws: a failure is reported
// as `null` (network or server trouble: change nothing) or 'guest' (no customer session).
import type { StockMap } from '@/domain/cart/reconcile'
import type { CartLimits } from '@/domain/cart/rules'
import type { CartItem } from '@/domain/cart/types'
import { HttpError, postJson, requestJson } from '@/lib/http'

export interface ServerCart {
  customer: string
  items: CartItem[]
}

async function call(method: 'GET' | 'PUT', body?: unknown): Promise<ServerCart | 'guest' | null> {
  try {
    const data = await requestJson<{ customer: string | number | null; items: CartItem[] }>('/api/cart', {
      method,
      body,
      cache: 'no-store',
    })
    return data.customer === null ? 'guest' : { customer: String(data.customer), items: data.items }
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) return 'guest'
    console.warn(`cart ${method} failed`, err instanceof HttpError ? err.status : err)
    return null
  }
}

/** Who is signed in and their saved cart; 'guest' without a customer session; null when the server could not say. */
export const loadServerCart = () => call('GET')

/** Replaces the saved cart; a failure is only logged, never shown to the shopper. */
export const saveServerCart = (items: CartItem[]) => call('PUT', { items })

/**
 * The online store's stock per line id (and the cart's limits), for the drawer's reconciliation and the one after
 * sign-in; null on any failure, so a network hiccup never empties a cart.
 */
export async function fetchStock(
  items: Pick<CartItem, 'id' | 'product_id'>[],
): Promise<{ stock: StockMap; limits?: CartLimits } | null> {
  try {
    return await postJson<{ stock: StockMap; limits?: CartLimits }>(
      '/api/stock',
      { items: items.map(({ id, product_id }) => ({ id, product_id })) },
      { cache: 'no-store', idempotent: true },
    )
  } catch {
    return null
  }
}
