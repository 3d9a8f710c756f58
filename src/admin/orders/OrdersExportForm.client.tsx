'use client'
// The orders export's form: two days (this month so far to start with) and a button that downloads the CSV. The
// period is checked here with the endpoint's own schema and words, and whatever the endpoint refuses (a period, a
// session that ended) is said beside the form: the staff member never lands on a page of raw JSON.
import { type FormEvent, useState } from 'react'
import { type ExportQueryMessages, orderExportQuerySchema } from '@/domain/orderExport'
import { firstErrorByField, formatZodIssues } from '@/domain/schemas/issues'
import { HttpError, requestFile } from '@/lib/http'
import type { OrdersExportStrings } from './ordersExportStrings'

interface Props {
  period: { from: string; to: string }
  strings: OrdersExportStrings
  messages: ExportQueryMessages
}

/** Hands the browser a file to save, as a link with `download` would. */
function save(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = href
  a.download = filename
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

const label = { display: 'grid', gap: 4 } as const

export function OrdersExportForm({ period, strings: s, messages }: Props) {
  const [from, setFrom] = useState(period.from)
  const [to, setTo] = useState(period.to)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) }
    const parsed = orderExportQuerySchema(messages).safeParse(query)
    if (!parsed.success) return setErrors(firstErrorByField(formatZodIssues(parsed.error)))
    setErrors({})
    setBusy(true)
    try {
      const { blob, filename } = await requestFile(`/api/orders/export?${new URLSearchParams(query)}`)
      save(blob, filename)
    } catch (err) {
      const byField = err instanceof HttpError ? firstErrorByField(err.errors) : {}
      setErrors(Object.keys(byField).length ? byField : { '': s.failed })
    } finally {
      setBusy(false)
    }
  }

  const fieldError = (field: string) =>
    errors[field] ? (
      <span id={`orders-export-${field}-error`} role="alert" style={{ color: 'var(--theme-error-500)' }}>
        {errors[field]}
      </span>
    ) : null

  return (
    <form
      method="get"
      action="/api/orders/export"
      aria-label={s.title}
      onSubmit={submit}
      noValidate
      style={{
        display: 'flex',
        gap: '1rem',
        alignItems: 'flex-end',
        flexWrap: 'wrap',
        margin: '0 0 1rem',
        padding: '0 var(--gutter-h, 60px)',
      }}
      data-testid="orders-export"
    >
      <label style={label}>
        {s.from}
        <input
          type="date"
          name="from"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          aria-invalid={Boolean(errors.from) || undefined}
          aria-describedby={errors.from ? 'orders-export-from-error' : undefined}
        />
        {fieldError('from')}
      </label>
      <label style={label}>
        {s.to}
        <input
          type="date"
          name="to"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={Boolean(errors.to) || undefined}
          aria-describedby={errors.to ? 'orders-export-to-error' : undefined}
        />
        {fieldError('to')}
      </label>
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? s.busy : s.submit}
      </button>
      {fieldError('')}
    </form>
  )
}
