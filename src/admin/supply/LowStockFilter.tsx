// The low-stock list's filter on /app/supply: a plain GET form back to the page (no script; the URL can be kept and
// shared), by workshop (or the lines no workshop makes) and by store; the values chosen stay selected.
import Link from 'next/link'
import { type LowStockFilter as Filter, NO_WORKSHOP } from '@/domain/lowStockList'
import type { LowStock } from '@/server/supply/reorder'
import type { SupplyStrings } from './strings'

const field = { display: 'grid', gap: 4 } as const

export function LowStockFilter({
  filter,
  options,
  s,
}: {
  filter: Filter
  options: Pick<LowStock, 'workshops' | 'stores'>
  s: SupplyStrings
}) {
  return (
    <form
      method="get"
      action="/app/supply"
      role="search"
      aria-label={s.filterTitle}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'end', margin: '1rem 0' }}
    >
      <label style={field}>
        {s.workshop}
        <select name="workshop" defaultValue={String(filter.workshop ?? '')} style={{ padding: 8, minWidth: 260 }}>
          <option value="">{s.allWorkshops}</option>
          {options.workshops.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
          <option value={NO_WORKSHOP}>{s.noWorkshopOption}</option>
        </select>
      </label>
      <label style={field}>
        {s.store}
        <select name="store" defaultValue={String(filter.store ?? '')} style={{ padding: 8 }}>
          <option value="">{s.allStores}</option>
          {options.stores.map((st) => (
            <option key={st.id} value={st.id}>
              {st.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
        {s.filterApply}
      </button>
      {(filter.workshop !== null || filter.store !== null) && (
        <Link className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href="/app/supply">
          {s.filterReset}
        </Link>
      )}
    </form>
  )
}
