// The signed-in account pages: the session as the header's upkeep loaded it; signed out, the shopper goes to the
// sign-in page and comes back here after — unless this page ended the session itself and is leaving.
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { type Locale, localizedHref } from '@/domain/locale'
import { applyAuth, sessionAtom } from './authState'

let leaving = false

export function useRequireSession(locale: Locale, path: string) {
  const session = useAtomValue(sessionAtom)
  useEffect(() => {
    if (session === null && !leaving)
      window.location.assign(
        `${localizedHref('/account/sign-in', locale)}?next=${encodeURIComponent(localizedHref(path, locale))}`,
      )
  }, [session, locale, path])
  return session
}

/** Signed out by this page (the account was deleted): every island hears it, and the shopper goes to `href`. */
export function leaveSignedOut(href: string) {
  leaving = true
  applyAuth('SIGNED_OUT', null)
  window.location.assign(href)
}
