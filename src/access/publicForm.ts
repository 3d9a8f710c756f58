// Shopper forms write through our own endpoints only. They call the Local API with `context.publicForm` set;
// Payload's REST API cannot set `req.context`, so anonymous REST creates and reads stay denied.
import type { Access } from 'payload'
import { type Role, hasRole } from './roles'

export interface PublicFormContext {
  publicForm?: boolean
  /** The only rows an anonymous form call may read or update (e.g. its own request id). */
  publicWhere?: Record<string, unknown>
}

/** Create: staff with these roles, or a form endpoint. */
export const formCreateOr =
  (...roles: Role[]): Access =>
  ({ req }) =>
    (req.context as PublicFormContext)?.publicForm === true || hasRole(req.user, ...roles)

/** Read/update: staff with these roles, or a form endpoint restricted to the rows it names. */
export const formRowsOr =
  (...roles: Role[]): Access =>
  ({ req }) => {
    if (hasRole(req.user, ...roles)) return true
    const ctx = req.context as PublicFormContext
    if (ctx?.publicForm === true && ctx.publicWhere) return ctx.publicWhere as never
    return false
  }
