'use client'
// The verification link's landing: posts the token once (a link scanner's GET of the page confirms nothing by
// itself: the page's script does), then offers the sign-in.
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { AuthError, authCall } from '@/lib/authHttp'
import { FormError, Notice } from './Field'

export function VerifyView({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const [state, setState] = useState<{ ok?: string; error?: string }>({})
  const once = useRef(false)
  useEffect(() => {
    if (once.current) return
    once.current = true
    const token = new URLSearchParams(window.location.search).get('token') ?? ''
    authCall<{ message: string }>('/api/account/verify', { body: { token, locale } })
      .then((r) => setState({ ok: r.message }))
      .catch((err) =>
        setState({ error: err instanceof AuthError && err.errors[0] ? err.errors[0].message : t('errors.generic') }),
      )
  }, [locale, t])
  if (!state.ok && !state.error) return <p role="status">{t('pages.verifying')}</p>
  return (
    <>
      <Notice message={state.ok} />
      <FormError message={state.error} />
      <p>
        <a href={localizedHref('/account/sign-in', locale)}>{t('form.signIn')}</a>
      </p>
    </>
  )
}
