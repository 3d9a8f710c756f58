// Staff REST calls the catalog and cart specs use to change the database under the shop (stock, copy).
import type { APIRequestContext } from '@playwright/test'
import { E2E_ADMIN } from './fixtures/admin'

const tokens = new Map<string, string>()

/** Signs in once per account and reuses the token: sign-ins from one address are rate limited. */
export async function login(
  request: APIRequestContext,
  account: { email: string; password: string } = E2E_ADMIN,
): Promise<string> {
  const hit = tokens.get(account.email)
  if (hit) return hit
  const res = await request.post('/api/users/login', { data: account })
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`)
  const token = (await res.json()).token as string
  tokens.set(account.email, token)
  return token
}
export const adminToken = (request: APIRequestContext) => login(request)

const auth = async (request: APIRequestContext) => ({ Authorization: `JWT ${await adminToken(request)}` })

async function onlineLine(request: APIRequestContext, sku: string): Promise<{ id: number; quantity: number }> {
  const headers = await auth(request)
  const stores = await (await request.get('/api/stores?where[type][equals]=online&depth=0', { headers })).json()
  const store = stores.docs[0].id
  const rows = await (
    await request.get(
      `/api/inventory?where[sku][equals]=${encodeURIComponent(sku)}&where[store][equals]=${store}&depth=0`,
      { headers },
    )
  ).json()
  return rows.docs[0]
}

/** The online store's quantity of one SKU, to put it back after a test changed it. */
export const getOnlineStock = async (request: APIRequestContext, sku: string) =>
  (await onlineLine(request, sku)).quantity

/** Sets the online store's quantity of one SKU; answers the quantity it had before. */
export async function setOnlineStock(request: APIRequestContext, sku: string, quantity: number): Promise<number> {
  const line = await onlineLine(request, sku)
  const res = await request.patch(`/api/inventory/${line.id}`, {
    headers: await auth(request),
    // A staff change of quantity states its reason (the stock ledger keeps it).
    data: { quantity, reason: 'End-to-end test setup' },
  })
  if (!res.ok()) throw new Error(`stock update failed: ${res.status()} ${await res.text()}`)
  return line.quantity
}

/** Sets a product's English description; answers the one it had before (tests restore it). */
export async function setDescription(request: APIRequestContext, handle: string, description: string): Promise<string> {
  const headers = await auth(request)
  const found = await (
    await request.get(`/api/products?where[handle][equals]=${encodeURIComponent(handle)}&depth=0&locale=en`, {
      headers,
    })
  ).json()
  const product = found.docs[0]
  const res = await request.patch(`/api/products/${product.id}?locale=en`, { headers, data: { description } })
  if (!res.ok()) throw new Error(`product update failed: ${res.status()} ${await res.text()}`)
  return product.description ?? ''
}

/** A staff account with these roles, made by the admin; delete it with deleteUser when done. */
export async function createStaff(request: APIRequestContext, roles: string[]) {
  const account = {
    email: `${roles.join('-')}-${Date.now()}@maison-sabine.example`,
    password: `${roles.join('-')}-Password-1`,
  }
  const res = await request.post('/api/users', { headers: await auth(request), data: { ...account, roles } })
  if (!res.ok()) throw new Error(`user creation failed: ${res.status()} ${await res.text()}`)
  return { ...account, id: (await res.json()).doc.id as number }
}

export async function deleteUser(request: APIRequestContext, id: number) {
  const res = await request.delete(`/api/users/${id}`, { headers: await auth(request) })
  if (!res.ok()) throw new Error(`user deletion failed: ${res.status()} ${await res.text()}`)
}
