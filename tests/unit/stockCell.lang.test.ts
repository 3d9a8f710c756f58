// Each stock cell's history link is drawn in the admin's language from the first render: a French admin never
// reads "History" under the quantities, not even before the page comes alive. The language and the messages come
// from the view's one provider; a cell's markup carries its data and classes, no inline style (issue 37: ~465 cells
// each repeating them made the page ~840 kB).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StockCell } from '@/admin/StockCell.client'
import { StockMatrixTextProvider } from '@/admin/StockMatrixText.client'
import { stockStrings } from '@/admin/stockStrings'

const cell = (lang: string, quantity = 4) =>
  renderToStaticMarkup(
    createElement(
      StockMatrixTextProvider,
      { strings: stockStrings(lang), lang },
      createElement(StockCell, { id: 1, sku: 'MS-PUMP-38', storeId: 2, quantity, label: 'Rue Cambon' }),
    ),
  )

describe('stock cell', () => {
  it('reads « Historique » for a French admin', () => {
    expect(cell('fr')).toContain('>Historique</a>')
    expect(cell('fr')).toContain('aria-label="Historique de MS-PUMP-38 à Rue Cambon"')
    expect(cell('fr')).not.toContain('History')
  })

  it('and "History" for an English one', () => {
    expect(cell('en')).toContain('>History</a>')
  })

  it('is its data and classes only: no inline style, its level for the stylesheet to tint', () => {
    const html = cell('en', 0)
    expect(html).not.toContain('style=')
    expect(html).not.toContain('aria-invalid')
    expect(html).toContain('class="stock-cell__quantity"')
    expect(html).toContain('data-level="zero"')
  })

  it('is refused outside the view’s provider', () => {
    expect(() =>
      renderToStaticMarkup(createElement(StockCell, { id: 1, sku: 'S', storeId: 2, quantity: 1, label: 'L' })),
    ).toThrow(/StockMatrixTextProvider/)
  })
})
