'use client'
// The landing of an emailed link (address confirmation, new address): posts the token once (a link scanner's GET of
// the page confirms nothing by itself: the page's script does), then shows the answer and where to go next.
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { HttpError, authCall } from '@/lib/http'
import type { Locale } from '@/domain/locale'
import { FormError, Notice } from './Field'

interface Props {
  locale: Locale
  endpoint: string
  pending: string
  next: { href: string; label: string }
}

export function LinkLanding({ locale, endpoint, pending, next }: Props) {
  const t = useTranslations('account')
  const [state, setState] = useState<{ ok?: string; error?: string }>({})
  const once = useRef(false)
  useEffect(() => {
    if (once.current) return
    once.current = true
    const token = new URLSearchParams(window.location.search).get('token') ?? ''
    authCall<{ message: string }>(endpoint, { body: { token, locale } })
      .then((r) => setState({ ok: r.message }))
      .catch((err) =>
        setState({ error: err instanceof HttpError && err.errors[0] ? err.errors[0].message : t('errors.generic') }),
      )
  }, [locale, t, endpoint])
  if (!state.ok && !state.error) return <p role="status">{pending}</p>
  return (
    <>
      <Notice message={state.ok} />
      <FormError message={state.error} />
      <p>
        <a href={next.href}>{next.label}</a>
      </p>
    </>
  )
}
