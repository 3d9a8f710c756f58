// Who opens which part of the custom stock and supply views (Payload does not guard custom views: each one passes
// staffView, src/admin/staffGuard.ts, then asks this).
// The stock role runs supply: /app/stock (stock edits and transfers), /app/supply (low stock, drafts, the stock
// check), /app/receive, the pipeline's supplier-order board and its demand table. The service team sees the
// pipeline's customer-order board only. Editors see none of it. Admins see everything (hasRole).
import { hasRole } from './roles'

export const SUPPLY_VIEW_PARTS = ['stock', 'supply', 'receive', 'customerBoard', 'supplierBoard', 'demand'] as const
export type SupplyViewPart = (typeof SUPPLY_VIEW_PARTS)[number]

export function supplyViewAccess(user: unknown): Record<SupplyViewPart, boolean> {
  const stock = hasRole(user, 'stock')
  return {
    stock,
    supply: stock,
    receive: stock,
    customerBoard: hasRole(user, 'stock', 'service'),
    supplierBoard: stock,
    demand: stock,
  }
}
