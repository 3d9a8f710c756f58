// The low-stock list of /app/supply, one group per workshop (the lines no workshop makes last): its heading counts
// the lines and the pairs to order, and each workshop's group has its own "create supplier orders" button under it
// (a workshop's list can run long), which keeps the store the list is narrowed to.
import Link from 'next/link'
import type { WorkshopGroup } from '@/domain/lowStockList'
import { formatMessage } from '@/domain/icu'
import { fill } from '@/domain/fill'
import type { Locale } from '@/domain/locale'
import { formatSize } from '@/domain/numberFormat'
import type { LowLine } from '@/server/supply/reorder'
import type { SupplyStrings } from './strings'

export function LowStockGroup({
  group,
  store,
  s,
  lang,
}: {
  group: WorkshopGroup<LowLine>
  store: number | null
  s: SupplyStrings
  lang: Locale
}) {
  const id = `low-${group.supplier?.id ?? 'none'}`
  return (
    <section
      aria-labelledby={id}
      data-testid="low-group"
      data-workshop={group.supplier?.id ?? 'none'}
      style={{ marginTop: '1.5rem' }}
    >
      <h3 id={id} style={{ marginBottom: '0.25rem' }}>
        {group.supplier?.name ?? s.groupNone}{' '}
        <span style={{ fontWeight: 400, fontSize: '0.9em' }}>
          — {formatMessage(s.groupCount, lang, { lines: group.lines.length, pairs: group.pairs })}
        </span>
      </h3>
      {group.supplier ? (
        <form method="post" action="/api/supply/drafts" style={{ margin: '0.5rem 0 0.75rem' }}>
          <input type="hidden" name="supplier" value={group.supplier.id} />
          {store !== null && <input type="hidden" name="store" value={store} />}
          <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
            {fill(s.draftWorkshop, { workshop: group.supplier.name })}
          </button>
        </form>
      ) : (
        <p style={{ margin: '0.5rem 0 0.75rem' }}>{s.groupNoneHint}</p>
      )}
      <div style={{ overflowX: 'auto' }}>
        <table className="supply-table" data-testid="low-stock">
          <thead>
            <tr>
              {[s.product, s.size, s.store, s.onHand, s.incoming, s.point, s.target, s.suggest].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.lines.map((l) => (
              <tr key={`${l.sku}|${l.store}`} data-sku={l.sku} data-store={l.store}>
                <th scope="row">
                  <Link href={`/app/collections/products/${l.productId}`}>{l.product}</Link>
                </th>
                <td>{formatSize(l.size, lang)}</td>
                <td>{l.storeName}</td>
                <td>{l.onHand}</td>
                <td>{l.incoming}</td>
                <td>{l.point}</td>
                <td>{l.target}</td>
                <td>{l.suggest}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
