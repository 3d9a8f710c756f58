'use client'
// /account/email: a new address and the current password; the new address gets a link, and becomes the account's
// when it is followed (the current one is told). Until then nothing changes, so the form only says what to do next.
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { authCall } from '@/lib/http'
import { Field, FormError, Notice } from './Field'
import { useAuthForm } from './useAuthForm'
import { useRequireSession } from './useRequireSession'
import styles from './account.module.css'

export function EmailChangeForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const session = useRequireSession(locale, '/account/email')
  const f = useAuthForm({ email: '', password: '' })
  if (!session) return <p role="status">{t('pages.loading')}</p>
  return (
    <form
      className={styles.form}
      noValidate
      data-testid="email-change"
      onSubmit={(e) => {
        e.preventDefault()
        void f.submit(async (v) => {
          const r = await authCall<{ message: string }>('/api/account/email', { body: { ...v, locale } })
          return r.message
        }, t('errors.generic'))
      }}
    >
      <p>{t('profile.emailNote', { email: session.user.email })}</p>
      <Field label={t('form.newEmail')} type="email" autoComplete="email" required {...f.bind('email')} />
      <Field
        label={t('form.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...f.bind('password')}
      />
      <FormError message={f.errors.form} />
      <Notice message={f.notice} />
      <button className={styles.button} type="submit" disabled={f.busy}>
        {t('form.sendEmailLink')}
      </button>
      <p>
        <a href={localizedHref('/account/forgot-password', locale)}>{t('form.forgot')}</a>
      </p>
      <p>
        <a href={localizedHref('/account', locale)}>{t('form.backToAccount')}</a>
      </p>
    </form>
  )
}
