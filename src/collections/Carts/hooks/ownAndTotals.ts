// beforeValidate: a shopper's cart always belongs to the shopper writing it (a body naming someone else is ignored),
// and the list columns (item count, value in cents) are recomputed from the lines on every write.
import type { CollectionBeforeValidateHook } from 'payload'
import { cartOwnerId } from '@/access/cartOwner'

interface Line {
  price?: number | null
  quantity?: number | null
}

export const ownAndTotals: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data) return data
  const owner = cartOwnerId(req)
  if (owner !== null) data.customer = owner
  if (Array.isArray(data.lines)) {
    const lines = data.lines as Line[]
    data.itemCount = lines.reduce((n, l) => n + (l.quantity ?? 0), 0)
    data.total = lines.reduce((n, l) => n + (l.price ?? 0) * (l.quantity ?? 0), 0)
  }
  return data
}
