'use client'
// Out-of-stock size on the product page: "notify me when it is back" (or "preorder it") yes/no, then the email,
// then the thank-you message. Each step replaces the one before, buttons and all: the keyboard focus follows (the email
// field after "Yes" and after a refusal, the message after "No" and after sending), never dropped to the page's body.
import { useLocale, useTranslations } from '@/i18n/client'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { StockInterestKind } from '@/domain/schemas/forms'
import { firstErrorByField } from '@/domain/schemas/issues'
import { newRequestId, submitForm } from '@/lib/http'
import { Honeypot } from './Honeypot'
import styles from './forms.module.css'
import q from './question.module.css'

type Props = {
  product: { id: number | string; title?: string }
  sku: string
  size: string
  kind?: StockInterestKind
  /** A glove's hand size: French calls it a taille, a shoe's a pointure. */
  hand?: boolean
  locale?: string
}
type State = 'ask' | 'email' | 'sending' | 'thanks' | 'declined' | 'error'

export function StockInterestQuestion({ product, sku, size, kind = 'notify', hand = false }: Props) {
  const t = useTranslations('requests.stock')
  const words = { kind: hand ? 'glove' : 'shoe' }
  const locale = useLocale()
  const id = useId()
  const [state, setState] = useState<State>('ask')
  const [error, setError] = useState<string | undefined>()
  const requestId = useRef<string | null>(null)
  const email = useRef<HTMLInputElement>(null)
  const message = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (state === 'email' || state === 'error') email.current?.focus()
    if (state === 'thanks' || state === 'declined') message.current?.focus()
  }, [state])

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setState('sending')
    requestId.current ??= newRequestId()
    const fd = new FormData(e.currentTarget)
    const res = await submitForm('/api/forms/stock-interest', {
      productId: String(product.id),
      sku,
      size,
      kind,
      email: fd.get('email'),
      website: fd.get('website'),
      locale,
      requestId: requestId.current,
    })
    if (res.ok) return setState('thanks')
    setError(firstErrorByField(res.errors).email)
    setState('error')
  }

  if (state === 'thanks')
    return (
      <p ref={message} tabIndex={-1} className={q.thanks} role="status" data-testid="stock-interest-thanks">
        {kind === 'preorder' ? t('thanksPreorder', words) : t('thanks', words)}
      </p>
    )
  if (state === 'declined')
    return (
      <p ref={message} tabIndex={-1} className={q.thanks} role="status">
        {t('declined', words)}
      </p>
    )
  return (
    <div className={q.question} data-testid="stock-interest-question">
      <p className={q.text}>{kind === 'preorder' ? t('preorderQuestion', words) : t('notifyQuestion', words)}</p>
      {state === 'ask' ? (
        <div className={q.answers}>
          <button type="button" className="button" onClick={() => setState('email')}>
            {t('yes')}
          </button>
          <button type="button" className="button" onClick={() => setState('declined')}>
            {t('no')}
          </button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className={q.emailRow} noValidate>
          <label htmlFor={`${id}-email`} className={styles.field}>
            <span className={styles.label}>{t('emailLabel')}</span>
            <input
              ref={email}
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              className={styles.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
          <Honeypot id={`${id}-website`} />
          <button type="submit" className="button button--solid" disabled={state === 'sending'}>
            {state === 'sending' ? t('sending') : t('submit')}
          </button>
          {state === 'error' && (
            <p id={`${id}-error`} className={styles.fieldError} role="alert">
              {error ?? t('error')}
            </p>
          )}
        </form>
      )}
    </div>
  )
}
