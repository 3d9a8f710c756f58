// How /app/supply reads its query and lays out the low-stock list: the workshop and store filter, one group per
// workshop (the lines no workshop makes last, as they cannot be ordered from here), and the drafts just made
// (`?drafted=12,13`). The query is typed by hand in an address bar as easily as by the form: anything unexpected
// is ignored, never an error. Pure: no Payload, no I/O.
import { MAX_RECORD_ID } from './schemas/recordId'

/** The lines no workshop makes, as the workshop filter names them. */
export const NO_WORKSHOP = 'none'

export interface LowStockFilter {
  /** A workshop's id, NO_WORKSHOP, or null for every line. */
  workshop: number | typeof NO_WORKSHOP | null
  store: number | null
}

type Query = Record<string, string | string[] | undefined> | undefined

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : '')
const recordId = (v: string) => {
  if (!/^\d{1,10}$/.test(v)) return null
  const n = Number(v)
  return n > 0 && n <= MAX_RECORD_ID ? n : null
}

export function parseLowStockFilter(query: Query): LowStockFilter {
  const workshop = one(query?.workshop)
  return {
    workshop: workshop === NO_WORKSHOP ? NO_WORKSHOP : recordId(workshop),
    store: recordId(one(query?.store)),
  }
}

interface Line {
  store: number
  suggest: number
  supplier: { id: number; name: string } | null
}

export function matchesLowStockFilter(line: Line, f: LowStockFilter) {
  if (f.store !== null && line.store !== f.store) return false
  if (f.workshop === NO_WORKSHOP) return line.supplier === null
  return f.workshop === null || line.supplier?.id === f.workshop
}

export interface WorkshopGroup<L extends Line> {
  /** null: the lines whose product type no workshop makes. */
  supplier: L['supplier']
  lines: L[]
  /** The pairs the group's lines suggest ordering. */
  pairs: number
}

/** The lines by workshop, workshops by name, the lines no workshop makes last; each group keeps the lines' order. */
export function groupByWorkshop<L extends Line>(lines: readonly L[]): WorkshopGroup<L>[] {
  const groups = new Map<number | null, WorkshopGroup<L>>()
  for (const l of lines) {
    const k = l.supplier?.id ?? null
    const g: WorkshopGroup<L> = groups.get(k) ?? { supplier: l.supplier, lines: [], pairs: 0 }
    g.lines.push(l)
    g.pairs += l.suggest
    groups.set(k, g)
  }
  return [...groups.values()].sort((a, b) =>
    !a.supplier ? 1 : !b.supplier ? -1 : a.supplier.name.localeCompare(b.supplier.name),
  )
}

/** The most drafts one confirmation lists: one per workshop and store, far more than a house has. */
export const MAX_DRAFTED = 50

/**
 * `?drafted=…` after "create supplier orders": the ids of the drafts made (each once, at most MAX_DRAFTED), `[]` when
 * none was (`drafted=0`), or null when the query says nothing usable.
 */
export function parseDrafted(query: Query): number[] | null {
  const raw = one(query?.drafted).slice(0, 1_000)
  if (raw === '0') return []
  const ids = [...new Set(raw.split(',').map((s) => recordId(s.trim())))].filter((n): n is number => n !== null)
  return ids.length ? ids.slice(0, MAX_DRAFTED) : null
}

/** The query of the page "create supplier orders" comes back to: the drafts made, or `0` for none. */
export const draftedQuery = (ids: readonly number[]) => `drafted=${ids.length ? ids.join(',') : '0'}`

/** A workshop or store the drafts were asked for that does not exist (or that this staff member cannot see). */
export const DRAFT_REFUSALS = {
  en: { supplier: 'No such workshop.', store: 'No such store.' },
  fr: { supplier: 'Cet atelier n’existe pas.', store: 'Cette boutique n’existe pas.' },
} as const
export const draftRefusals = (language: string | undefined) => DRAFT_REFUSALS[language === 'fr' ? 'fr' : 'en']
