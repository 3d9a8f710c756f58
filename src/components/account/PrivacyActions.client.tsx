'use client'
// The shopper's GDPR rights on the account page: download a JSON of their data; deleting the account opens its own
// page (/account/delete), which says what is erased and kept and asks for the password or a code.
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import styles from './account.module.css'

export function PrivacyActions({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  return (
    <section className={styles.section} aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('privacy.title')}</h2>
      <p>{t('privacy.intro')}</p>
      <div className={styles.links}>
        <a href={`/api/account/export?locale=${locale}`} download>
          {t('privacy.download')}
        </a>
        <a href={localizedHref('/account/delete', locale)}>{t('privacy.deleteLink')}</a>
      </div>
    </section>
  )
}
