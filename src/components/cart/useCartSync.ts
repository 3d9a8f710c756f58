// Mounts the cart sync once per page (inside CartRoot, after the cart has been read from storage). The shopper's
// identity is asked of the server — the session cookie is httpOnly — on load, on each navigation, when the tab comes
// back to the front (at most every 5 s), and when a session change is announced (src/lib/sessionEvents.ts).
import { useSetAtom, useStore } from 'jotai'
import { usePathname } from 'next/navigation'
import { useTranslations } from '@/i18n/client'
import { useEffect, useRef } from 'react'
import { onSessionChange } from '@/lib/sessionEvents'
import { pushToastAtom } from '../toast/store'
import { type CartSync, startCartSync } from './cartSync'

const REFOCUS_CHECK_MS = 5_000

export function useCartSync() {
  const store = useStore()
  const pathname = usePathname()
  const t = useTranslations('cart')
  const pushToast = useSetAtom(pushToastAtom)
  const sync = useRef<CartSync | null>(null)
  const adjusted = useRef(() => undefined as void)
  useEffect(() => {
    adjusted.current = () => void pushToast({ type: 'warning', title: t('stockAdjusted') })
  }, [pushToast, t])

  useEffect(() => {
    const s = startCartSync(store, { onAdjusted: () => adjusted.current() })
    sync.current = s
    let last = 0
    const refocus = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < REFOCUS_CHECK_MS) return
      last = Date.now()
      void s.check()
    }
    const off = onSessionChange(() => void s.check())
    window.addEventListener('focus', refocus)
    document.addEventListener('visibilitychange', refocus)
    return () => {
      off()
      window.removeEventListener('focus', refocus)
      document.removeEventListener('visibilitychange', refocus)
      s.stop()
      sync.current = null
    }
  }, [store])

  useEffect(() => {
    void sync.current?.check()
  }, [pathname])
}
