// The backoffice dashboard's rules: which tiles each staff role sees, which orders count as revenue and how sales
// are bucketed per Paris day. Pure: the server module reads the rows, these decide what they mean.
import type { OrderStatus } from './orders'
import { isoDateIn } from './schemas/dates'

/** The staff roles of src/access/roles.ts (domain imports nothing outside itself). */
type Role = 'admin' | 'editor' | 'stock' | 'service'

export const DASHBOARD_TIME_ZONE = 'Europe/Paris'
/** Days in the sales chart and the "30 days" revenue figure (today included). */
export const SALES_DAYS = 30

/** Money actually taken and kept: paid and everything after it, except refunds (and never pending/expired). */
export const REVENUE_STATUSES: readonly OrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered']

export const TILES = [
  'newOrders',
  'newReturns',
  'ordersToPrepare',
  'ordersNeedingAttention',
  'revenue',
  'unansweredMessages',
  'visitsToConfirm',
  'visitsToday',
  'returnsToProcess',
  'sizesAtZero',
  'supplierOrdersDue',
  'scheduledPublications',
  'speed',
] as const
export type Tile = (typeof TILES)[number]

/**
 * Who sees what: the people who prepare and ship (stock) and answer shoppers (service) see the orders since
 * yesterday and those waiting for them; service also sees the returns since yesterday and those waiting for a
 * decision or a refund, messages and try-on visits; stock sees sizes sold out online and the supplier orders due;
 * editors see what is
 * scheduled to go live; revenue and the shoppers' measured speed are for admins (the house's figures are not every
 * role's business). Admins see all.
 */
export const TILE_ROLES: Record<Tile, readonly Role[]> = {
  newOrders: ['stock', 'service'],
  newReturns: ['service'],
  ordersToPrepare: ['stock', 'service'],
  ordersNeedingAttention: ['stock', 'service'],
  revenue: [],
  unansweredMessages: ['service'],
  visitsToConfirm: ['service'],
  visitsToday: ['service'],
  returnsToProcess: ['service'],
  sizesAtZero: ['stock'],
  supplierOrdersDue: ['stock'],
  scheduledPublications: ['editor'],
  // Real-user speed per template (the measures are the shop's to act on, like its figures).
  speed: [],
}

export function tilesFor(roles: readonly Role[] | null | undefined): Tile[] {
  const own = roles ?? []
  if (own.includes('admin')) return [...TILES]
  return TILES.filter((t) => TILE_ROLES[t].some((r) => own.includes(r)))
}

export interface SaleRow {
  total: number
  /** When the money arrived (the order's paid time), else when the order was placed. */
  at: string | Date
  /** How many orders the row sums (one order a row unless said). */
  orders?: number
}

export interface DaySales {
  /** 'YYYY-MM-DD', Paris. */
  date: string
  cents: number
  orders: number
}

/** The `days` Paris calendar days ending today, oldest first. Noon UTC steps never skip or repeat a day at DST. */
export function lastDays(now: Date, days = SALES_DAYS, timeZone = DASHBOARD_TIME_ZONE): string[] {
  const today = isoDateIn(now, timeZone)
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  const out: string[] = []
  for (let i = days - 1; i >= 0; i--) out.push(new Date(Date.UTC(y, m - 1, d - i, 12)).toISOString().slice(0, 10))
  return out
}

/** Sales per Paris day over the last `days` days (zero days included, so the chart has no gaps). */
export function salesPerDay(rows: readonly SaleRow[], now: Date, days = SALES_DAYS): DaySales[] {
  const buckets = new Map(lastDays(now, days).map((date) => [date, { date, cents: 0, orders: 0 }]))
  for (const row of rows) {
    const day = buckets.get(isoDateIn(new Date(row.at), DASHBOARD_TIME_ZONE))
    if (!day) continue
    day.cents += row.total
    day.orders += row.orders ?? 1
  }
  return [...buckets.values()]
}

/** The earliest instant the sales window can include: a day before the first Paris day starts, to be safe. */
export function salesWindowStart(now: Date, days = SALES_DAYS): Date {
  return new Date(now.getTime() - (days + 1) * 86_400_000)
}

export function revenueSummary(series: readonly DaySales[]) {
  const today = series.at(-1)
  return {
    todayCents: today?.cents ?? 0,
    todayOrders: today?.orders ?? 0,
    periodCents: series.reduce((sum, d) => sum + d.cents, 0),
    periodOrders: series.reduce((sum, d) => sum + d.orders, 0),
  }
}

/** Returns that wait for staff: a request to accept or decline, a parcel received to refund. */
export const RETURNS_TO_PROCESS = ['requested', 'received'] as const

/** Supplier orders on their way (sent, and not yet received or cancelled): due once their expected day has come. */
export const SUPPLIER_ORDERS_OPEN = ['sent', 'confirmed', 'in_production', 'shipped'] as const

/** The instant yesterday began in Paris: "since yesterday" on the morning dashboard. */
export function yesterdayStart(now: Date, timeZone = DASHBOARD_TIME_ZONE): Date {
  const yesterday = lastDays(now, 2, timeZone)[0]!
  // Paris is UTC+1 or +2: the offset at that day's noon, applied to its midnight.
  const noon = new Date(`${yesterday}T12:00:00Z`)
  const local = new Date(noon.toLocaleString('en-US', { timeZone }))
  const utc = new Date(noon.toLocaleString('en-US', { timeZone: 'UTC' }))
  return new Date(Date.parse(`${yesterday}T00:00:00Z`) - (local.getTime() - utc.getTime()))
}
