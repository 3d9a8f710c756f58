// The signed-in shopper's saved cart: read and replace, always as the shopper (user + overrideAccess: false, with
// the cartOwner context the access rules ask for). One cart per customer: the collection is unique on `customer`, and
// on Postgres concurrent writes of one customer queue on a transaction-scoped advisory lock (two replacements of the
// lines interleaving would otherwise leave both sets). Every committed write is announced on the customer's topic.
import type { Payload, PayloadRequest } from 'payload'
import type { CartOwnerContext } from '@/access/cartOwner'
import { type ServerCartLine, fromServerLine, toServerLine } from '@/domain/cart/serverLines'
import type { CartItem } from '@/domain/cart/types'
import type { Cart } from '@/payload-types'
import { cartTopic } from '@/domain/live'
import { writeAndAnnounce } from '@/server/live'
import { lockCustomerCart } from './rows'

export interface CartCustomer {
  id: number | string
  collection: 'customers'
}

export interface SavedCart {
  items: CartItem[]
  /** Last change (ISO), null when the customer has no saved cart yet. */
  updatedAt: string | null
}

const context: CartOwnerContext & Record<string, unknown> = { cartOwner: true }
const as = (customer: CartCustomer) => ({ user: customer as never, overrideAccess: false, context, depth: 0 }) as const

async function findOwn(payload: Payload, customer: CartCustomer, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'carts',
    where: { customer: { equals: customer.id } },
    limit: 1,
    pagination: false,
    ...as(customer),
    req,
  })
  return docs[0] ?? null
}

export async function readCart(payload: Payload, customer: CartCustomer): Promise<SavedCart> {
  const doc = await findOwn(payload, customer)
  return {
    items: ((doc?.lines ?? []) as ServerCartLine[]).map(fromServerLine),
    updatedAt: doc?.updatedAt ?? null,
  }
}

/** Replaces the customer's saved lines (the spec's "delete by user, then insert"), creating the cart the first time. */
export async function writeCart(payload: Payload, customer: CartCustomer, items: CartItem[]): Promise<SavedCart> {
  const lines = items.map(toServerLine)
  return writeAndAnnounce(
    payload,
    async (req, announce) => {
      await lockCustomerCart(req, cartTopic(customer.id))
      const existing = await findOwn(payload, customer, req)
      const doc: Cart = existing
        ? await payload.update({ collection: 'carts', id: existing.id, data: { lines }, ...as(customer), req })
        : await payload.create({
            collection: 'carts',
            data: { customer: customer.id as number, lines },
            ...as(customer),
            req,
          })
      await announce(cartTopic(customer.id))
      return { items: ((doc.lines ?? []) as ServerCartLine[]).map(fromServerLine), updatedAt: doc.updatedAt }
    },
    { user: customer as never, context },
  )
}
