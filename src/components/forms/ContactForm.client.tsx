'use client'
// Contact form: idle → sending ('Sending...') → success or error, each shown inline and as a toast.
import { useSetAtom } from 'jotai'
import { useLocale, useTranslations } from '@/i18n/client'
import { type FormEvent, useRef, useState, useSyncExternalStore } from 'react'
import { Field, a11y } from '@/components/forms/Field'
import { pushToastAtom } from '@/components/toast/store'
import { CONTACT_REASONS } from '@/domain/schemas/contactReasons'
import { firstErrorByField, formatZodIssues } from '@/domain/schemas/issues'
import { newRequestId, submitForm } from '@/lib/http'
import { formField, wideFormField } from './fieldClasses'
import { useFocusFirstInvalid } from './useFocusFirstInvalid'
import { useIssueMap } from './useIssueMap'
import { Honeypot } from './Honeypot'
import styles from './forms.module.css'
import { earlyForm, useEarlyForm } from '@/components/system/earlyTaps'

type State = 'idle' | 'sending' | 'success' | 'error'

const noSubscription = () => () => {}

export function ContactForm() {
  const t = useTranslations('requests')
  const issues = useIssueMap()
  const locale = useLocale()
  const toast = useSetAtom(pushToastAtom)
  const [state, setState] = useState<State>('idle')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const requestId = useRef<string | null>(null)
  // Sent before the page's scripts ran: kept, and sent once the form is live (its fields hold what was typed).
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyForm(formRef)
  useFocusFirstInvalid(formRef, errors)
  // /contact?reason=wholesale (the wholesale page's link) preselects that reason; anything else keeps the placeholder.
  // The page is the same cached HTML for every query: the browser reads the query once hydrated (the select is
  // keyed by it, so it re-mounts with the asked reason).
  const askedReason = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('reason'),
    () => null,
  )
  const initialReason = CONTACT_REASONS.find((r) => r === askedReason) ?? ''

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const fd = new FormData(form)
    const body = { ...Object.fromEntries(fd), newsletter: fd.get('newsletter') === 'on', locale }
    // The validator (zod) loads on the first submit, not with the page.
    const { createContactSchema } = await import('@/domain/schemas/contact')
    const parsed = createContactSchema(t.raw('fields'), t.raw('validation')).safeParse(
      { ...body, requestId: 'client-check' },
      { error: issues },
    )
    if (!parsed.success) {
      setErrors(firstErrorByField(formatZodIssues(parsed.error)))
      return
    }
    setErrors({})
    setState('sending')
    requestId.current ??= newRequestId()
    const res = await submitForm('/api/forms/contact', { ...body, requestId: requestId.current })
    if (res.ok) {
      requestId.current = null
      form.reset()
      setState('success')
      toast({ type: 'success', title: t('contact.toastSuccess') })
    } else {
      setErrors(firstErrorByField(res.errors))
      setState('error')
      toast({ type: 'error', title: t('contact.toastError') })
    }
  }

  const f = (k: string) => t(`fields.${k}` as never)
  return (
    <form
      ref={formRef}
      {...earlyForm}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={state === 'sending'}
    >
      <Field classes={formField} id="firstName" label={f('firstName')} required error={errors.firstName}>
        <input className={styles.input} {...a11y('firstName', errors.firstName)} autoComplete="given-name" required />
      </Field>
      <Field classes={formField} id="lastName" label={f('lastName')} required error={errors.lastName}>
        <input className={styles.input} {...a11y('lastName', errors.lastName)} autoComplete="family-name" required />
      </Field>
      <Field classes={formField} id="email" label={f('email')} required error={errors.email}>
        <input className={styles.input} {...a11y('email', errors.email)} type="email" autoComplete="email" required />
      </Field>
      <Field classes={formField} id="reason" label={f('reason')} required error={errors.reason}>
        <select
          key={initialReason}
          className={styles.input}
          {...a11y('reason', errors.reason)}
          defaultValue={initialReason}
          required
        >
          <option value="" disabled>
            {t('contact.reasonPlaceholder')}
          </option>
          {CONTACT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`contact.reasons.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field classes={wideFormField} id="address" label={f('address')} error={errors.address}>
        <input className={styles.input} {...a11y('address', errors.address)} autoComplete="street-address" />
      </Field>
      <Field classes={wideFormField} id="message" label={f('message')} required error={errors.message}>
        <textarea className={styles.input} {...a11y('message', errors.message)} required />
      </Field>
      <label className={`${styles.check} ${styles.wide}`}>
        <input type="checkbox" name="newsletter" />
        <span>{t('contact.newsletter')}</span>
      </label>
      <Honeypot id="contact-website" />
      <p className={styles.note}>{t('contact.required')}</p>
      <div className={styles.actions}>
        <button type="submit" className="button button--solid" disabled={state === 'sending'}>
          {state === 'sending' ? t('contact.sending') : t('contact.submit')}
        </button>
      </div>
      <div aria-live="polite" className={styles.wide}>
        {state === 'success' && (
          <p className={styles.status} data-testid="contact-status">
            {t('contact.success')}
          </p>
        )}
        {state === 'error' && (
          <p className={`${styles.status} ${styles.statusError}`} role="alert" data-testid="contact-status">
            {t('contact.error')}
          </p>
        )}
      </div>
    </form>
  )
}
