// Supply chain rules (issue 16): the supplier-order lifecycle, receiving, the stock ledger's arithmetic, reorder
// suggestions. Pure: no Payload, no I/O.

export const SUPPLIER_ORDER_STATUSES = [
  'draft',
  'sent',
  'confirmed',
  'in_production',
  'shipped',
  'received',
  'cancelled',
] as const
export type SupplierOrderStatus = (typeof SUPPLIER_ORDER_STATUSES)[number]

/**
 * Moves staff may make by hand. `received` is absent on purpose: an order becomes received only when its goods
 * are received (every line in full), so the status never claims stock that was not counted in.
 */
export const SUPPLIER_ORDER_TRANSITIONS: Record<SupplierOrderStatus, readonly SupplierOrderStatus[]> = {
  draft: ['sent', 'cancelled'],
  sent: ['confirmed', 'cancelled'],
  confirmed: ['in_production', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: [],
  received: [],
  cancelled: [],
}

export const canMoveSupplierOrder = (from: SupplierOrderStatus, to: SupplierOrderStatus) =>
  SUPPLIER_ORDER_TRANSITIONS[from]?.includes(to) ?? false

/** Goods may be counted in once the workshop has the order, until it is closed. */
export const RECEIVABLE: readonly SupplierOrderStatus[] = ['sent', 'confirmed', 'in_production', 'shipped']
export const canReceive = (status: SupplierOrderStatus) => RECEIVABLE.includes(status)

/** Still to come from the workshop: the open orders' lines, what is not received yet. */
export const INCOMING: readonly SupplierOrderStatus[] = [...RECEIVABLE]

export class SupplierTransitionError extends Error {
  override readonly name = 'TransitionError'
  constructor(
    readonly from: SupplierOrderStatus,
    readonly to: SupplierOrderStatus,
  ) {
    super(
      to === 'received'
        ? 'A supplier order becomes received when its goods are received.'
        : `A supplier order cannot go from ${from} to ${to}.`,
    )
  }
}

/** The SupplierOrders collection's guard answers this refusal with a 422. */
export function assertSupplierTransition(from: SupplierOrderStatus, to: SupplierOrderStatus) {
  if (!canMoveSupplierOrder(from, to)) throw new SupplierTransitionError(from, to)
}

export interface OrderedLine {
  sku: string
  quantity: number
  received?: number | null
}

export interface ReceiptLine {
  sku: string
  quantity: number
}

export type ReceiptProblem =
  | { kind: 'unknownSku'; sku: string }
  | { kind: 'tooMany'; sku: string; open: number; requested: number }
  | { kind: 'empty' }

/**
 * What a receipt adds, per SKU (the same SKU named twice is summed), checked against what is still open on the
 * order: never more than ordered minus received. Returns the problems instead when there are any.
 */
export function planReceipt(
  ordered: readonly OrderedLine[],
  receipt: readonly ReceiptLine[],
): { ok: true; lines: ReceiptLine[] } | { ok: false; problems: ReceiptProblem[] } {
  const open = new Map<string, number>()
  for (const l of ordered) open.set(l.sku, (open.get(l.sku) ?? 0) + l.quantity - (l.received ?? 0))
  const wanted = new Map<string, number>()
  for (const l of receipt) if (l.quantity > 0) wanted.set(l.sku, (wanted.get(l.sku) ?? 0) + l.quantity)
  const problems: ReceiptProblem[] = []
  if (!wanted.size) problems.push({ kind: 'empty' })
  for (const [sku, requested] of wanted) {
    if (!open.has(sku)) problems.push({ kind: 'unknownSku', sku })
    else if (requested > open.get(sku)!) problems.push({ kind: 'tooMany', sku, open: open.get(sku)!, requested })
  }
  if (problems.length) return { ok: false, problems }
  return { ok: true, lines: [...wanted].map(([sku, quantity]) => ({ sku, quantity })).sort(bySku) }
}

const bySku = (a: { sku: string }, b: { sku: string }) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)

/** Spreads received units over the order's lines (first lines first): the new `received` of each line. */
export function applyReceipt(ordered: readonly OrderedLine[], receipt: readonly ReceiptLine[]): number[] {
  const left = new Map(receipt.map((l) => [l.sku, l.quantity]))
  return ordered.map((l) => {
    const already = l.received ?? 0
    const take = Math.min(l.quantity - already, left.get(l.sku) ?? 0)
    if (take > 0) left.set(l.sku, (left.get(l.sku) ?? 0) - take)
    return already + Math.max(0, take)
  })
}

/**
 * A supplier-order line names a variant of the catalog by its SKU: a SKU no variant has is refused on the line
 * (create, edit, receiving, a stock edit), so receiving never makes a stock line nobody can sell.
 */
export const UNKNOWN_SKU: Record<'en' | 'fr', (sku: string) => string> = {
  en: (sku) => `${sku} is not in the catalog: no variant has this SKU.`,
  fr: (sku) => `${sku} n’est pas au catalogue\u00a0: aucune déclinaison n’a cette référence.`,
}
export const unknownSkuMessage = (sku: string, language: string | undefined) =>
  UNKNOWN_SKU[language === 'fr' ? 'fr' : 'en'](sku)

/** Receiving's refusals, shown on the receiving page in the staff member's language. */
export const RECEIPT_REFUSALS = {
  en: {
    notReceivable: (status: string) => `This order cannot be received in its current status (${status}).`,
    empty: () => 'Enter at least one received unit.',
    notOnOrder: (sku: string) => `${sku} is not on this order.`,
    tooMany: (sku: string, open: number, requested: number) => `${sku}: ${open} still expected, ${requested} entered.`,
  },
  fr: {
    notReceivable: (status: string) =>
      `Cette commande ne peut pas être réceptionnée dans son statut actuel (${status}).`,
    empty: () => 'Saisissez au moins une unité reçue.',
    notOnOrder: (sku: string) => `${sku} ne figure pas sur cette commande.`,
    tooMany: (sku: string, open: number, requested: number) =>
      `${sku} : ${open} encore attendue${open > 1 ? 's' : ''}, ${requested} saisie${requested > 1 ? 's' : ''}.`,
  },
} as const
export const receiptRefusals = (language: string | undefined) => RECEIPT_REFUSALS[language === 'fr' ? 'fr' : 'en']

export const fullyReceived = (ordered: readonly OrderedLine[]) =>
  ordered.length > 0 && ordered.every((l) => (l.received ?? 0) >= l.quantity)

// ——— The ledger ———

export const MOVEMENT_KINDS = [
  'opening',
  'hold',
  'release',
  'sale',
  'receipt',
  'adjustment',
  'transfer',
  'return',
] as const
export type MovementKind = (typeof MOVEMENT_KINDS)[number]

export interface LedgerSum {
  sku: string
  store: number
  total: number
}
export interface StockRow {
  sku: string
  store: number
  quantity: number
}
export interface Drift {
  sku: string
  store: number
  inventory: number
  ledger: number
}

/** Every (SKU, store) whose inventory differs from the sum of its movements (a row missing on one side counts 0). */
export function findDrift(stock: readonly StockRow[], ledger: readonly LedgerSum[]): Drift[] {
  const key = (sku: string, store: number) => `${sku}|${store}`
  const rows = new Map<string, Drift>()
  for (const s of stock) rows.set(key(s.sku, s.store), { sku: s.sku, store: s.store, inventory: s.quantity, ledger: 0 })
  for (const l of ledger) {
    const k = key(l.sku, l.store)
    const row = rows.get(k) ?? { sku: l.sku, store: l.store, inventory: 0, ledger: 0 }
    row.ledger += l.total
    rows.set(k, row)
  }
  return [...rows.values()].filter((d) => d.inventory !== d.ledger).sort((a, b) => bySku(a, b) || a.store - b.store)
}

// ——— Reorder ———

export interface ReorderLevels {
  point: number
  target: number
}

/** Built-in levels when neither the stock line nor its product type sets any. */
export const DEFAULT_REORDER: ReorderLevels = { point: 2, target: 6 }

/** The stock line's own levels win, then its product type's, then the house default; the target is never below the point. */
export function reorderLevels(
  line: { reorderPoint?: number | null; reorderTarget?: number | null },
  type?: { reorderPoint?: number | null; reorderTarget?: number | null } | null,
): ReorderLevels {
  const point = line.reorderPoint ?? type?.reorderPoint ?? DEFAULT_REORDER.point
  const target = line.reorderTarget ?? type?.reorderTarget ?? DEFAULT_REORDER.target
  return { point, target: Math.max(point, target) }
}

/** At or below its point, counting what is already on its way: low. */
export const isLow = (onHand: number, incoming: number, levels: ReorderLevels) => onHand + incoming <= levels.point

/** Units to order to come back up to the target, counting what is already on its way. */
export const suggestedQuantity = (onHand: number, incoming: number, levels: ReorderLevels) =>
  Math.max(0, levels.target - onHand - incoming)

/**
 * The low lines that crossed their point since the last nightly run: low now, not low then. Then = on hand less what
 * the ledger moved since (`movedSince`, per `sku|store`), with today's incoming units (an order sent or received
 * since moves incoming and on hand together). With no run before, every low line counts as crossed.
 */
export function crossedSince<T extends { sku: string; store: number; onHand: number; incoming: number; point: number }>(
  low: readonly T[],
  movedSince: ReadonlyMap<string, number> | null,
): T[] {
  if (!movedSince) return [...low]
  return low.filter((l) => l.onHand - (movedSince.get(`${l.sku}|${l.store}`) ?? 0) + l.incoming > l.point)
}
