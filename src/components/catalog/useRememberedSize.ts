// The shopper's remembered size of one kind (src/domain/listing/preferredSize.ts): kept in this browser and, when
// signed in, on the account, so another device offers it too. This browser's choice is the latest one and wins;
// the account's fills in where this browser has none. Storage may be unavailable (private mode): the size is then
// remembered on the account only, or not at all.
import { getDefaultStore, useAtomValue } from 'jotai'
import { useCallback, useSyncExternalStore } from 'react'
import { sessionAtom } from '@/components/account/authState'
import { type SizeKind, isSizeOf, preferredSizeKey } from '@/domain/listing/preferredSize'
import { useLocale } from '@/i18n/client'
import { authCall } from '@/lib/http'

function stored(kind: SizeKind): string | null {
  try {
    const value = window.localStorage.getItem(preferredSizeKey(kind))
    return isSizeOf(kind, value) ? value : null
  } catch {
    return null
  }
}

// Another tab's choice ('storage') or this page's (our own event) is read again.
const CHANGED = 'preferred-size'
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

export function useRememberedSize(kind: SizeKind) {
  const session = useAtomValue(sessionAtom)
  const locale = useLocale()
  // Nothing on the server: the cached page's markup is the same for everyone; the browser's is read once hydrated.
  const local = useSyncExternalStore(
    subscribe,
    () => stored(kind),
    () => null,
  )
  const remembered = local ?? session?.user.preferredSizes?.[kind] ?? null

  const remember = useCallback(
    (size: string) => {
      if (!isSizeOf(kind, size)) return
      try {
        window.localStorage.setItem(preferredSizeKey(kind), size)
        window.dispatchEvent(new Event(CHANGED))
      } catch {
        // Not kept in this browser; the account may still keep it.
      }
      const store = getDefaultStore()
      const s = store.get(sessionAtom)
      if (!s || s.user.preferredSizes?.[kind] === size) return
      authCall<{ preferredSizes: { shoe: string | null; glove: string | null } }>('/api/account/sizes', {
        method: 'PUT',
        body: { kind, size, locale },
      })
        .then(({ preferredSizes }) => {
          const now = store.get(sessionAtom)
          if (now?.user.id === s.user.id) store.set(sessionAtom, { ...now, user: { ...now.user, preferredSizes } })
        })
        .catch(() => {
          // Kept in this browser; the account learns it the next time a size is chosen.
        })
    },
    [kind, locale],
  )
  return { remembered, remember }
}
