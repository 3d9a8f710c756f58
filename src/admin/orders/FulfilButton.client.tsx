'use client'
// The Fulfil button: one press moves the order to its next state through POST /api/orders/fulfil (the endpoint
// checks the staff role); shipping asks for the carrier and the tracking number first.
import { useState } from 'react'
import { CARRIERS, CARRIER_CODES } from '@/domain/fulfilment'
import { HttpError, postJson } from '@/lib/http'
import type { OrderHeaderStrings } from './orderHeaderStrings'

type Next = 'preparing' | 'shipped' | 'delivered'

export function FulfilButton({
  id,
  from,
  next,
  strings,
}: {
  id: number
  from: string
  next: Next
  strings: OrderHeaderStrings
}) {
  const [carrier, setCarrier] = useState('')
  const [tracking, setTracking] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function fulfil() {
    setBusy(true)
    setError('')
    try {
      await postJson('/api/orders/fulfil', {
        id,
        from,
        ...(next === 'shipped' ? { carrier: carrier || undefined, trackingNumber: tracking || undefined } : {}),
      })
      window.location.reload()
    } catch (err) {
      const body = err instanceof HttpError ? (err.data as { errors?: { message: string }[] } | null) : null
      setError(body?.errors?.[0]?.message ?? strings.failed)
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', margin: '1rem 0' }}>
      {next === 'shipped' ? (
        <>
          <label style={{ display: 'grid', gap: 4 }}>
            {strings.carrier}
            <select value={carrier} onChange={(e) => setCarrier(e.target.value)} data-testid="fulfil-carrier">
              <option value="">{strings.chooseCarrier}</option>
              {CARRIER_CODES.map((c) => (
                <option key={c} value={c}>
                  {CARRIERS[c].name}
                </option>
              ))}
            </select>
          </label>
          <label style={{ display: 'grid', gap: 4 }}>
            {strings.tracking}
            <input value={tracking} onChange={(e) => setTracking(e.target.value)} data-testid="fulfil-tracking" />
          </label>
        </>
      ) : null}
      <button
        type="button"
        className="btn btn--style-primary btn--size-medium"
        style={{ margin: 0 }}
        onClick={fulfil}
        disabled={busy}
        aria-busy={busy}
        data-testid="fulfil-button"
      >
        {busy ? strings.saving : strings.fulfil[next]}
      </button>
      <p style={{ flexBasis: '100%', margin: 0, color: 'var(--theme-elevation-650)' }}>{strings.emailNote}</p>
      <p
        role="alert"
        style={{ flexBasis: '100%', margin: 0, color: 'var(--theme-error-500)' }}
        data-testid="fulfil-error"
      >
        {error}
      </p>
    </div>
  )
}
