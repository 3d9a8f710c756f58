// /app/carts: the open carts (saved carts with at least one item), newest change first, with their customer; read
// as the staff member (user + overrideAccess: false), so only customer service and admins get any. "Abandoned" = no
// change for at least N hours.
import type { PayloadRequest } from 'payload'
import type { Cart, Customer } from '@/payload-types'

export const ABANDONED_DEFAULT_HOURS = 24

export interface OpenCart {
  id: number
  customer: { id: number; email: string; name: string } | null
  lines: { title: string; size: string; quantity: number; price: number }[]
  itemCount: number
  /** Integer cents. */
  value: number
  updatedAt: string
}

export async function openCarts(
  req: PayloadRequest,
  { abandonedHours }: { abandonedHours: number | null },
): Promise<{ carts: OpenCart[]; total: number }> {
  const where: Record<string, unknown> = { itemCount: { greater_than: 0 } }
  if (abandonedHours !== null)
    where.updatedAt = { less_than_equal: new Date(Date.now() - abandonedHours * 3_600_000).toISOString() }
  const { docs, totalDocs } = await req.payload.find({
    collection: 'carts',
    where: where as never,
    sort: '-updatedAt',
    limit: 200,
    depth: 1,
    user: req.user,
    overrideAccess: false,
    req,
  })
  return {
    total: totalDocs,
    carts: (docs as Cart[]).map((c) => {
      const cust = typeof c.customer === 'object' ? (c.customer as Customer) : null
      return {
        id: c.id,
        customer: cust
          ? { id: cust.id, email: cust.email, name: [cust.firstName, cust.lastName].filter(Boolean).join(' ') }
          : null,
        lines: (c.lines ?? []).map((l) => ({
          title: l.title,
          size: l.size ?? '',
          quantity: l.quantity,
          price: l.price,
        })),
        itemCount: c.itemCount ?? 0,
        value: c.total ?? 0,
        updatedAt: c.updatedAt,
      }
    }),
  }
}
