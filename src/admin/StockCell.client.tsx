'use client'
// One editable quantity of the stock matrix. Saves through Payload's REST API with the staff session, so the
// collection's own access rules (stock role) decide; the value is checked with the shared zod schema first.
import { useState } from 'react'
import { stockLevel } from '@/domain/inventory'
import { stockEditSchema } from '@/domain/schemas/stock'
import type { StockCellStrings } from './stockStrings'

type Props = {
  id: number | null
  sku: string
  storeId: number
  quantity: number
  label: string
  strings: StockCellStrings
}
type State = 'idle' | 'saving' | 'saved' | 'error'

const BACKGROUND = { zero: '#fecaca', low: '#fde68a', ok: 'transparent' } as const

export function StockCell({ id, sku, storeId, quantity, label, strings }: Props) {
  const [value, setValue] = useState(String(quantity))
  const [saved, setSaved] = useState(quantity)
  const [rowId, setRowId] = useState(id)
  const [state, setState] = useState<State>('idle')
  const [error, setError] = useState('')

  async function save() {
    const parsed = stockEditSchema.safeParse({ sku, store: storeId, quantity: value })
    if (!parsed.success) {
      setState('error')
      const issue = parsed.error.issues[0]
      return setError(
        issue?.code === 'too_small'
          ? strings.negative
          : issue?.message === 'Whole units only.'
            ? strings.whole
            : strings.invalid,
      )
    }
    if (parsed.data.quantity === saved && rowId) return
    setState('saving')
    const res = await fetch(rowId ? `/api/inventory/${rowId}` : '/api/inventory', {
      method: rowId ? 'PATCH' : 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rowId ? { quantity: parsed.data.quantity } : parsed.data),
    }).catch(() => null)
    if (!res?.ok) {
      setState('error')
      return setError(res?.status === 403 ? strings.notAllowed : strings.notSaved)
    }
    const body = (await res.json()) as { doc?: { id: number } }
    if (body.doc?.id) setRowId(body.doc.id)
    setSaved(parsed.data.quantity)
    setState('saved')
    setError('')
  }

  const level = stockLevel(Number(value))
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <input
        type="number"
        min={0}
        step={1}
        value={value}
        aria-label={label}
        aria-invalid={state === 'error'}
        data-sku={sku}
        data-level={level}
        onChange={(e) => {
          setValue(e.target.value)
          setState('idle')
        }}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save()
        }}
        style={{
          width: '3.6rem',
          padding: '4px 6px',
          background: BACKGROUND[level],
          border: '1px solid var(--theme-elevation-150)',
          outline: state === 'saved' ? '2px solid #16a34a' : state === 'error' ? '2px solid #dc2626' : undefined,
        }}
      />
      {state === 'error' && (
        <small role="alert" style={{ color: '#dc2626' }}>
          {error}
        </small>
      )}
    </span>
  )
}
