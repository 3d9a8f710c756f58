// The shopper's auth state in the browser: the session as the server describes it (no token:
// that stays in an httpOnly cookie) and the last auth event — SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT,
// PASSWORD_RECOVERY, USER_UPDATED — which any island can observe. A sign-in or sign-out is announced to the cart
// sync (and other tabs) through src/lib/sessionEvents.
import { atom, getDefaultStore } from 'jotai'
import type { AuthEvent } from '@/domain/accounts/session'
import type { SavedAddress } from '@/domain/accounts/prefill'
import { announceSessionChange } from '@/lib/sessionEvents'

export interface AccountUser {
  id: number
  email: string
  firstName: string
  lastName: string
  phone: string
  locale: 'en' | 'fr'
  addresses: (SavedAddress & { id: string; label?: string | null })[]
  /** The sizes remembered on the account (PUT /api/account/sizes). */
  preferredSizes?: { shoe: string | null; glove: string | null }
}

export interface AuthSession {
  expires_at: number
  expires_in: number
  user: AccountUser
}

/** undefined while the first answer is awaited, null when signed out. */
export const sessionAtom = atom<AuthSession | null | undefined>(undefined)
export const authEventAtom = atom<{ event: AuthEvent; at: number } | null>(null)

const store = () => getDefaultStore()

export function applyAuth(event: AuthEvent, session: AuthSession | null) {
  const before = store().get(sessionAtom)
  store().set(sessionAtom, session)
  store().set(authEventAtom, { event, at: Date.now() })
  const changedWho = (before?.user.id ?? null) !== (session?.user.id ?? null)
  if (changedWho || event === 'SIGNED_OUT' || event === 'SIGNED_IN') announceSessionChange()
}

/** A profile change (USER_UPDATED) keeps the session's times. */
export function applyUser(user: AccountUser) {
  const s = store().get(sessionAtom)
  if (!s) return
  store().set(sessionAtom, { ...s, user })
  store().set(authEventAtom, { event: 'USER_UPDATED', at: Date.now() })
}
