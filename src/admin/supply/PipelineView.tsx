// /app/pipeline — the board of customer orders and supplier orders by status (moves along the allowed transitions
// only, by drag-and-drop or keyboard), and per product and size what to reorder first. Payload does not guard custom
// views: the roles are checked here — stock sees everything, service the customer orders, anyone else nothing.
import type { AdminViewServerProps } from 'payload'
import { supplyViewAccess } from '@/access/supplyViews'
import { CUSTOMER_COLUMNS, SUPPLIER_COLUMNS, boardMoves } from '@/domain/pipeline'
import { supplierStatusLabel } from '@/collections/SupplierOrders'
import { customerCards, demand, supplierCards } from '@/server/supply/pipeline'
import { staffView } from '../staffGuard'
import { Frame } from './Frame'
import { PipelineBoard } from './PipelineBoard.client'
import { orderStatusLabel } from '@/domain/orderStatusLabels'
import { supplyStrings } from './strings'
import { formatSize } from '@/domain/numberFormat'

export async function PipelineView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  staffView(req.user, '/app/pipeline')
  const can = supplyViewAccess(req.user)
  const lang = req.i18n?.language
  const s = supplyStrings(lang)
  const [customers, suppliers, need] = await Promise.all([
    can.customerBoard ? customerCards(req.payload, req) : [],
    can.supplierBoard ? supplierCards(req.payload, req) : [],
    can.demand ? demand(req.payload, req) : null,
  ])
  const boardStrings = { moveTo: s.moveTo, moved: s.moved, moveFailed: s.moveFailed, empty: s.empty }
  return (
    <Frame props={props} title={s.pipelineTitle} allowed={can.customerBoard} denied={s.denied}>
      <p>{s.pipelineIntro}</p>
      <PipelineBoard
        kind="customer"
        heading={s.customerOrders}
        columns={CUSTOMER_COLUMNS.map((status) => ({ status, label: orderStatusLabel(status, lang) }))}
        moves={Object.fromEntries(CUSTOMER_COLUMNS.map((c) => [c, boardMoves('customer', c)]))}
        cards={customers}
        strings={boardStrings}
      />
      {can.supplierBoard && (
        <PipelineBoard
          kind="supplier"
          heading={s.supplierOrdersBoard}
          columns={SUPPLIER_COLUMNS.map((status) => ({ status, label: supplierStatusLabel(status, lang ?? 'en') }))}
          moves={Object.fromEntries(SUPPLIER_COLUMNS.map((c) => [c, boardMoves('supplier', c)]))}
          cards={suppliers}
          strings={boardStrings}
        />
      )}
      {need && (
        <section aria-labelledby="demand-title" style={{ marginTop: '2rem' }}>
          <h2 id="demand-title">{s.demandTitle}</h2>
          <p>{s.demandIntro}</p>
          <div style={{ overflowX: 'auto' }}>
            <table className="supply-table" data-testid="demand">
              <thead>
                <tr>
                  <th scope="col">{s.product}</th>
                  <th scope="col">{s.size}</th>
                  {need.stores.map((st) => (
                    <th key={st.id} scope="col">
                      {st.name}
                    </th>
                  ))}
                  <th scope="col">{s.held}</th>
                  <th scope="col">{s.waiting}</th>
                  <th scope="col">{s.incomingBy}</th>
                </tr>
              </thead>
              <tbody>
                {need.rows.slice(0, 60).map((r) => (
                  <tr key={r.sku} data-sku={r.sku}>
                    <th scope="row">{r.product}</th>
                    <td>{formatSize(r.size, lang === 'fr' ? 'fr' : 'en')}</td>
                    {need.stores.map((st) => (
                      <td key={st.id}>{r.onHand[st.id] ?? 0}</td>
                    ))}
                    <td>{r.held}</td>
                    <td>{r.waiting}</td>
                    <td>
                      {r.incoming}
                      {r.expectedAt ? ` (${r.expectedAt.slice(0, 10)})` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </Frame>
  )
}
