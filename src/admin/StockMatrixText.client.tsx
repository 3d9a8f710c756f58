'use client'
// The stock matrix's copy, given once by the view to every cell under it: the cells' messages and the admin's
// language (from the server, so the first render is already in it — no "History" before hydration). Passed to each
// of the ~465 cells as props, the same strings were written into the page's payload once per cell.
import { type ReactNode, createContext, useContext } from 'react'
import type { StockCellStrings } from './stockStrings'

interface StockMatrixText {
  strings: StockCellStrings
  lang: string | undefined
}

const Text = createContext<StockMatrixText | null>(null)

export function StockMatrixTextProvider({ children, ...text }: StockMatrixText & { children?: ReactNode }) {
  return <Text.Provider value={text}>{children}</Text.Provider>
}

/** The matrix's copy; a cell outside the view's provider is a programming error. */
export function useStockMatrixText(): StockMatrixText {
  const text = useContext(Text)
  if (!text) throw new Error('StockCell is rendered outside StockMatrixTextProvider')
  return text
}
