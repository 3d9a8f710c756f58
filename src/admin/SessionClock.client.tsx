'use client'
// The session's time left, live, and a "refresh now" button calling Payload's own refresh (POST
// /api/users/refresh-token): a new token for the same session, its expiry pushed back; the page then reloads to show it.
import { useEffect, useState } from 'react'
import { requestJson } from '@/lib/http'

interface Props {
  expiresAt: number | null
  strings: { remaining: string; refresh: string; refreshing: string; refreshed: string; refreshFailed: string }
}

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return `${h} h ${String(m).padStart(2, '0')} min ${String(s % 60).padStart(2, '0')} s`
}

export function SessionClock({ expiresAt, strings }: Props) {
  const [now, setNow] = useState<number | null>(null)
  const [state, setState] = useState<'idle' | 'busy' | 'ok' | 'failed'>('idle')
  useEffect(() => {
    const tick = () => setNow(Date.now())
    tick()
    const t = window.setInterval(tick, 1000)
    return () => window.clearInterval(t)
  }, [])
  const refresh = async () => {
    setState('busy')
    const ok = await requestJson('/api/users/refresh-token', { method: 'POST', idempotent: true }).then(
      () => true,
      () => false,
    )
    setState(ok ? 'ok' : 'failed')
    if (ok) window.location.reload()
  }
  return (
    <div>
      <p>
        {strings.remaining}&nbsp;:{' '}
        <strong data-testid="session-remaining">{expiresAt && now ? clock(expiresAt - now) : '—'}</strong>
      </p>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={refresh}
        disabled={state === 'busy'}
        data-testid="session-refresh"
      >
        {state === 'busy' ? strings.refreshing : strings.refresh}
      </button>
      <p role="status">{state === 'ok' ? strings.refreshed : state === 'failed' ? strings.refreshFailed : ''}</p>
    </div>
  )
}
