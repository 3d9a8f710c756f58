'use client'
// The password meter: four bars and a word, from the pure score (minimum 6 characters, common passwords refused).
import { useTranslations } from '@/i18n/client'
import { passwordScore } from '@/domain/accounts/password'
import styles from './account.module.css'

export function PasswordMeter({ password }: { password: string }) {
  const t = useTranslations('account.form')
  const score = password ? passwordScore(password) : 0
  return (
    <div aria-live="polite">
      <div
        className={styles.meter}
        role="meter"
        aria-label={t('meterLabel')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
      >
        {[1, 2, 3, 4].map((n) => (
          <span key={n} data-on={score >= n ? 'true' : 'false'} />
        ))}
      </div>
      <p className={styles.hint}>{password ? t(`meter${score}`) : t('meterHint')}</p>
    </div>
  )
}
