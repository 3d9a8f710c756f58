'use client'
// Sign-in with email and password. On success the session is applied (SIGNED_IN) and the shopper goes to their
// account page, or back where they came from (?next=, a path of ours only).
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { safeRedirectPath } from '@/domain/safeRedirect'
import { authCall } from '@/lib/http'
import { type AuthSession, applyAuth } from './authState'
import { Field, FormError } from './Field'
import { useAuthForm } from './useAuthForm'
import styles from './account.module.css'

/** Where to go after signing in: ?next= if it is a path of this site, else the account page in this language. */
export function nextPath(locale: Locale): string {
  const next = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('next')
  return safeRedirectPath(next, localizedHref('/account', locale))
}

export function SignInForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const f = useAuthForm({ email: '', password: '' })
  return (
    <form
      {...f.formProps}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void f.submit(async (v) => {
          const { session } = await authCall<{ session: AuthSession }>('/api/account/sign-in', {
            body: { ...v, locale },
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
        value={f.values.email}
        onChange={(e) => f.set('email', e.target.value)}
        error={f.errors.email}
      />
      <Field
        label={t('form.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={f.values.password}
        onChange={(e) => f.set('password', e.target.value)}
        error={f.errors.password}
      />
      <FormError message={f.errors.form} />
      <button className={styles.button} type="submit" disabled={f.busy}>
        {t('form.signIn')}
      </button>
      <div className={styles.links}>
        <a href={localizedHref('/account/forgot-password', locale)}>{t('form.forgot')}</a>
        <a href={localizedHref('/account/code', locale)}>{t('form.withCode')}</a>
        <span>
          {t('form.noAccount')} <a href={localizedHref('/account/sign-up', locale)}>{t('form.createOne')}</a>
        </span>
        <span>
          {t('form.guestOrder')}{' '}
          <a href={localizedHref('/orders/find', locale)} data-testid="find-order-link">
            {t('form.findOrder')}
          </a>
        </span>
      </div>
    </form>
  )
}
