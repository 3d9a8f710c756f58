'use client'
// Newsletter signup: email (asterisk in the placeholder) + consent; idle → joining ('Joining...') → done.
import { useLocale, useTranslations } from '@/i18n/client'
import { type FormEvent, useId, useRef, useState } from 'react'
import { firstErrorByField, formatZodIssues } from '@/domain/schemas/issues'
import { trackNewsletterSubscribe } from '@/lib/analytics'
import { newRequestId, submitForm } from '@/lib/http'
import { Honeypot } from './Honeypot'
import { useFocusFirstInvalid } from './useFocusFirstInvalid'
import { useIssueMap } from './useIssueMap'
import styles from './newsletter.module.css'
import { earlyForm, useEarlyForm } from '@/components/system/earlyTaps'

type State = 'idle' | 'joining' | 'done' | 'error'

export function NewsletterForm({ source }: { source: 'block' | 'footer' }) {
  const t = useTranslations('requests')
  const issues = useIssueMap()
  const locale = useLocale()
  const id = useId()
  const [state, setState] = useState<State>('idle')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const requestId = useRef<string | null>(null)
  // Sent before the page's scripts ran: kept, and sent once the form is live (its fields hold what was typed).
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyForm(formRef)
  useFocusFirstInvalid(formRef, errors)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const fd = new FormData(e.currentTarget)
    const body = {
      email: fd.get('email'),
      consent: fd.get('consent') === 'on',
      website: fd.get('website'),
      locale,
      source,
    }
    // The schema (and zod with it) loads on the first submit: the form sits in every page's footer, and the
    // validator is not worth its weight in every visitor's first load.
    const { createNewsletterSchema } = await import('@/domain/schemas/newsletter')
    const parsed = createNewsletterSchema(t.raw('fields'), t.raw('validation')).safeParse(
      { ...body, requestId: 'client-check' },
      { error: issues },
    )
    if (!parsed.success) return setErrors(firstErrorByField(formatZodIssues(parsed.error)))
    setErrors({})
    setState('joining')
    requestId.current ??= newRequestId()
    const res = await submitForm('/api/forms/newsletter', { ...body, requestId: requestId.current })
    if (res.ok) {
      setState('done')
      trackNewsletterSubscribe({ source })
    } else {
      setErrors(firstErrorByField(res.errors))
      setState('error')
    }
  }

  if (state === 'done')
    return (
      <p className={styles.done} role="status" data-testid={`newsletter-${source}-done`}>
        {t('newsletter.done')}
      </p>
    )
  const err = (k: string) => (errors[k] ? `${id}-${k}-error` : undefined)
  return (
    <form
      ref={formRef}
      {...earlyForm}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      data-testid={`newsletter-${source}`}
      aria-busy={state === 'joining'}
    >
      <div className={styles.row}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          className={styles.input}
          placeholder={t('newsletter.placeholder')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={err('email')}
        />
        <button type="submit" className="button button--solid" disabled={state === 'joining'}>
          {state === 'joining' ? t('newsletter.joining') : t('newsletter.submit')}
        </button>
      </div>
      {errors.email && (
        <p id={err('email')} className={styles.error}>
          {errors.email}
        </p>
      )}
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="consent"
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={err('consent')}
        />
        <span>{t('newsletter.consent')}</span>
      </label>
      {errors.consent && (
        <p id={err('consent')} className={styles.error}>
          {errors.consent}
        </p>
      )}
      <Honeypot id={`${id}-website`} />
      {state === 'error' && !Object.keys(errors).length && (
        <p className={styles.error} role="alert">
          {t('newsletter.error')}
        </p>
      )}
    </form>
  )
}
