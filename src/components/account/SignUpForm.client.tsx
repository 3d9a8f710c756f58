'use client'
// Sign-up: the answer is the same whether the address already has an account (it says to check the inbox).
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { authCall } from '@/lib/http'
import { Field, FormError, Notice } from './Field'
import { NewPassword } from './NewPassword.client'
import { useAuthForm } from './useAuthForm'
import styles from './account.module.css'

export function SignUpForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const f = useAuthForm({ email: '', password: '', firstName: '', lastName: '', terms: false })
  if (f.notice) return <Notice message={f.notice} />
  return (
    <form
      {...f.formProps}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void f.submit(async (v) => {
          const r = await authCall<{ message: string }>('/api/account/sign-up', { body: { ...v, locale } })
          return r.message
        }, t('errors.generic'))
      }}
    >
      <Field
        label={t('form.firstName')}
        name="firstName"
        autoComplete="given-name"
        value={f.values.firstName}
        onChange={(e) => f.set('firstName', e.target.value)}
        error={f.errors.firstName}
      />
      <Field
        label={t('form.lastName')}
        name="lastName"
        autoComplete="family-name"
        value={f.values.lastName}
        onChange={(e) => f.set('lastName', e.target.value)}
        error={f.errors.lastName}
      />
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
      <NewPassword label={t('form.password')} {...f.bind('password')} />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="terms"
          checked={f.values.terms}
          onChange={(e) => f.set('terms', e.target.checked)}
        />
        <span>{t('form.terms')}</span>
      </label>
      <FormError message={f.errors.terms ?? f.errors.form} />
      <button className={styles.button} type="submit" disabled={f.busy}>
        {t('form.signUp')}
      </button>
      <p>
        {t('form.haveAccount')} <a href={localizedHref('/account/sign-in', locale)}>{t('form.signIn')}</a>
      </p>
    </form>
  )
}
