'use client'
// Try-on booking dialog: size (the one chosen on the page, changeable here), names, email, phone,
// date (today … 2470-12-31), a time within the boutique's hours that day, instructions; cancel and book;
// idle → sending → sent or error. The same schema as the endpoint, with the same hours, checks it first.
import { useLocale, useTranslations } from '@/i18n/client'
import { type FormEvent, useRef, useState } from 'react'
import { type OpeningHours, hoursOn } from '@/domain/forms'
import type { Locale } from '@/domain/locale'
import { formatSize, formatTimeRange } from '@/domain/numberFormat'
import { parisToday } from '@/domain/schemas/dates'
import { DATEPICKER_MAX } from '@/domain/schemas/formCopy'
import { firstErrorByField, formatZodIssues } from '@/domain/schemas/issues'
import { useModalDialog } from '@/components/dialog/useModalDialog'
import { Field, a11y } from '@/components/forms/Field'
import { type BookingErrorType, trackBookingError, trackBookingSuccess } from '@/lib/analytics'
import { newRequestId, submitForm } from '@/lib/http'
import { formField, wideFormField } from './fieldClasses'
import { Honeypot } from './Honeypot'
import { useIssueMap } from './useIssueMap'
import styles from './forms.module.css'
import q from './question.module.css'

type State = 'idle' | 'sending' | 'sent' | 'error'

/** The error type the booking_error event carries: what went wrong, never what the shopper typed. */
const bookingErrorType = (status: number): BookingErrorType =>
  status === 0
    ? 'network'
    : status === 429
      ? 'rate_limited'
      : status === 400 || status === 422
        ? 'validation'
        : 'server'
type Props = {
  product: { id: string; title: string }
  size: string | null
  sizes: string[]
  /** A glove's hand size: French calls it a taille, a shoe's a pointure. */
  hand: boolean
  hours: OpeningHours[]
  onClose: () => void
}

export function BookingDialog({ product, size: initialSize, sizes, hand, hours, onClose }: Props) {
  const t = useTranslations('requests')
  const words = { kind: hand ? 'glove' : 'shoe' }
  const issues = useIssueMap()
  const locale = useLocale() as Locale
  const ref = useRef<HTMLDialogElement>(null)
  const requestId = useRef<string | null>(null)
  const [state, setState] = useState<State>('idle')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [date, setDate] = useState('')
  const [size, setSize] = useState(initialSize ?? '')
  const today = parisToday()
  const day = date ? hoursOn(date, hours) : null
  // Mounted when the shopper asks for a try-on: open from the first render.
  useModalDialog(ref, true)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const body = {
      ...Object.fromEntries(new FormData(e.currentTarget)),
      size,
      productId: product.id,
      productTitle: product.title,
      locale,
    }
    // The validator (zod) loads on the first submit, not with the page.
    const { createBookingSchema } = await import('@/domain/schemas/booking')
    const parsed = createBookingSchema(t.raw('fields'), t.raw('validation'), { hours, locale }).safeParse(
      { ...body, requestId: 'client-check' },
      { error: issues },
    )
    if (!parsed.success) {
      trackBookingError({ item_id: product.id, error_type: 'validation' })
      return setErrors(firstErrorByField(formatZodIssues(parsed.error)))
    }
    setErrors({})
    setState('sending')
    requestId.current ??= newRequestId()
    const res = await submitForm('/api/forms/booking', { ...body, requestId: requestId.current })
    setErrors(res.ok ? {} : firstErrorByField(res.errors))
    setState(res.ok ? 'sent' : 'error')
    if (res.ok) trackBookingSuccess({ item_id: product.id })
    else trackBookingError({ item_id: product.id, error_type: bookingErrorType(res.status) })
  }

  const f = (k: string) => t(`fields.${k}` as never)
  return (
    <dialog
      ref={ref}
      className={q.dialog}
      aria-labelledby="booking-title"
      onClose={onClose}
      data-testid="booking-dialog"
    >
      <h2 id="booking-title" className={q.dialogTitle}>
        {t('tryOn.dialogTitle')}
      </h2>
      <p className={q.dialogIntro}>
        {product.title}. {t('tryOn.dialogIntro')}
      </p>
      {state === 'sent' ? (
        <>
          <p className={styles.status} role="status">
            {t('tryOn.success')}
          </p>
          <button type="button" className="button" onClick={() => ref.current?.close()}>
            {t('tryOn.close')}
          </button>
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <Field classes={wideFormField} id="size" label={t('tryOn.selectedSize', words)} required error={errors.size}>
            <select
              className={`${styles.input} ${q.size}`}
              {...a11y('size', errors.size)}
              value={size}
              onChange={(e) => setSize(e.target.value)}
            >
              <option value="">{t('tryOn.sizePlaceholder', words)}</option>
              {sizes.map((s) => (
                <option key={s} value={s}>
                  {formatSize(s, locale)}
                </option>
              ))}
            </select>
          </Field>
          <Field classes={formField} id="firstName" label={f('firstName')} required error={errors.firstName}>
            <input className={styles.input} {...a11y('firstName', errors.firstName)} autoComplete="given-name" />
          </Field>
          <Field classes={formField} id="lastName" label={f('lastName')} required error={errors.lastName}>
            <input className={styles.input} {...a11y('lastName', errors.lastName)} autoComplete="family-name" />
          </Field>
          <Field classes={formField} id="email" label={f('email')} required error={errors.email}>
            <input className={styles.input} {...a11y('email', errors.email)} type="email" autoComplete="email" />
          </Field>
          <Field classes={formField} id="phone" label={f('phone')} required error={errors.phone}>
            <input className={styles.input} {...a11y('phone', errors.phone)} type="tel" autoComplete="tel" />
          </Field>
          <Field
            classes={formField}
            id="preferredDate"
            label={f('preferredDate')}
            required
            error={errors.preferredDate}
          >
            <input
              className={styles.input}
              {...a11y('preferredDate', errors.preferredDate)}
              type="date"
              min={today}
              max={DATEPICKER_MAX}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
          <Field
            classes={formField}
            id="preferredTime"
            label={f('preferredTime')}
            required
            error={errors.preferredTime}
          >
            <input
              className={styles.input}
              {...a11y('preferredTime', errors.preferredTime)}
              type="time"
              step={900}
              min={day?.open}
              max={day?.close}
            />
          </Field>
          {date && (
            <p className={styles.note}>
              {day
                ? t('tryOn.hoursHint', { hours: formatTimeRange(day.open, day.close, locale) })
                : t('tryOn.closedDay')}
            </p>
          )}
          <Field classes={wideFormField} id="notes" label={f('notes')} error={errors.notes}>
            <textarea className={styles.input} {...a11y('notes', errors.notes)} />
          </Field>
          <Honeypot id="booking-website" />
          <div className={styles.actions}>
            <button type="button" className="button" onClick={() => ref.current?.close()}>
              {t('tryOn.cancel')}
            </button>
            <button type="submit" className="button button--solid" disabled={state === 'sending'}>
              {state === 'sending' ? t('tryOn.sending') : t('tryOn.book')}
            </button>
          </div>
          {state === 'error' && (
            <p className={`${styles.status} ${styles.statusError}`} role="alert">
              {t('tryOn.error')}
            </p>
          )}
        </form>
      )}
    </dialog>
  )
}
