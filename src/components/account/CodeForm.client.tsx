'use client'
// Sign-in by a one-time code: the address first (same answer whether it has an account), then the 6 boxes.
import { useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { OTP_LENGTH } from '@/domain/accounts/otp'
import { type Locale, localizedHref } from '@/domain/locale'
import { authCall } from '@/lib/http'
import { type AuthSession, applyAuth } from './authState'
import { Field, FormError, Notice } from './Field'
import { PinInput } from './PinInput.client'
import { nextPath } from './SignInForm.client'
import { useAuthForm } from './useAuthForm'
import styles from './account.module.css'

export function CodeForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const f = useAuthForm({ email: '' })
  const [boxes, setBoxes] = useState<string[]>(Array(OTP_LENGTH).fill(''))
  const [sent, setSent] = useState(false)
  return (
    <form
      {...f.formProps}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!sent)
          return void f.submit(async (v) => {
            const r = await authCall<{ message: string }>('/api/account/code/request', { body: { ...v, locale } })
            setSent(true)
            return r.message
          }, t('errors.generic'))
        void f.submit(async (v) => {
          const { session } = await authCall<{ session: AuthSession }>('/api/account/code/sign-in', {
            body: { email: v.email, code: boxes.join(''), locale },
          })
          applyAuth('SIGNED_IN', session)
          window.location.assign(nextPath(locale))
        }, t('errors.generic'))
      }}
    >
      <Field
        label={t('form.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        readOnly={sent}
        value={f.values.email}
        onChange={(e) => f.set('email', e.target.value)}
        error={f.errors.email}
      />
      <Notice message={f.notice} />
      {sent ? <PinInput boxes={boxes} onChange={setBoxes} invalid={Boolean(f.errors.code)} /> : null}
      <FormError message={f.errors.code ?? f.errors.form} />
      <button className={styles.button} type="submit" disabled={f.busy}>
        {sent ? t('form.verifyCode') : t('form.sendCode')}
      </button>
      <p>
        <a href={localizedHref('/account/sign-in', locale)}>{t('form.withPassword')}</a>
      </p>
    </form>
  )
}
