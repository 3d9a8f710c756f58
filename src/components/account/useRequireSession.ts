// The signed-in account pages: the session as the header's upkeep loaded it; signed out, the shopper goes to the
// sign-in page and comes back here after.
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { type Locale, localizedHref } from '@/domain/locale'
import { sessionAtom } from './authState'

export function useRequireSession(locale: Locale, path: string) {
  const session = useAtomValue(sessionAtom)
  useEffect(() => {
    if (session === null)
      window.location.assign(
        `${localizedHref('/account/sign-in', locale)}?next=${encodeURIComponent(localizedHref(path, locale))}`,
      )
  }, [session, locale, path])
  return session
}
