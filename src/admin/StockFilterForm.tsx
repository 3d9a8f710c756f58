// The stock matrix's filter: a plain GET form back to /app/stock (no script; the URL can be bookmarked and shared).
import Link from 'next/link'
import type { StockFilter } from '@/domain/stockFilter'
import type { StockStrings } from './stockStrings'

const field = { display: 'grid', gap: 4 } as const

export function StockFilterForm({ filter, types, s }: { filter: StockFilter; types: string[]; s: StockStrings }) {
  return (
    <form
      method="get"
      action="/app/stock"
      role="search"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'end', margin: '1.5rem 0 0.5rem' }}
    >
      <label style={field}>
        {s.search}
        <input
          type="search"
          name="q"
          defaultValue={filter.q}
          placeholder={s.searchPlaceholder}
          maxLength={100}
          style={{ padding: 8, minWidth: 240 }}
        />
      </label>
      <label style={field}>
        {s.type}
        <select name="type" defaultValue={filter.type} style={{ padding: 8 }}>
          <option value="">{s.allTypes}</option>
          {types.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
        {s.apply}
      </button>
      {(filter.q || filter.type) && (
        <Link className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href="/app/stock">
          {s.reset}
        </Link>
      )}
    </form>
  )
}
