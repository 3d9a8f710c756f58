// Carts: the shopper's own cart, only through our /api/cart endpoints (they set `context.cartOwner`, which Payload's
// REST API cannot — a shopper's token sent to /api/carts reaches nothing). Customer service and admins read every
// cart (the abandoned-cart view); editors and stock keepers see none. Admins may delete one (account deletion).
import type { Access } from 'payload'
import { hasRole } from './roles'

export interface CartOwnerContext {
  cartOwner?: boolean
}

/** The customer id of a call made by our cart endpoints for the signed-in shopper, else null. */
export function cartOwnerId(req: Parameters<Access>[0]['req']): number | string | null {
  const u = req.user as { id?: number | string; collection?: string } | null | undefined
  if ((req.context as CartOwnerContext)?.cartOwner !== true) return null
  return u && u.collection === 'customers' && u.id !== undefined ? u.id : null
}

const own = (req: Parameters<Access>[0]['req']) => {
  const id = cartOwnerId(req)
  return id === null ? false : { customer: { equals: id } }
}

export const cartReaders: Access = ({ req }) => hasRole(req.user, 'service') || own(req)
/** Create: only for oneself (the beforeValidate hook pins `customer` to the caller). */
export const cartCreate: Access = ({ req }) => cartOwnerId(req) !== null
export const cartUpdate: Access = ({ req }) => own(req)
export const cartDelete: Access = ({ req }) => hasRole(req.user) || own(req)
