'use client'
// The new address's link landing: the address becomes the account's, then the account page.
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { LinkLanding } from './LinkLanding.client'

export function EmailConfirmView({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  return (
    <LinkLanding
      locale={locale}
      endpoint="/api/account/email/confirm"
      pending={t('pages.confirmingEmail')}
      next={{ href: localizedHref('/account', locale), label: t('pages.accountTitle') }}
    />
  )
}
