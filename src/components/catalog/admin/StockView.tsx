// /app/stock — the stock matrix: every product × size × store, low (≤ 2) and zero stock marked, editable in
// place. Payload does not guard custom views: this one checks the user and the role itself (stock or admin).
import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { StockCell } from './StockCell.client'
import { stockMatrix } from './stockMatrix'

const th = { padding: '4px 8px', textAlign: 'left' as const, fontWeight: 500, borderBottom: '1px solid var(--theme-elevation-150)' }

export async function StockView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = req.user
  if (!user) redirect('/app/login?redirect=%2Fapp%2Fstock')
  const allowed = hasRole(user, 'stock')
  const products = allowed ? await stockMatrix(req) : []
  return (
    <DefaultTemplate i18n={req.i18n} locale={locale} params={params} payload={req.payload} permissions={permissions}
      searchParams={searchParams} user={user} visibleEntities={visibleEntities}>
      <div className="gutter--left gutter--right" style={{ paddingBlock: '2rem' }}>
        <h1>Stock</h1>
        {!allowed ? (
          <p role="alert" data-testid="stock-denied">The stock matrix is for the stock team and administrators.</p>
        ) : (
          <>
            <p>Quantities per size and store. <mark style={{ background: '#fde68a' }}>Low (1–2)</mark> and{' '}
              <mark style={{ background: '#fecaca' }}>zero</mark> are marked. Change a number and leave the field to save.</p>
            {products.map((p) => (
              <section key={p.id} style={{ marginTop: '2rem' }} data-testid="stock-product">
                <h2 style={{ fontSize: '1.1rem' }}><a href={`/app/collections/products/${p.id}`}>{p.title}</a></h2>
                <div style={{ overflowX: 'auto' }}>
                  <table style={{ borderCollapse: 'collapse' }}>
                    <thead><tr><th style={th} scope="col">Store</th>{p.sizes.map((s) => <th key={s} style={th} scope="col">{s}</th>)}</tr></thead>
                    <tbody>
                      {p.rows.map((r) => (
                        <tr key={r.storeId}>
                          <th style={th} scope="row">{r.store}</th>
                          {p.sizes.map((s) => (
                            <td key={s} style={{ padding: 2 }}>
                              <StockCell {...r.cells[s]!} storeId={r.storeId} label={`${p.title}, size ${s}, ${r.store}`} />
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            ))}
          </>
        )}
      </div>
    </DefaultTemplate>
  )
}
