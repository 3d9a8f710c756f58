'use client'
// The address confirmation link's landing, then the sign-in.
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { LinkLanding } from './LinkLanding.client'

export function VerifyView({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  return (
    <LinkLanding
      locale={locale}
      endpoint="/api/account/verify"
      pending={t('pages.verifying')}
      next={{ href: localizedHref('/account/sign-in', locale), label: t('form.signIn') }}
    />
  )
}
