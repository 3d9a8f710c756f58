// Each stock cell's history link is drawn in the admin's language from the first render: a French admin never
// reads "History" under the quantities, not even before the page comes alive.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StockCell } from '@/admin/StockCell.client'
import { stockStrings } from '@/admin/stockStrings'

const cell = (lang: string) =>
  renderToStaticMarkup(
    createElement(StockCell, {
      id: 1,
      sku: 'MS-PUMP-38',
      storeId: 2,
      quantity: 4,
      label: 'Rue Cambon',
      strings: stockStrings(lang),
      lang,
    }),
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
})
