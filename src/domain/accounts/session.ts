// The shopper's session on the client: the observable auth events, and the refresh rule —
// a tick every 30 s, and a refresh as soon as the session expires within 3 ticks.
export const SESSION_TICK_MS = 30_000
export const REFRESH_WITHIN_TICKS = 3

/** The events a listener sees, as the spec names them. */
export const AUTH_EVENTS = ['SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT', 'PASSWORD_RECOVERY', 'USER_UPDATED'] as const
export type AuthEvent = (typeof AUTH_EVENTS)[number]

/** True when a session expiring at `expiresAt` (ms) must be refreshed at `now` (also when already expired). */
export const shouldRefresh = (expiresAt: number, now: number, tick = SESSION_TICK_MS) =>
  expiresAt - now <= REFRESH_WITHIN_TICKS * tick

/** The auth session's fields as the spec lists them (expires_in in seconds, expires_at in seconds since epoch). */
export function sessionTimes(expiresAtMs: number, now: number) {
  return {
    expires_at: Math.floor(expiresAtMs / 1000),
    expires_in: Math.max(0, Math.floor((expiresAtMs - now) / 1000)),
  }
}

/** Auth calls are retried only when a gateway or the server says it is momentarily unavailable. */
export const AUTH_RETRY_STATUSES = [502, 503, 504] as const
export const AUTH_MAX_RETRIES = 2

export const shouldRetryAuth = (status: number | undefined, attempt: number) =>
  attempt < AUTH_MAX_RETRIES && status !== undefined && (AUTH_RETRY_STATUSES as readonly number[]).includes(status)
