// The pipeline board's moves (issue 16): which columns a card may go to by hand. Customer orders: the staff moves of
// the order lifecycle — becoming paid belongs to the payment, a refund to the payment provider, so neither is
// offered. Supplier orders: their transitions (received comes from receiving the goods).
import { ORDER_TRANSITIONS, type OrderStatus } from './orders'
import { SUPPLIER_ORDER_TRANSITIONS, type SupplierOrderStatus } from './supply'

export const CUSTOMER_COLUMNS: readonly OrderStatus[] = [
  'pending',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
]
export const SUPPLIER_COLUMNS: readonly SupplierOrderStatus[] = [
  'draft',
  'sent',
  'confirmed',
  'in_production',
  'shipped',
  'received',
  'cancelled',
]

const NOT_BY_HAND: readonly OrderStatus[] = ['paid', 'refunded', 'expired']

export function boardMoves(kind: 'customer', from: OrderStatus): OrderStatus[]
export function boardMoves(kind: 'supplier', from: SupplierOrderStatus): SupplierOrderStatus[]
export function boardMoves(kind: 'customer' | 'supplier', from: string): string[] {
  if (kind === 'supplier') return [...(SUPPLIER_ORDER_TRANSITIONS[from as SupplierOrderStatus] ?? [])]
  return (ORDER_TRANSITIONS[from as OrderStatus] ?? []).filter((to) => !NOT_BY_HAND.includes(to))
}

/** Demand first: shoppers waiting and units held beyond what is on the online shelf and on its way. */
export const reorderPriority = (d: { waiting: number; held: number; online: number; incoming: number }) =>
  d.waiting + d.held - d.online - d.incoming
