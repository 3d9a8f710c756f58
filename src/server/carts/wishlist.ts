// The signed-in shopper's saved pairs, kept on their cart document (one per customer): read and replace, always as
// the shopper (user + overrideAccess: false, with the cartOwner context the access rules ask for), one writer per
// customer at a time, each committed write announced on the customer's live topic — the other devices reload the
// cart and the list together.
import type { Payload } from 'payload'
import type { CartOwnerContext } from '@/access/cartOwner'
import { cartTopic } from '@/domain/live'
import { normaliseSaved } from '@/domain/wishlist/saved'
import type { Cart } from '@/payload-types'
import { writeAndAnnounce } from '@/server/live'
import { lockCustomerCart } from './rows'
import type { CartCustomer } from './store'

export interface SavedPairs {
  products: number[]
  /** Last change of the cart document (ISO), null when the shopper has none yet. */
  updatedAt: string | null
}

const context: CartOwnerContext & Record<string, unknown> = { cartOwner: true }
const as = (customer: CartCustomer) => ({ user: customer as never, overrideAccess: false, context, depth: 0 }) as const

// A row whose product left the catalogue holds null: it is not a saved pair any more.
const productsOf = (doc: Pick<Cart, 'saved'> | null | undefined) =>
  normaliseSaved(
    (doc?.saved ?? []).map((row) => (row.product && typeof row.product === 'object' ? row.product.id : row.product)),
  )

export async function readSaved(payload: Payload, customer: CartCustomer): Promise<SavedPairs> {
  const { docs } = await payload.find({
    collection: 'carts',
    where: { customer: { equals: customer.id } },
    limit: 1,
    pagination: false,
    select: { saved: true, updatedAt: true },
    ...as(customer),
  })
  return { products: productsOf(docs[0]), updatedAt: docs[0]?.updatedAt ?? null }
}

/**
 * Replaces the shopper's list. Ids of pairs no longer in the catalogue (deleted since they were saved) are left out
 * rather than refused: a list saved weeks ago must still save.
 */
export async function writeSaved(payload: Payload, customer: CartCustomer, products: number[]): Promise<SavedPairs> {
  const wanted = normaliseSaved(products)
  return writeAndAnnounce(
    payload,
    async (req, announce) => {
      await lockCustomerCart(req, cartTopic(customer.id))
      const existing = wanted.length
        ? await payload.find({
            collection: 'products',
            where: { id: { in: wanted } },
            select: { updatedAt: true },
            limit: wanted.length,
            pagination: false,
            depth: 0,
            // Read as the public would: a pair the shop does not show (a draft) is not kept.
            overrideAccess: false,
            req,
          })
        : { docs: [] }
      const known = new Set(existing.docs.map((d) => d.id))
      const saved = wanted.filter((id) => known.has(id)).map((product) => ({ product }))
      const { docs } = await payload.find({
        collection: 'carts',
        where: { customer: { equals: customer.id } },
        limit: 1,
        pagination: false,
        select: { updatedAt: true },
        ...as(customer),
        req,
      })
      const doc = docs[0]
        ? await payload.update({ collection: 'carts', id: docs[0].id, data: { saved }, ...as(customer), req })
        : await payload.create({
            collection: 'carts',
            data: { customer: customer.id as number, lines: [], saved },
            ...as(customer),
            req,
          })
      await announce(cartTopic(customer.id))
      return { products: productsOf(doc), updatedAt: doc.updatedAt }
    },
    { user: customer as never, context },
  )
}

/**
 * How many shoppers keep each product saved, most saved first (the products list's summary, for staff). A count over
 * every cart, so read by the server itself: only the product ids leave the database, never who saved them.
 */
export async function savedCountsAll(
  payload: Payload,
  locale: 'en' | 'fr',
): Promise<{ id: number; title: string; count: number }[]> {
  const { docs } = await payload.find({
    collection: 'carts',
    where: { 'saved.product': { exists: true } },
    select: { saved: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const counts = new Map<number, number>()
  for (const doc of docs) for (const id of productsOf(doc)) counts.set(id, (counts.get(id) ?? 0) + 1)
  if (!counts.size) return []
  const products = await payload.find({
    collection: 'products',
    where: { id: { in: [...counts.keys()] } },
    select: { title: true, colorName: true },
    locale,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return products.docs
    .map((p) => ({ id: p.id, title: `${p.title}, ${p.colorName}`, count: counts.get(p.id) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, locale))
}
