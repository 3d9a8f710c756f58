'use client'
// Declining a requested return, beside "Accept": the button opens the reason (the policy's conditions, or another
// one put in words) and a note to the shopper, then POST /api/returns/step with action "decline". The endpoint
// checks the role and the state again; a note is required for "other", and the server says so too. No <form>: the
// panel sits inside the order's own edit form, and a nested form's submit would save the order instead.
import { useState } from 'react'
import { DECLINE_REASONS, declineNeedsNote } from '@/domain/returns'
import { HttpError, postJson } from '@/lib/http'
import type { ReturnStrings } from './returnStrings'

export function DeclineReturn({ id, strings, lang }: { id: number; strings: ReturnStrings; lang: 'en' | 'fr' }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<(typeof DECLINE_REASONS)[number]>('worn')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const needsNote = declineNeedsNote(reason) && !note.trim()

  async function go() {
    setBusy(true)
    setError('')
    try {
      await postJson(
        '/api/returns/step',
        { id, from: 'requested', action: 'decline', reason, note: note.trim() || undefined, locale: lang },
        { idempotent: true },
      )
      window.location.reload()
    } catch (err) {
      const body = err instanceof HttpError ? (err.data as { errors?: { message: string }[] } | null) : null
      setError(body?.errors?.[0]?.message ?? strings.failed)
      setBusy(false)
    }
  }

  if (!open)
    return (
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        onClick={() => setOpen(true)}
        data-testid="return-decline"
      >
        {strings.action.decline}
      </button>
    )
  return (
    <div
      role="group"
      aria-label={strings.declineConfirm}
      style={{ display: 'grid', gap: '0.5rem', maxWidth: '32rem', marginTop: '0.5rem' }}
    >
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        <span>{strings.declineReason}</span>
        <select
          value={reason}
          onChange={(e) => setReason(e.target.value as typeof reason)}
          data-testid="return-decline-reason"
        >
          {DECLINE_REASONS.map((r) => (
            <option key={r} value={r}>
              {strings.declineReasons[r]}
            </option>
          ))}
        </select>
      </label>
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        <span>{strings.declineNote}</span>
        <textarea
          value={note}
          maxLength={500}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          data-testid="return-decline-note"
        />
      </label>
      <span style={{ display: 'inline-flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          style={{ margin: 0 }}
          onClick={go}
          disabled={busy || needsNote}
          aria-busy={busy}
          data-testid="return-decline-confirm"
        >
          {busy ? strings.saving : strings.declineConfirm}
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          onClick={() => setOpen(false)}
          disabled={busy}
        >
          {strings.declineCancel}
        </button>
        <span role="alert" style={{ color: 'var(--theme-error-500)' }} data-testid="return-decline-error">
          {error}
        </span>
      </span>
    </div>
  )
}
