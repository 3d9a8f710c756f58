'use client'
// A size sold out online but on the boutique's shelf: "Reserve it in the boutique for 48 h" opens a small form in place
// (names, email, phone, with the booking form's fields and messages), checked by the endpoint's own schema before it
// is sent; sending → reserved (the deadline on the boutique's clock) or the server's refusal in the shopper's language.
// The focus follows each step: the first field on opening, the first invalid field after a refusal, the message after.
import { useLocale, useTranslations } from '@/i18n/client'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { Locale } from '@/domain/locale'
import { formatSize } from '@/domain/numberFormat'
import { parisDeadline } from '@/domain/reservations'
import { firstErrorByField, formatZodIssues } from '@/domain/schemas/issues'
import { Field, controlProps } from '@/components/forms/Field'
import { HttpError, newRequestId, postJson } from '@/lib/http'
import { formField } from './fieldClasses'
import { Honeypot } from './Honeypot'
import { useFocusFirstInvalid } from './useFocusFirstInvalid'
import { useIssueMap } from './useIssueMap'
import styles from './forms.module.css'
import q from './question.module.css'

type State = 'closed' | 'open' | 'sending' | 'sent' | 'error'
type Props = { product: { title: string }; sku: string; size: string; hand: boolean }
interface Reserved {
  expiresAt: string
}

const FIELDS = [
  ['firstName', 'text', 'given-name'],
  ['lastName', 'text', 'family-name'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
] as const

export function BoutiqueReserve({ product, sku, size, hand }: Props) {
  const t = useTranslations('reservation')
  const r = useTranslations('requests')
  const issues = useIssueMap()
  const locale = useLocale() as Locale
  const id = useId()
  const [state, setState] = useState<State>('closed')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [done, setDone] = useState<{ deadline: string; email: string } | null>(null)
  const requestId = useRef<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const message = useRef<HTMLParagraphElement>(null)
  const cta = useRef<HTMLButtonElement>(null)
  const opened = useRef(false)
  useFocusFirstInvalid(form, errors)
  useEffect(() => {
    if (state === 'open' && !opened.current) form.current?.querySelector('input')?.focus()
    if (state === 'closed' && opened.current) cta.current?.focus()
    opened.current = state !== 'closed'
    // A refusal with no field to fix (the last pair just went), and the confirmation: the message takes the focus.
    const onlyGeneral = Object.keys(errors).every((k) => k === '')
    if (state === 'sent' || (state === 'error' && onlyGeneral)) message.current?.focus()
  }, [state, errors])

  const shown = { size: formatSize(size, locale), kind: hand ? 'glove' : 'shoe' }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const fields = Object.fromEntries(new FormData(e.currentTarget))
    const body = { ...fields, sku, locale }
    // The validator (zod) loads on the first submit, not with the page.
    const { createReservationSchema } = await import('@/domain/schemas/reservation')
    const parsed = createReservationSchema(r.raw('fields'), r.raw('validation')).safeParse(
      { ...body, requestId: 'client-check' },
      { error: issues },
    )
    if (!parsed.success) return setErrors(firstErrorByField(formatZodIssues(parsed.error)))
    setErrors({})
    setState('sending')
    requestId.current ??= newRequestId()
    try {
      const res = await postJson<Reserved>('/api/forms/reservation', { ...body, requestId: requestId.current })
      const { day, time } = parisDeadline(res.expiresAt, locale)
      setDone({ deadline: t('deadline', { day, time }), email: String(fields.email ?? '') })
      setState('sent')
    } catch (err) {
      const list = err instanceof HttpError ? err.errors : []
      const byField = firstErrorByField(list)
      // A refusal about the pair itself (the last one just went) is said once, above the buttons.
      const general = list.find((i) => !FIELDS.some(([f]) => f === i.field))?.message
      setErrors({ ...byField, ...(general ? { '': general } : {}) })
      setState('error')
    }
  }

  if (state === 'sent' && done)
    return (
      <p ref={message} tabIndex={-1} className={q.thanks} role="status" data-testid="reservation-done">
        {t('success', { ...shown, ...done })}
      </p>
    )
  if (state === 'closed')
    return (
      <div className={q.answers} data-testid="boutique-reserve">
        <button type="button" className="button button--solid" ref={cta} onClick={() => setState('open')}>
          {t('cta')}
        </button>
      </div>
    )
  return (
    <section className={q.question} aria-labelledby={`${id}-title`} data-testid="boutique-reserve">
      <h3 id={`${id}-title`} className={q.text}>
        <strong>{t('title')}</strong>
      </h3>
      <p className={q.text}>{t('intro', { ...shown, product: product.title })}</p>
      <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
        {FIELDS.map(([name, type, autoComplete]) => (
          <Field
            key={name}
            classes={formField}
            id={`${id}-${name}`}
            label={r(`fields.${name}`)}
            required
            error={errors[name]}
          >
            <input
              className={styles.input}
              {...controlProps(`${id}-${name}`, errors[name])}
              name={name}
              type={type}
              autoComplete={autoComplete}
            />
          </Field>
        ))}
        <Honeypot id={`${id}-website`} />
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setState('closed')}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button--solid" disabled={state === 'sending'}>
            {state === 'sending' ? t('sending') : t('submit')}
          </button>
        </div>
        <p
          ref={message}
          tabIndex={-1}
          role="alert"
          className={`${styles.status} ${styles.statusError}`}
          hidden={state !== 'error' || (!errors[''] && Object.keys(errors).length > 0)}
          data-testid="reservation-error"
        >
          {state === 'error' ? (errors[''] ?? t('error')) : ''}
        </p>
      </form>
    </section>
  )
}
