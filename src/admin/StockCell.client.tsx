'use client'
// One editable quantity of the stock matrix. Saves through POST /api/supply/adjust with the staff session (stock
// role): a guarded change from the number shown to the number typed, with a reason kept in the stock ledger (asked
// at the page's first change, then the page's reason — shown above the matrix, where it is changed: StockReason).
// The value is checked with the shared zod schema first. Its history is one click away. Its copy comes from the
// view once (StockMatrixText), its looks from the admin's stylesheet (custom.css, .stock-cell): per cell only its data.
import { useEffect, useRef, useState } from 'react'
import { fill } from '@/domain/fill'
import { HttpError, postJson } from '@/lib/http'
import { stockLevel } from '@/domain/inventory'
import { stockEditSchema } from '@/domain/schemas/stock'
import { useStockMatrixText } from './StockMatrixText.client'
import { pageReason } from './stockReason'
import { historyHref, supplyCellStrings } from './supplyStrings'

type Props = {
  id: number | null
  sku: string
  storeId: number
  quantity: number
  label: string
}
type State = 'idle' | 'reason' | 'saving' | 'saved' | 'error'

export function StockCell({ id, sku, storeId, quantity, label }: Props) {
  const { strings, lang } = useStockMatrixText()
  const [value, setValue] = useState(String(quantity))
  const [saved, setSaved] = useState(quantity)
  const [rowId, setRowId] = useState(id)
  const [state, setState] = useState<State>('idle')
  const [error, setError] = useState('')
  const [reason, setReason] = useState('')
  const reasonInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (state === 'reason') reasonInput.current?.focus()
  }, [state])
  const t = supplyCellStrings(lang)

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
    if (!pageReason.get()) return setState('reason')
    setState('saving')
    try {
      // A compare-and-set (from → to): never retried, as a second try would meet its own change as a conflict.
      await postJson(
        '/api/supply/adjust',
        { sku, store: storeId, from: saved, to: parsed.data.quantity, reason: pageReason.get() },
        { idempotent: true },
      )
    } catch (err) {
      const status = err instanceof HttpError ? err.status : 0
      setState('error')
      if (status === 409) {
        const quantity = ((err as HttpError).data as { quantity?: unknown } | null)?.quantity
        if (typeof quantity === 'number') setSaved(quantity)
        return setError(fill(t.changed, { n: typeof quantity === 'number' ? quantity : '?' }))
      }
      return setError(status === 403 || status === 401 ? strings.notAllowed : strings.notSaved)
    }
    setRowId(rowId ?? -1)
    setSaved(parsed.data.quantity)
    setState('saved')
    setError('')
  }

  function giveReason() {
    if (reason.trim().length < 3) {
      setError(t.reasonMissing)
      return
    }
    pageReason.set(reason.trim())
    setError('')
    void save()
  }

  const level = stockLevel(Number(value))
  return (
    <span className="stock-cell">
      <input
        type="number"
        min={0}
        step={1}
        value={value}
        aria-label={label}
        // Said only when true: "false" is the default, and 465 cells would write it out for nothing.
        aria-invalid={state === 'error' || undefined}
        data-sku={sku}
        data-level={level}
        data-saved={state === 'saved' || undefined}
        className="stock-cell__quantity"
        onChange={(e) => {
          setValue(e.target.value)
          setState('idle')
        }}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save()
        }}
      />
      {state === 'reason' && (
        <span className="stock-cell__reason">
          <input
            ref={reasonInput}
            type="text"
            value={reason}
            aria-label={`${t.reasonLabel} (${label})`}
            placeholder={t.reasonLabel}
            title={t.reasonHint}
            onChange={(e) => setReason(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') giveReason()
            }}
          />
          <button type="button" onClick={giveReason} className="btn btn--style-secondary btn--size-small">
            {t.save}
          </button>
          {error && (
            <small role="alert" className="stock-cell__error">
              {error}
            </small>
          )}
        </span>
      )}
      {state === 'error' && (
        <small role="alert" className="stock-cell__error">
          {error}
        </small>
      )}
      <a
        href={historyHref(sku, storeId)}
        aria-label={fill(t.historyOf, { sku, store: label })}
        className="stock-cell__history"
      >
        {t.history}
      </a>
    </span>
  )
}
