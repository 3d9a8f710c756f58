'use client'
// A held reservation's two staff actions: collected (the pair was sold in the boutique) or cancelled (back on the
// shelf). Each is a PATCH of its status through Payload's REST API with the staff session, so the collection's access
// rule and its guarded end decide (a reservation the sweep expired a moment before is refused, and says so).
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { fill } from '@/domain/fill'
import { HttpError, requestJson } from '@/lib/http'
import type { ReservationStrings } from './strings'

type Props = { id: number; name: string; pair: string; strings: ReservationStrings }

export function ReservationActions({ id, name, pair, strings: s }: Props) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')

  async function end(status: 'collected' | 'cancelled') {
    setBusy(true)
    try {
      // Setting a status is the same act twice: not retried.
      await requestJson(`/api/reservations/${id}`, { method: 'PATCH', body: { status }, idempotent: true })
      setMessage(fill(s.done, { name, status: status === 'collected' ? s.statusCollected : s.statusCancelled }))
      router.refresh()
    } catch (err) {
      const failed = err instanceof HttpError ? err : new HttpError(0, null)
      setMessage(fill(s.failed, { name, message: failed.errors[0]?.message ?? String(failed.status || '') }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        disabled={busy}
        aria-label={fill(s.collectedFor, { name, pair })}
        onClick={() => end('collected')}
      >
        {s.collected}
      </button>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy}
        aria-label={fill(s.cancelFor, { name, pair })}
        onClick={() => end('cancelled')}
      >
        {s.cancel}
      </button>
      <span role="status" data-testid={`reservation-${id}-status`}>
        {message}
      </span>
    </div>
  )
}
