// /app/stock — the stock matrix: every product × size × store, low (≤ LOW_STOCK_THRESHOLD) and zero marked, editable in
// place. Payload does not guard custom views: this one checks the user and the role itself (stock or admin).
// The cells' copy is given once (StockMatrixTextProvider) and their looks are the admin stylesheet's classes
// (custom.css, .stock-matrix): ~465 cells each repeating them made a page of ~840 kB.
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import { supplyViewAccess } from '@/access/supplyViews'
import { LOW_STOCK_THRESHOLD } from '@/domain/inventory'
import { matchesStockFilter, parseStockFilter, stockTypes } from '@/domain/stockFilter'
import { StockCell } from './StockCell.client'
import { StockMatrixTextProvider } from './StockMatrixText.client'
import { StockReason } from './StockReason.client'
import { StockFilterForm } from './StockFilterForm'
import { fill } from '@/domain/fill'
import { stockStrings } from './stockStrings'
import { stockMatrix } from '@/server/inventory/stockMatrix'
import { TabTitle } from './TabTitle.client'
import { staffView } from './staffGuard'

export async function StockView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = staffView(req.user, '/app/stock')
  const allowed = supplyViewAccess(user).stock
  const all = allowed ? await stockMatrix(req) : []
  const filter = parseStockFilter(searchParams)
  const products = all.filter((p) => matchesStockFilter(p, filter))
  const s = stockStrings(req.i18n?.language)
  const cellStrings = {
    negative: s.negative,
    whole: s.whole,
    invalid: s.invalid,
    notAllowed: s.notAllowed,
    notSaved: s.notSaved,
  }
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingBlock: '2rem' }}>
        <h1>{s.title}</h1>
        <TabTitle title={s.title} />
        {!allowed ? (
          <p role="alert" data-testid="stock-denied">
            {s.denied}
          </p>
        ) : (
          <>
            <p>
              {s.introBefore}{' '}
              <mark style={{ background: '#fde68a' }}>{fill(s.low, { max: String(LOW_STOCK_THRESHOLD) })}</mark> {s.and}{' '}
              <mark style={{ background: '#fecaca' }}>{s.zero}</mark> {s.introAfter}
            </p>
            <StockFilterForm filter={filter} types={stockTypes(all)} s={s} />
            <p role="status" data-testid="stock-shown">
              {products.length === 0
                ? s.noMatch
                : fill(s.shown, { n: String(products.length), total: String(all.length) })}
            </p>
            <StockReason lang={req.i18n?.language} />
            <StockMatrixTextProvider strings={cellStrings} lang={req.i18n?.language}>
              <div className="stock-matrix">
                {products.map((p) => (
                  <section key={p.id} className="stock-matrix__product" data-testid="stock-product">
                    <h2>
                      <a href={`/app/collections/products/${p.id}`}>{p.title}</a>
                    </h2>
                    <div className="stock-matrix__scroll">
                      <table>
                        <thead>
                          <tr>
                            <th scope="col">{s.store}</th>
                            {p.sizes.map((size) => (
                              <th key={size} scope="col">
                                {size}
                              </th>
                            ))}
                          </tr>
                        </thead>
                        <tbody>
                          {p.rows.map((r) => (
                            <tr key={r.storeId}>
                              <th scope="row">{r.store}</th>
                              {p.sizes.map((size) => {
                                const cell = r.cells[size]!
                                return (
                                  <td key={size}>
                                    <StockCell
                                      id={cell.id}
                                      sku={cell.sku}
                                      storeId={r.storeId}
                                      quantity={cell.quantity}
                                      label={fill(s.cellLabel, { title: p.title, size, store: r.store })}
                                    />
                                  </td>
                                )
                              })}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  </section>
                ))}
              </div>
            </StockMatrixTextProvider>
          </>
        )}
      </div>
    </DefaultTemplate>
  )
}
