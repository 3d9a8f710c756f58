// The shopper's remembered size of one kind (src/domain/listing/preferredSize.ts): kept in this browser and, when
// signed in, on the account, so another device offers it too. This browser's choice is the latest one and wins;
// the account's fills in where this browser has none. Storage may be unavailable (private mode): the size is then
// remembered on the account only, or not at all.
import { getDefaultStore, useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
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

export function useRememberedSize(kind: SizeKind) {
  const session = useAtomValue(sessionAtom)
  const locale = useLocale()
  const [local, setLocal] = useState<string | null>(null)
  // Read after hydration: the cached page's markup is the same for everyone.
  useEffect(() => setLocal(stored(kind)), [kind])
  const remembered = local ?? session?.user.preferredSizes?.[kind] ?? null

  const remember = useCallback(
    (size: string) => {
      if (!isSizeOf(kind, size)) return
      setLocal(size)
      try {
        window.localStorage.setItem(preferredSizeKey(kind), size)
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
