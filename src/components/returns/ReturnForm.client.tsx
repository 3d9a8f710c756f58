'use client'
// The return form of /returns: reads the order and its signed link from the address bar (the page is one cacheable
// shell for every visitor), asks GET /api/returns/order what may still go back, and sends the chosen lines and the
// reason to POST /api/returns with one requestId per form (a double click makes one return).
import { useTranslations } from '@/i18n/client'
import { useEffect, useMemo, useState } from 'react'
import { formatPrice } from '@/domain/money'
import { type SizeSystem, sizeKind } from '@/domain/orderLines'
import { RETURN_REASONS } from '@/domain/returns'
import type { Locale } from '@/domain/locale'
import { formatSize } from '@/domain/numberFormat'
import { HttpError, newRequestId, postJson, requestJson } from '@/lib/http'
import styles from '@/components/account/account.module.css'

interface View {
  number: string
  deadline: string | null
  refusal: string | null
  lines: {
    sku: string
    title: string
    size: string | null
    sizeSystem?: SizeSystem
    unitPrice: number
    quantity: number
    left: number
    custom: boolean
  }[]
  returns: { id: number; status: string; amount: number; createdAt: string }[]
}

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'notFound' }
  | { kind: 'ready'; view: View; link: { order: string; token?: string } }

export function ReturnForm({ locale }: { locale: Locale }) {
  const t = useTranslations('returns')
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [qty, setQty] = useState<Record<string, number>>({})
  const [reason, setReason] = useState<string>('size')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState(false)
  const requestId = useMemo(() => newRequestId(), [])

  useEffect(() => {
    const q = new URLSearchParams(window.location.search)
    const order = q.get('order')
    const token = q.get('token') ?? undefined
    const query = new URLSearchParams({ order: order ?? '', locale, ...(token ? { token } : {}) })
    const load: Promise<State> = order
      ? requestJson<View>(`/api/returns/order?${query}`).then((view) => ({
          kind: 'ready',
          view,
          link: { order, token },
        }))
      : Promise.resolve({ kind: 'missing' })
    load.then(setState, () => setState({ kind: 'notFound' }))
  }, [locale])

  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      dateStyle: 'long',
      timeZone: 'Europe/Paris',
    }).format(new Date(iso))

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (state.kind !== 'ready') return
    const { link } = state
    const lines = state.view.lines.map((l) => ({ sku: l.sku, quantity: qty[l.sku] ?? 0 })).filter((l) => l.quantity > 0)
    if (lines.length === 0) return setError(t('chooseOne'))
    setBusy(true)
    setError('')
    try {
      await postJson('/api/returns', {
        order: Number(link.order),
        token: link.token,
        locale,
        lines,
        reason,
        note,
        requestId,
      })
      setDone(true)
    } catch (err) {
      const body = err instanceof HttpError ? (err.data as { errors?: { message: string }[] } | null) : null
      setError(body?.errors?.[0]?.message ?? t('failed'))
    } finally {
      setBusy(false)
    }
  }

  if (state.kind === 'loading') return <p role="status">{t('loading')}</p>
  if (state.kind === 'missing') return <p>{t('missing')}</p>
  if (state.kind === 'notFound') return <p role="alert">{t('notFound')}</p>
  const { view } = state
  const open = view.lines.some((l) => l.left > 0) && !view.refusal
  return (
    <div data-testid="return-view">
      <h2>{t('order', { number: view.number })}</h2>
      {view.deadline && !view.refusal ? <p>{t('deadline', { date: date(view.deadline) })}</p> : null}
      {view.refusal ? (
        <p role="status" data-testid="return-refusal">
          {t.has(`refusal.${view.refusal}`) ? t(`refusal.${view.refusal}`) : t('refusal.unknownLine')}
        </p>
      ) : null}
      {done ? (
        <p role="status" className={styles.notice} data-testid="return-done">
          {t('done')}
        </p>
      ) : open ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={styles.field}>
            <legend>{t('lines')}</legend>
            {view.lines.map((l) => (
              <label key={l.sku} className={styles.field}>
                <span>
                  {l.title}
                  {l.size
                    ? ` · ${t('size', { size: formatSize(l.size, locale), kind: sizeKind(l.sizeSystem) })}`
                    : ''}{' '}
                  · {formatPrice(l.unitPrice, locale)} ·{' '}
                  {l.custom ? (
                    <span data-testid={`return-custom-${l.sku}`}>{t('customLine')}</span>
                  ) : (
                    t('left', { left: l.left })
                  )}
                </span>
                <input
                  type="number"
                  min={0}
                  max={l.left}
                  value={qty[l.sku] ?? 0}
                  disabled={l.left === 0}
                  aria-label={t('quantityOf', { title: l.title, max: l.left })}
                  data-testid={`return-qty-${l.sku}`}
                  onChange={(e) =>
                    setQty({ ...qty, [l.sku]: Math.max(0, Math.min(l.left, Math.floor(Number(e.target.value) || 0))) })
                  }
                />
              </label>
            ))}
          </fieldset>
          <label className={styles.field}>
            <span>{t('reason')}</span>
            <select value={reason} onChange={(e) => setReason(e.target.value)} data-testid="return-reason">
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`reasons.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('note')}</span>
            <textarea value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
          </label>
          <p role="alert" className={styles.error} data-testid="return-error">
            {error}
          </p>
          <button className={styles.button} type="submit" disabled={busy} data-testid="return-submit">
            {busy ? t('sending') : t('submit')}
          </button>
        </form>
      ) : null}
      {view.returns.length ? (
        <section className={styles.section}>
          <h2>{t('earlier')}</h2>
          <ul className={styles.list}>
            {view.returns.map((r) => (
              <li key={r.id} data-testid="return-earlier">
                {date(r.createdAt)} · {formatPrice(r.amount, locale)} ·{' '}
                {t.has(`status.${r.status}`) ? t(`status.${r.status}`) : r.status}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
