'use client'
// Above the stock matrix: the reason the page's changes are filed under in the stock ledger, and a way to change it
// (the next changes then carry the new one). Before the first change it says that a change will ask for one.
import { useState } from 'react'
import { fill } from '@/domain/fill'
import { pageReason, usePageReason } from './stockReason'
import { supplyCellStrings } from './supplyStrings'

export function StockReason({ lang }: { lang: string | undefined }) {
  const t = supplyCellStrings(lang)
  const reason = usePageReason()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState('')

  function save() {
    if (draft.trim().length < 3) return setError(t.reasonMissing)
    pageReason.set(draft.trim())
    setError('')
    setEditing(false)
  }

  if (!reason) return <p data-testid="stock-reason">{t.reasonNone}</p>
  return (
    <div data-testid="stock-reason" style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      {editing ? (
        <>
          <input
            type="text"
            value={draft}
            aria-label={t.reasonLabel}
            title={t.reasonHint}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') save()
              if (e.key === 'Escape') setEditing(false)
            }}
            style={{ width: '18rem', padding: '4px 6px', border: '1px solid var(--theme-elevation-250)' }}
          />
          <button type="button" onClick={save} className="btn btn--style-secondary btn--size-small">
            {t.save}
          </button>
          <button type="button" onClick={() => setEditing(false)} className="btn btn--style-subtle btn--size-small">
            {t.cancel}
          </button>
          {error && (
            <small role="alert" style={{ color: '#b91c1c' }}>
              {error}
            </small>
          )}
        </>
      ) : (
        <>
          <span role="status">
            {t.reasonInEffect} <strong>{fill(t.reasonQuoted, { reason })}</strong>
          </span>
          <button
            type="button"
            onClick={() => {
              setDraft(reason)
              setEditing(true)
            }}
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
          >
            {t.changeReason}
          </button>
        </>
      )}
    </div>
  )
}
