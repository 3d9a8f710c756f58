'use client'
// The reset page's form: the token from the emailed link (?token=) and a new password; success signs the shopper
// in (PASSWORD_RECOVERY) and opens their account.
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { authCall } from '@/lib/http'
import { type AuthSession, applyAuth } from './authState'
import { FormError } from './Field'
import { NewPassword } from './NewPassword.client'
import { useAuthForm } from './useAuthForm'
import styles from './account.module.css'

export function ResetForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const f = useAuthForm({ password: '' })
  return (
    <form
      {...f.formProps}
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void f.submit(async (v) => {
          const token = new URLSearchParams(window.location.search).get('token') ?? ''
          const { session } = await authCall<{ session: AuthSession }>('/api/account/reset-password', {
            body: { token, password: v.password, locale },
          })
          applyAuth('PASSWORD_RECOVERY', session)
          window.location.assign(localizedHref('/account', locale))
        }, t('errors.generic'))
      }}
    >
      <NewPassword label={t('form.newPassword')} {...f.bind('password')} />
      <FormError message={f.errors.token ?? f.errors.form} />
      <button className={styles.button} type="submit" disabled={f.busy}>
        {t('form.save')}
      </button>
    </form>
  )
}
