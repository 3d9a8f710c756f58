// A customer's orders. Orders placed as a guest with the same address join the account once the address is
// verified (verifying proves the shopper owns the mailbox the confirmations went to); they are attached by id on
// the account, so they stay attached if the address changes. An unverified account sees no order.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import { type SizeSystem, localizeLine } from '@/domain/orderLines'
import type { Customer, Order } from '@/payload-types'
import { changeAccount } from './stored'

const idsOf = (orders: Customer['orders']) => (orders ?? []).map((o) => (typeof o === 'object' ? o.id : o))

/** Attaches the not yet attached orders placed with the customer's verified address; returns every attached id. */
export async function attachGuestOrders(payload: Payload, customer: Customer): Promise<number[]> {
  const attached = idsOf(customer.orders)
  if (!customer._verified) return attached
  const found = await payload.find({
    collection: 'orders',
    where: { email: { equals: customer.email } },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
  })
  const fresh = found.docs.map((o) => o.id).filter((id) => !attached.includes(id))
  if (fresh.length === 0) return attached
  const all = [...attached, ...fresh]
  await changeAccount(payload, customer.id, { orders: all })
  return all
}

export interface OrderView {
  id: number
  number: string
  status: Order['status']
  createdAt: string
  total: number
  currency: string
  lines: {
    title: string
    size?: string | null
    sizeSystem: SizeSystem
    color?: string | null
    quantity: number
    unitPrice: number
  }[]
}

/** The customer's orders, newest first, with their status and lines (named in the page's language). */
export async function ordersOf(payload: Payload, customer: Customer, locale: Locale): Promise<OrderView[]> {
  const ids = await attachGuestOrders(payload, customer)
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'orders',
    where: { id: { in: ids } },
    sort: '-createdAt',
    depth: 0,
    limit: 200,
    overrideAccess: true,
  })
  return docs.map((o) => ({
    id: o.id,
    number: o.number,
    status: o.status,
    createdAt: o.createdAt,
    total: o.total ?? 0,
    currency: o.currency ?? 'EUR',
    lines: (o.lines ?? [])
      .map((stored) => localizeLine(stored, locale))
      .map((l) => ({
        title: l.title,
        size: l.size,
        sizeSystem: l.sizeSystem,
        color: l.color,
        quantity: l.quantity,
        unitPrice: l.unitPrice ?? 0,
      })),
  }))
}
