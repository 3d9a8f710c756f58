'use client'
// The checkout panel's offer to sign in (saved addresses fill the form) — never a requirement: a guest orders as is.
import { useAtomValue } from 'jotai'
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { sessionAtom } from './authState'

export function CheckoutSignIn({ locale, className }: { locale: Locale; className?: string }) {
  const t = useTranslations('account.checkout')
  const session = useAtomValue(sessionAtom)
  if (session !== null) return null
  const here = typeof window === 'undefined' ? '/' : window.location.pathname
  return (
    <p className={className} data-testid="checkout-sign-in">
      {t('offer')}{' '}
      <a href={`${localizedHref('/account/sign-in', locale)}?next=${encodeURIComponent(here)}`}>{t('signIn')}</a>
    </p>
  )
}
