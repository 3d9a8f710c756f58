'use client'
// /account/password: the current password (or a code sent by email) and a new one, rated by the meter here and by
// the shop's estimator on the server; every other device is signed out.
import { useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { authCall } from '@/lib/http'
import { FormError, Notice } from './Field'
import { NewPassword } from './NewPassword.client'
import { ProofFields, emptyProof, proofBody } from './ProofFields.client'
import { useAuthForm } from './useAuthForm'
import { useRequireSession } from './useRequireSession'
import styles from './account.module.css'

export function PasswordChangeForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const session = useRequireSession(locale, '/account/password')
  const f = useAuthForm({ password: '' })
  const [proof, setProof] = useState(emptyProof)
  if (!session) return <p role="status">{t('pages.loading')}</p>
  return (
    <form
      className={styles.form}
      noValidate
      data-testid="password-change"
      onSubmit={(e) => {
        e.preventDefault()
        void f.submit(async (v) => {
          const r = await authCall<{ message: string }>('/api/account/password', {
            body: { ...proofBody(proof, 'currentPassword'), password: v.password, locale },
          })
          f.set('password', '')
          setProof(emptyProof())
          return r.message
        }, t('errors.generic'))
      }}
    >
      <ProofFields
        locale={locale}
        email={session.user.email}
        name="currentPassword"
        label={t('form.currentPassword')}
        value={proof}
        onChange={setProof}
        errors={f.errors}
      />
      <NewPassword label={t('form.newPassword')} {...f.bind('password')} />
      <FormError message={f.errors.form} />
      <Notice message={f.notice} />
      <button className={styles.button} type="submit" disabled={f.busy}>
        {t('form.changePassword')}
      </button>
      <p>
        <a href={localizedHref('/account', locale)}>{t('form.backToAccount')}</a>
      </p>
    </form>
  )
}
