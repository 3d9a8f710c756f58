// The backoffice dashboard's figures, read as the signed-in staff member (overrideAccess: false) so a tile can
// never show what its reader could not open. Only the tiles the reader's roles own are read (domain/dashboard.ts).
import type { PayloadRequest, Where } from 'payload'
import {
  RETURNS_TO_PROCESS,
  REVENUE_STATUSES,
  SUPPLIER_ORDERS_OPEN,
  type Tile,
  revenueSummary,
  salesPerDay,
  salesWindowStart,
  tilesFor,
  yesterdayStart,
} from '@/domain/dashboard'
import { EXPORTED_STATUSES, parisDayBounds } from '@/domain/orderExport'
import type { DaySales, SaleRow } from '@/domain/dashboard'
import { parisToday } from '@/domain/schemas/dates'
import { salesPerHour } from './rows'
import { scheduledPublications, type ScheduledPublication } from './scheduled'
import type { VitalsTable } from '@/domain/webVitals'
import { vitalsSummary } from './webVitals'

export interface CountTile {
  tile: Exclude<Tile, 'revenue' | 'scheduledPublications' | 'speed'>
  count: number
  href: string
}

export interface Dashboard {
  tiles: Tile[]
  counts: CountTile[]
  revenue: (ReturnType<typeof revenueSummary> & { series: DaySales[] }) | null
  scheduled: { count: number; next: ScheduledPublication[] } | null
  /** p75 per template of the last days' real-user measures (admins). */
  speed: VitalsTable | null
}

type Ops = Record<string, string | number | boolean | string[]>
type ListWhere = Record<string, Ops>

/** `where` as the admin list reads it from its URL: /app/collections/<slug>?where[a][equals]=b (arrays indexed). */
export function listHref(slug: string, where: ListWhere, extra = '') {
  const q = Object.entries(where).flatMap(([field, ops]) =>
    Object.entries(ops).flatMap(([op, v]) =>
      Array.isArray(v)
        ? v.map((item, i) => `where[${field}][${op}][${i}]=${encodeURIComponent(item)}`)
        : [`where[${field}][${op}]=${encodeURIComponent(String(v))}`],
    ),
  )
  return `/app/collections/${slug}?${[...q, extra].filter(Boolean).join('&')}`
}

type Counted = {
  slug: 'orders' | 'contacts' | 'visits' | 'inventory' | 'returns' | 'supplier-orders'
  where: ListWhere
  extra?: string
}

async function onlineStore(req: PayloadRequest): Promise<number | null> {
  const res = await req.payload.find({
    collection: 'stores',
    where: { type: { equals: 'online' } },
    limit: 1,
    depth: 0,
    select: {},
    req,
    user: req.user,
    overrideAccess: false,
  })
  return res.docs[0]?.id ?? null
}

async function countFor(req: PayloadRequest, tile: CountTile['tile'], now: Date): Promise<CountTile | null> {
  const today = parisToday(now)
  const since = yesterdayStart(now).toISOString()
  let c: Counted
  switch (tile) {
    case 'newOrders':
      // Orders that took money, placed since yesterday began (Paris): the night's sales included.
      c = {
        slug: 'orders',
        where: { createdAt: { greater_than_equal: since }, status: { in: [...EXPORTED_STATUSES] } },
        extra: 'sort=-createdAt',
      }
      break
    case 'newReturns':
      c = { slug: 'returns', where: { createdAt: { greater_than_equal: since } }, extra: 'sort=-createdAt' }
      break
    case 'returnsToProcess':
      c = { slug: 'returns', where: { status: { in: [...RETURNS_TO_PROCESS] } }, extra: 'sort=createdAt' }
      break
    case 'supplierOrdersDue':
      c = {
        slug: 'supplier-orders',
        where: {
          status: { in: [...SUPPLIER_ORDERS_OPEN] },
          expectedAt: { less_than: parisDayBounds(today, today).to!.toISOString() },
        },
        extra: 'sort=expectedAt',
      }
      break
    case 'ordersToPrepare':
      c = { slug: 'orders', where: { status: { equals: 'paid' } }, extra: 'sort=createdAt' }
      break
    case 'ordersNeedingAttention':
      c = { slug: 'orders', where: { needsAttention: { equals: true } }, extra: 'sort=-createdAt' }
      break
    case 'unansweredMessages':
      c = { slug: 'contacts', where: { status: { equals: 'new' } }, extra: 'sort=createdAt' }
      break
    case 'visitsToConfirm':
      c = {
        slug: 'visits',
        where: { status: { equals: 'requested' }, preferredDate: { greater_than_equal: today } },
        extra: 'sort=preferredDate',
      }
      break
    case 'visitsToday':
      c = {
        slug: 'visits',
        where: { preferredDate: { equals: today }, status: { in: ['requested', 'confirmed'] } },
        extra: 'sort=preferredTime',
      }
      break
    case 'sizesAtZero': {
      const store = await onlineStore(req)
      if (store === null) return null
      c = { slug: 'inventory', where: { store: { equals: store }, quantity: { equals: 0 } }, extra: 'sort=sku' }
      break
    }
  }
  const where = c.where as Where
  const res = await req.payload.count({ collection: c.slug, where, req, user: req.user, overrideAccess: false })
  return { tile, count: res.totalDocs, href: listHref(c.slug, c.where, c.extra) }
}

/**
 * The sales chart and the revenue figures: summed per hour in the database (rows.ts), bucketed per Paris day here.
 * The reader's access is Payload's: a count of the same orders with their access, which refuses a reader who may
 * not read orders. Orders' read access is by role, not by row, so the count equals the orders summed; should a rule
 * ever narrow the rows a reader sees, the two differ and the figures come from the orders this reader can read.
 */
async function revenue(req: PayloadRequest, now: Date) {
  const since = salesWindowStart(now).toISOString()
  const where: Where = { status: { in: [...REVENUE_STATUSES] }, createdAt: { greater_than_equal: since } }
  const { totalDocs } = await req.payload.count({
    collection: 'orders',
    where,
    req,
    user: req.user,
    overrideAccess: false,
  })
  const hours = await salesPerHour(req.payload, req, REVENUE_STATUSES, since)
  const summed = hours.reduce((n, h) => n + h.orders, 0)
  const rows: SaleRow[] =
    summed === totalDocs
      ? hours.map((h) => ({ total: h.cents, orders: h.orders, at: `${h.hour}:00:00.000Z` }))
      : (
          await req.payload.find({
            collection: 'orders',
            where,
            pagination: false,
            depth: 0,
            select: { total: true, createdAt: true, timeline: { paidAt: true } },
            req,
            user: req.user,
            overrideAccess: false,
          })
        ).docs.map((o) => ({ total: o.total, at: o.timeline?.paidAt ?? o.createdAt }))
  const series = salesPerDay(rows, now)
  return { ...revenueSummary(series), series }
}

export async function dashboardFor(req: PayloadRequest, now = new Date()): Promise<Dashboard> {
  const roles = (req.user as { roles?: ('admin' | 'editor' | 'stock' | 'service')[] } | null)?.roles
  const tiles = req.user?.collection === 'users' ? tilesFor(roles) : []
  const counted = tiles.filter(
    (t): t is CountTile['tile'] => t !== 'revenue' && t !== 'scheduledPublications' && t !== 'speed',
  )
  const [counts, rev, scheduled, speed] = await Promise.all([
    Promise.all(counted.map((t) => countFor(req, t, now))),
    tiles.includes('revenue') ? revenue(req, now) : null,
    tiles.includes('scheduledPublications') ? scheduledPublications(req, now) : null,
    tiles.includes('speed') ? vitalsSummary(req, now) : null,
  ])
  return { tiles, counts: counts.filter((c): c is CountTile => c !== null), revenue: rev, scheduled, speed }
}
