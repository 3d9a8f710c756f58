'use client'
// The shopper's GDPR rights on the account page: download a JSON of their data, delete the account (confirmed).
import { useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { authCall } from '@/lib/authHttp'
import { applyAuth } from './authState'
import { FormError } from './Field'
import { useAuthForm } from './useAuthForm'
import styles from './account.module.css'

export function PrivacyActions({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const [confirm, setConfirm] = useState(false)
  const f = useAuthForm({})
  return (
    <section className={styles.section} aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('privacy.title')}</h2>
      <p>{t('privacy.intro')}</p>
      <p>
        <a href={`/api/account/export?locale=${locale}`} download>
          {t('privacy.download')}
        </a>
      </p>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          void f.submit(async () => {
            await authCall('/api/account/delete', { body: { confirm, locale } })
            applyAuth('SIGNED_OUT', null)
            window.location.assign(localizedHref('/', locale))
          }, t('errors.generic'))
        }}
      >
        <h3>{t('privacy.delete')}</h3>
        <label className={styles.check}>
          <input type="checkbox" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />
          <span>{t('privacy.deleteConfirm')}</span>
        </label>
        <FormError message={f.errors.confirm ?? f.errors.form} />
        <button className={styles.button} type="submit" disabled={!confirm || f.busy}>
          {t('privacy.deleteButton')}
        </button>
      </form>
    </section>
  )
}
