'use client'
// The header's account link: "Account" for a guest, "My account" once signed in. A client island, so the cached
// header HTML is the same for everyone; it also runs the session upkeep (useSession) on every page.
import { useAtomValue } from 'jotai'
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { sessionAtom } from './authState'
import { useSession } from './useSession'

export function AccountLink({ locale, className }: { locale: Locale; className?: string }) {
  useSession()
  const t = useTranslations('account')
  const session = useAtomValue(sessionAtom)
  const signedIn = Boolean(session)
  return (
    <a
      href={localizedHref(signedIn ? '/account' : '/account/sign-in', locale)}
      className={className}
      data-testid="account-link"
      data-signed-in={signedIn ? 'true' : 'false'}
    >
      {signedIn ? t('linkSignedIn') : t('link')}
    </a>
  )
}
