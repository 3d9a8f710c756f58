// Loads the session once per page and keeps it alive: a tick every 30 s refreshes it when it expires within 3 ticks
// (src/domain/accounts/session.ts). A refresh refused as "session missing" means signed out (e.g. signed out on every
// device elsewhere). Another tab's sign-in or sign-out reloads it. The checkout panel's prefill is written here.
// The page's first answer is what the server says, not a change: it is set without announcing a sign-in or sign-out,
// so a page view asks who is signed in once, and the cart sync is not sent to ask again.
import { useEffect } from 'react'
import { SESSION_TICK_MS, shouldRefresh } from '@/domain/accounts/session'
import { CHECKOUT_INFO_KEY, parseSavedInfo } from '@/domain/checkoutForm'
import { prefillCheckout } from '@/domain/accounts/prefill'
import { HttpError, authCall } from '@/lib/http'
import { onSessionChange } from '@/lib/sessionEvents'
import { type AuthSession, applyAuth, sessionAtom } from './authState'
import { getDefaultStore } from 'jotai'

let started = false

function prefill(session: AuthSession | null) {
  if (!session) return
  try {
    const saved = parseSavedInfo(localStorage.getItem(CHECKOUT_INFO_KEY))
    const next = prefillCheckout(saved, session.user)
    if (JSON.stringify(next) !== JSON.stringify(saved)) localStorage.setItem(CHECKOUT_INFO_KEY, JSON.stringify(next))
  } catch {
    // No storage: the panel starts empty, as for a guest.
  }
}

export async function loadSession() {
  try {
    const { session } = await authCall<{ session: AuthSession | null }>('/api/account/session', { method: 'GET' })
    const before = getDefaultStore().get(sessionAtom)
    if (before !== undefined && (before?.user.id ?? null) !== (session?.user.id ?? null))
      applyAuth(session ? 'SIGNED_IN' : 'SIGNED_OUT', session)
    else getDefaultStore().set(sessionAtom, session)
    prefill(session)
  } catch {
    // Unreachable server: keep what we know; the next tick tries again.
  }
}

async function tick() {
  const s = getDefaultStore().get(sessionAtom)
  if (!s || !shouldRefresh(s.expires_at * 1000, Date.now())) return
  try {
    const { session } = await authCall<{ session: AuthSession }>('/api/account/session', { body: {} })
    applyAuth('TOKEN_REFRESHED', session)
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) applyAuth('SIGNED_OUT', null)
  }
}

export function useSession() {
  useEffect(() => {
    if (started) return
    started = true
    void loadSession()
    const timer = setInterval(() => void tick(), SESSION_TICK_MS)
    const off = onSessionChange(() => void loadSession(), { otherTabsOnly: true })
    return () => {
      started = false
      clearInterval(timer)
      off()
    }
  }, [])
}
