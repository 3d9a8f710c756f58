// Adapter to the accounts module: who is asking for a cart. Only a signed-in customer (the `maison-customer` session
// of src/server/http/customerSession.ts — never a staff session) has a saved cart; everyone else keeps a local cart.
import { customerFromRequest, customerToken, tokenExpiry } from '@/server/http/customerSession'
import type { CartCustomer } from './store'

export interface CartCaller extends CartCustomer {
  /** When the session token expires (ms): a live stream is closed then, and the browser reconnects refreshed. */
  expiresAt: number
}

/** The cart's view of a shopper the pipeline already identified from this request. */
export function cartCallerOf(request: Request, customer: { id: number | string }): CartCaller {
  const token = customerToken(request.headers)
  return { id: customer.id, collection: 'customers', expiresAt: token ? tokenExpiry(token) : 0 }
}

export async function cartCaller(request: Request): Promise<CartCaller | null> {
  const customer = await customerFromRequest(request)
  return customer ? cartCallerOf(request, customer) : null
}
