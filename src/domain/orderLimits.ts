// How much one shopper may take out of the online stock. A checkout holds its units for 30 minutes while the
// shopper pays, so without limits four anonymous requests (50 lines × 20 units) could hold the whole shop. Staff set
// the numbers in the backoffice (Sales → Order limits); these defaults apply to a value never saved. Pure: the
// checkout reads the global and the holds, these rules decide.

export interface OrderLimits {
  /** Units of one size (one SKU) in one order. */
  perSize: number
  /** Units in one order, all sizes together. */
  perOrder: number
  /** Units held at once across the unpaid checkouts of one client address, one email, one customer account. */
  heldPerShopper: number
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = { perSize: 3, perOrder: 10, heldPerShopper: 10 }

/** The most a staff member may set any limit to (the checkout's own schema takes 50 lines of 20 units). */
export const ORDER_LIMIT_MAX = 100

/** The public stock answers (product pages, the cart) show at most this many units: enough for "Only {n} left",
 *  not the exact count someone would need to empty a size. */
export const STOCK_SHOWN_MAX = 10

export const shownStock = (quantity: number) => Math.min(Math.max(0, Math.floor(quantity)), STOCK_SHOWN_MAX)

/** A saved value, or the default when it is missing or not a whole number from 1 to ORDER_LIMIT_MAX. */
export function effectiveLimits(saved: Partial<Record<keyof OrderLimits, number | null | undefined>>): OrderLimits {
  const pick = (k: keyof OrderLimits) => {
    const v = saved[k]
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= ORDER_LIMIT_MAX ? v : DEFAULT_ORDER_LIMITS[k]
  }
  return { perSize: pick('perSize'), perOrder: pick('perOrder'), heldPerShopper: pick('heldPerShopper') }
}

/** Who a held unit is counted against: the client's address, the order's email, the signed-in account. */
export type Holder = 'client' | 'email' | 'customer'

/** Which limit a checkout would break, with what it allows; the first one found, in the order a shopper can act. */
export type LimitRefusal =
  | { limit: 'perSize'; sku: string; max: number }
  | { limit: 'perOrder'; max: number }
  | { limit: 'held'; holder: Holder; held: number; max: number }

/** Units per SKU in a cart (the same SKU may come in several lines). */
function unitsBySku(lines: readonly { sku: string; quantity: number }[]) {
  const by = new Map<string, number>()
  for (const l of lines) by.set(l.sku, (by.get(l.sku) ?? 0) + l.quantity)
  return by
}

/** The limits of one order on its own: units of one size, units in all. */
export function orderRefusal(
  lines: readonly { sku: string; quantity: number }[],
  limits: OrderLimits,
): LimitRefusal | null {
  for (const [sku, n] of unitsBySku(lines))
    if (n > limits.perSize) return { limit: 'perSize', sku, max: limits.perSize }
  const total = lines.reduce((s, l) => s + l.quantity, 0)
  return total > limits.perOrder ? { limit: 'perOrder', max: limits.perOrder } : null
}

/**
 * The limit across live holds: `held` is what each holder already has in unpaid checkouts (a holder the request
 * does not have — no known address, no account — is absent), `units` what this order would add.
 */
export function heldRefusal(
  held: Partial<Record<Holder, number>>,
  units: number,
  limits: OrderLimits,
): LimitRefusal | null {
  for (const holder of ['customer', 'email', 'client'] as const) {
    const h = held[holder]
    if (h !== undefined && h + units > limits.heldPerShopper)
      return { limit: 'held', holder, held: h, max: limits.heldPerShopper }
  }
  return null
}

/**
 * The key a client address is counted under: an IPv4 address as is, an IPv6 address by its /64 (one household or
 * one server is given a whole /64, and picking a new address in it costs nothing). Null when no address is known.
 */
export function clientKey(ip: string | null | undefined): string | null {
  if (!ip) return null
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (v4) return v4[1]!
  if (!ip.includes(':')) return null
  const [head = '', tail = ''] = ip
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!
    .split('::')
  const left = head ? head.split(':') : []
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
