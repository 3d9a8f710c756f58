'use client'
// /account/delete: what will be erased and what the law makes the shop keep, then the confirmation — the box, and
// the password or a code sent by email. Done, the shopper is signed out everywhere and lands on the home page.
import { useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { authCall } from '@/lib/http'
import { FormError } from './Field'
import { ProofFields, emptyProof, proofBody } from './ProofFields.client'
import { useAuthForm } from './useAuthForm'
import { leaveSignedOut, useRequireSession } from './useRequireSession'
import styles from './account.module.css'

export function DeleteAccountView({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const session = useRequireSession(locale, '/account/delete')
  const [confirm, setConfirm] = useState(false)
  const [proof, setProof] = useState(emptyProof)
  const f = useAuthForm({})
  if (!session) return <p role="status">{t('pages.loading')}</p>
  return (
    <div data-testid="delete-account">
      <section className={styles.section} aria-labelledby="erased-title">
        <h2 id="erased-title">{t('privacy.erasedTitle')}</h2>
        <ul>
          <li>{t('privacy.erased1')}</li>
          <li>{t('privacy.erased2')}</li>
          <li>{t('privacy.erased3')}</li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="kept-title">
        <h2 id="kept-title">{t('privacy.keptTitle')}</h2>
        <ul>
          <li>{t('privacy.kept1')}</li>
          <li>{t('privacy.kept2')}</li>
        </ul>
      </section>
      <form
        className={`${styles.form} ${styles.section}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void f.submit(async () => {
            await authCall('/api/account/delete', { body: { confirm, ...proofBody(proof, 'password'), locale } })
            leaveSignedOut(localizedHref('/', locale))
          }, t('errors.generic'))
        }}
      >
        <label className={styles.check}>
          <input type="checkbox" name="confirm" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />
          <span>{t('privacy.deleteConfirm')}</span>
        </label>
        <ProofFields
          locale={locale}
          email={session.user.email}
          name="password"
          label={t('form.password')}
          value={proof}
          onChange={setProof}
          errors={f.errors}
        />
        <FormError message={f.errors.confirm ?? f.errors.form} />
        <button className={styles.button} type="submit" disabled={!confirm || f.busy}>
          {t('privacy.deleteButton')}
        </button>
        <p>
          <a href={localizedHref('/account', locale)}>{t('form.backToAccount')}</a>
        </p>
      </form>
    </div>
  )
}
