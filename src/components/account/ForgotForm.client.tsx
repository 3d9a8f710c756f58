'use client'
// Forgotten password: one address in, the same answer out whether it has an account.
import { useTranslations } from '@/i18n/client'
import type { Locale } from '@/domain/locale'
import { authCall } from '@/lib/http'
import { Field, FormError, Notice } from './Field'
import { useAuthForm } from './useAuthForm'
import styles from './account.module.css'

export function ForgotForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const f = useAuthForm({ email: '' })
  if (f.notice) return <Notice message={f.notice} />
  return (
    <form
      {...f.formProps}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void f.submit(
          async (v) =>
            (await authCall<{ message: string }>('/api/account/forgot-password', { body: { ...v, locale } })).message,
          t('errors.generic'),
        )
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
      <FormError message={f.errors.form} />
      <button className={styles.button} type="submit" disabled={f.busy}>
        {t('form.sendLink')}
      </button>
    </form>
  )
}
