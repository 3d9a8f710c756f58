'use client'
// One button for a return's next step (accept, mark received, refund, or finish an interrupted refund) through
// POST /api/returns/step, which checks the role; `from` is the state shown, so a second press is refused instead of
// acting twice.
import { useState } from 'react'
import type { ReturnAction as Action } from '@/domain/returns'
import { HttpError, postJson } from '@/lib/http'
import type { ReturnStrings } from './returnStrings'

export function ReturnAction({
  id,
  from,
  action,
  strings,
  lang,
  label,
}: {
  id: number
  from: string
  action: Action
  strings: ReturnStrings
  lang: 'en' | 'fr'
  label?: string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  async function go() {
    setBusy(true)
    setError('')
    try {
      await postJson('/api/returns/step', { id, from, action, locale: lang }, { idempotent: true })
      window.location.reload()
    } catch (err) {
      const body = err instanceof HttpError ? (err.data as { errors?: { message: string }[] } | null) : null
      setError(body?.errors?.[0]?.message ?? strings.failed)
      setBusy(false)
    }
  }
  return (
    <span style={{ display: 'inline-flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        onClick={go}
        disabled={busy}
        aria-busy={busy}
        data-testid={from === 'refunded' ? 'return-finish-refund' : `return-${action}`}
      >
        {busy ? strings.saving : (label ?? strings.action[action])}
      </button>
      <span role="alert" style={{ color: 'var(--theme-error-500)' }} data-testid="return-step-error">
        {error}
      </span>
    </span>
  )
}
