// Writes one security-log entry: the account concerned, who acted (the signed-in staff member, else "system"), the
// caller's real address (see ../clientIp.ts) and user agent. A failure to log never blocks or changes the action.
import type { PayloadRequest } from 'payload'
import type { ShopperSecurityEvent } from '@/collections/SecurityLogs/shopperEvents'
import { clientIp } from '@/server/clientIp'

export type SecurityEvent =
  | 'login-success'
  | 'login-failure'
  | 'locked'
  | 'logout'
  | 'user-created'
  | 'user-updated'
  | 'user-deleted'
  | 'roles-changed'
  | 'password-changed'
  | 'password-reset'
  | 'user-deactivated'
  | 'user-reactivated'
  | 'sessions-ended'
  | 'invite-sent'
  | 'totp-enrolled'
  | 'totp-reset'
  | 'totp-failure'
  | 'totp-success'
  | ShopperSecurityEvent

export interface SecurityEntry {
  event: SecurityEvent
  email?: string
  detail?: string
  /** Defaults to the request's signed-in user. */
  actor?: string
}

export async function recordSecurityEvent(req: PayloadRequest, entry: SecurityEntry): Promise<void> {
  try {
    const actor = entry.actor ?? (req.user?.collection === 'users' ? req.user.email : undefined) ?? 'system'
    await req.payload.create({
      collection: 'security-logs',
      overrideAccess: true,
      // Same request, same transaction: a second connection would wait on the operation's own lock.
      req,
      data: {
        event: entry.event,
        email: entry.email,
        actor,
        detail: entry.detail?.slice(0, 500) || undefined,
        ip: clientIp(req.headers),
        userAgent: req.headers.get('user-agent')?.slice(0, 300) ?? undefined,
      },
    })
  } catch (err) {
    req.payload.logger.error({ err, msg: 'security log write failed' })
  }
}
