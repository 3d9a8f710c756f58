'use client'
// "Refund…" on the order: a modal dialog (the browser's own <dialog>: focus kept inside, Escape closes, labelled by
// its title) in three steps — the pairs per line (up to what is left), the amount (prefilled with the chosen pairs at
// the price paid, editable), restock and a reason; then a confirmation that states the amount and where it goes; then
// the result with the credit note. The same rule as the server (src/domain/refunds.ts) checks the form first; the
// server checks it again. One key per opening: a double click or a retry refunds once. No <form>: the dialog sits
// inside the order's own edit form, whose submit would save the order instead. A received return's Refund opens the
// same dialog (`forReturn`) with its pairs chosen and only its lines shown; its pairs went back in stock when it was
// received, so there is no restock box, and the refund settles the return.
import { useId, useRef, useState } from 'react'
import { centsToEuroInput, parseEuros } from '@/domain/euroInput'
import { formatPrice } from '@/domain/money'
import { type LineLeft, defaultRefundAmount, planRefund } from '@/domain/refunds'
import { HttpError, newRequestId, postJson } from '@/lib/http'
import { REFUND_STRINGS } from './refundStrings'

/** A line with what it is called in the reader's language: name, colour and size (itemLabel). */
type Line = LineLeft & { label: string }
type Issue = { field: string; message: string }
type Done = { amount: number; creditNote: string | null; creditNoteUrl: string }

export function RefundDialog({
  orderId,
  number,
  lines,
  balance = lines,
  max,
  provider,
  lang,
  forReturn,
}: {
  orderId: number
  number: string
  /** The lines shown (a return's own, for a return). */
  lines: Line[]
  /** Every line of the order with what is left: the rule checks the amount against the whole order. */
  balance?: LineLeft[]
  max: number
  provider: 'stripe' | 'test'
  lang: 'en' | 'fr'
  forReturn?: { id: number; pairs: Record<string, number> }
}) {
  const s = REFUND_STRINGS[lang]
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [key, setKey] = useState('')
  const [step, setStep] = useState<'edit' | 'confirm' | 'done'>('edit')
  const [qty, setQty] = useState<Record<string, number>>({})
  const [amountText, setAmountText] = useState('')
  const [edited, setEdited] = useState(false)
  const [restock, setRestock] = useState(false)
  const [reason, setReason] = useState('')
  const [issues, setIssues] = useState<Issue[]>([])
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Done | null>(null)
  const method = s.method[provider]
  const chosen = lines.map((l) => ({ sku: l.sku, quantity: qty[l.sku] ?? 0 })).filter((c) => c.quantity > 0)
  const amount = parseEuros(amountText)
  const issueOf = (field: string) => issues.find((i) => i.field === field)?.message

  function open() {
    setKey(newRequestId())
    setStep('edit')
    const preset = forReturn?.pairs ?? {}
    setQty(preset)
    const picked = lines.map((l) => ({ sku: l.sku, quantity: preset[l.sku] ?? 0 }))
    setAmountText(forReturn ? centsToEuroInput(defaultRefundAmount(balance, picked) || null, lang) : '')
    setEdited(false)
    setRestock(false)
    setReason('')
    setIssues([])
    setDone(null)
    ref.current?.showModal()
  }
  function close() {
    if (busy) return
    ref.current?.close()
    // The order's panels (refunds, timeline, status) are drawn by the server: show the refund made.
    if (done) window.location.reload()
  }
  function setLine(sku: string, value: number) {
    const next = { ...qty, [sku]: value }
    setQty(next)
    const picked = lines.map((l) => ({ sku: l.sku, quantity: next[l.sku] ?? 0 }))
    if (!edited) setAmountText(centsToEuroInput(defaultRefundAmount(balance, picked) || null, lang))
  }
  /** The same rule as the server, before the confirmation. */
  function check() {
    if (amountText.trim() && amount == null) return setIssues([{ field: 'amount', message: s.invalidAmount }])
    const plan = planRefund(balance, chosen, amountText.trim() ? amount : undefined)
    if (!plan.ok) {
      const at = lines.findIndex((l) => l.sku === plan.sku)
      const field =
        plan.reason === 'tooMany' ? `lines.${at}.quantity` : plan.reason === 'nothingChosen' ? 'lines' : 'amount'
      const message =
        plan.reason === 'amountTooHigh' ? s.errors.amountTooHigh(formatPrice(max, lang)) : s.errors[plan.reason]
      return setIssues([{ field, message }])
    }
    if (restock && !plan.lines.some((l) => l.quantity > 0))
      return setIssues([{ field: 'restock', message: s.errors.restockNothing }])
    setIssues([])
    setAmountText(centsToEuroInput(plan.amount, lang))
    setStep('confirm')
  }
  async function refund() {
    setBusy(true)
    setIssues([])
    try {
      const res = await postJson<Done>('/api/refunds', {
        order: orderId,
        key,
        lines: chosen,
        amount: amount ?? undefined,
        restock,
        reason: reason.trim() || undefined,
        return: forReturn?.id,
        locale: lang,
      })
      setDone(res)
      setStep('done')
    } catch (err) {
      const body = err instanceof HttpError ? (err.data as { errors?: Issue[] } | null) : null
      const found = body?.errors?.length ? body.errors : [{ field: '', message: s.failed }]
      setIssues(found)
      // A refusal about the form goes back to the form; anything else stays on the confirmation, to try again.
      if (found.some((i) => i.field === 'amount' || i.field.startsWith('lines') || i.field === 'restock'))
        setStep('edit')
    } finally {
      setBusy(false)
    }
  }

  const shown = formatPrice(amount ?? 0, lang)
  const row = { display: 'grid', gap: '0.25rem' } as const
  return (
    <>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        onClick={open}
        data-testid={forReturn ? 'return-refund-open' : 'refund-open'}
      >
        {forReturn ? s.openReturn : s.open}
      </button>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onCancel={(e) => {
          e.preventDefault()
          close()
        }}
        data-testid="refund-dialog"
        style={{ maxWidth: '40rem', width: '100%', padding: '1.5rem' }}
      >
        <h2 id={titleId} style={{ marginTop: 0 }}>
          {forReturn ? s.returnTitle(forReturn.id, number) : s.dialogTitle(number)}
        </h2>
        {step === 'edit' ? (
          <div role="group" style={{ display: 'grid', gap: '1rem' }}>
            <p style={{ margin: 0 }}>{s.intro(formatPrice(max, lang))}</p>
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <thead>
                <tr>
                  <th style={{ textAlign: 'left' }}>{s.line}</th>
                  <th style={{ textAlign: 'right' }}>{s.unitPrice}</th>
                  <th style={{ textAlign: 'right' }}>{s.left}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {lines.map((l, i) => (
                  <tr key={l.sku}>
                    <td>{l.label}</td>
                    <td style={{ textAlign: 'right' }}>{formatPrice(l.unitPrice, lang)}</td>
                    <td style={{ textAlign: 'right' }}>{l.quantity}</td>
                    <td style={{ textAlign: 'right' }}>
                      <input
                        type="number"
                        min={0}
                        max={l.quantity}
                        step={1}
                        value={qty[l.sku] ?? 0}
                        disabled={l.quantity === 0}
                        aria-label={s.quantity(l.label)}
                        aria-invalid={Boolean(issueOf(`lines.${i}.quantity`)) || undefined}
                        onChange={(e) => setLine(l.sku, Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
                        style={{ width: '4rem' }}
                        data-testid={`refund-qty-${l.sku}`}
                      />
                      {issueOf(`lines.${i}.quantity`) ? (
                        <span role="alert" style={{ color: 'var(--theme-error-500)', display: 'block' }}>
                          {issueOf(`lines.${i}.quantity`)}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <label style={row}>
              <span>{s.amount}</span>
              <input
                type="text"
                inputMode="decimal"
                value={amountText}
                onChange={(e) => {
                  setEdited(true)
                  setAmountText(e.target.value)
                }}
                aria-invalid={Boolean(issueOf('amount')) || undefined}
                aria-describedby={`${titleId}-hint`}
                data-testid="refund-amount"
              />
              <small id={`${titleId}-hint`}>{s.amountHint}</small>
            </label>
            {forReturn ? (
              <p style={{ margin: 0 }}>{s.returnRestocked}</p>
            ) : (
              <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                <input
                  type="checkbox"
                  checked={restock}
                  onChange={(e) => setRestock(e.target.checked)}
                  data-testid="refund-restock"
                />
                <span>{s.restock}</span>
              </label>
            )}
            <label style={row}>
              <span>{s.reason}</span>
              <textarea
                value={reason}
                maxLength={500}
                rows={2}
                onChange={(e) => setReason(e.target.value)}
                data-testid="refund-reason"
              />
            </label>
            <Issues issues={issues} />
            <span style={{ display: 'flex', gap: '0.75rem' }}>
              <button
                type="button"
                className="btn btn--style-primary btn--size-small"
                style={{ margin: 0 }}
                onClick={check}
                data-testid="refund-next"
              >
                {s.next}
              </button>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                style={{ margin: 0 }}
                onClick={close}
              >
                {s.cancel}
              </button>
            </span>
          </div>
        ) : null}
        {step === 'confirm' ? (
          <div role="group" aria-labelledby={`${titleId}-confirm`} style={{ display: 'grid', gap: '1rem' }}>
            <h3 id={`${titleId}-confirm`} style={{ margin: 0 }}>
              {s.confirmTitle}
            </h3>
            <p style={{ margin: 0, fontSize: '1.1rem' }} data-testid="refund-confirm-text">
              {s.confirm(shown, method)}
            </p>
            <p style={{ margin: 0 }}>{forReturn ? s.returnRestocked : restock ? s.restockYes : s.restockNo}</p>
            <Issues issues={issues} />
            <span style={{ display: 'flex', gap: '0.75rem' }}>
              <button
                type="button"
                className="btn btn--style-primary btn--size-small"
                style={{ margin: 0 }}
                onClick={refund}
                disabled={busy}
                aria-busy={busy}
                autoFocus
                data-testid="refund-confirm"
              >
                {busy ? s.saving : s.confirmButton(shown)}
              </button>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                style={{ margin: 0 }}
                onClick={() => setStep('edit')}
                disabled={busy}
              >
                {s.back}
              </button>
            </span>
          </div>
        ) : null}
        {step === 'done' && done ? (
          <div role="status" style={{ display: 'grid', gap: '1rem' }} data-testid="refund-done">
            <p style={{ margin: 0 }}>{s.done(formatPrice(done.amount, lang), method)}</p>
            {done.creditNote ? (
              <a href={`${done.creditNoteUrl}&locale=${lang}`} download data-testid="refund-done-credit-note">
                {s.creditNote(done.creditNote)}
              </a>
            ) : null}
            <span>
              <button
                type="button"
                className="btn btn--style-primary btn--size-small"
                style={{ margin: 0 }}
                onClick={close}
                autoFocus
              >
                {s.close}
              </button>
            </span>
          </div>
        ) : null}
      </dialog>
    </>
  )
}

function Issues({ issues }: { issues: Issue[] }) {
  const shown = issues.filter((i) => !i.field.startsWith('lines.'))
  return (
    <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }} data-testid="refund-error">
      {shown.map((i) => i.message).join(' ')}
    </p>
  )
}
