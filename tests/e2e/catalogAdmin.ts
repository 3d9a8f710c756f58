// Staff REST calls the catalog and cart specs use to change the database under the shop (stock, copy).
import type { APIRequestContext } from '@playwright/test'
import { E2E_ADMIN } from './fixtures/admin'

const tokens = new Map<string, string>()

/** Signs in once per account and reuses the token: sign-ins from one address are rate limited. */
export async function login(request: APIRequestContext, account: { email: string; password: string } = E2E_ADMIN): Promise<string> {
  const hit = tokens.get(account.email)
  if (hit) return hit
  const res = await request.post('/api/users/login', { data: account })
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`)
  const token = (await res.json()).token as string
  tokens.set(account.email, token)
  return token
}
export const adminToken = (request: APIRequestContext) => login(request)

/** Sets the online store's quantity of one SKU. */
export async function setOnlineStock(request: APIRequestContext, sku: string, quantity: number) {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const stores = await (await request.get('/api/stores?where[type][equals]=online&depth=0', { headers })).json()
  const store = stores.docs[0].id
  const rows = await (await request.get(`/api/inventory?where[sku][equals]=${encodeURIComponent(sku)}&where[store][equals]=${store}&depth=0`, { headers })).json()
  const res = await request.patch(`/api/inventory/${rows.docs[0].id}`, { headers, data: { quantity } })
  if (!res.ok()) throw new Error(`stock update failed: ${res.status()} ${await res.text()}`)
}

export async function clearDescription(request: APIRequestContext, handle: string) {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await (await request.get(`/api/products?where[handle][equals]=${encodeURIComponent(handle)}&depth=0`, { headers })).json()
  const res = await request.patch(`/api/products/${found.docs[0].id}?locale=en`, { headers, data: { description: '' } })
  if (!res.ok()) throw new Error(`product update failed: ${res.status()} ${await res.text()}`)
}
