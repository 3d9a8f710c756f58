// Records backoffice sign-ins in security-logs. A failure to log never blocks or changes the sign-in itself.
import type {
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionAfterLogoutHook,
  PayloadRequest,
} from 'payload'
import { clientIp } from '@/server/clientIp'

type Event = 'login-success' | 'login-failure' | 'locked' | 'logout'

async function record(req: PayloadRequest, event: Event, email?: string, detail?: string) {
  try {
    await req.payload.create({
      collection: 'security-logs',
      overrideAccess: true,
      // Same request, same transaction: a second connection would wait on the sign-in's own lock.
      req,
      data: {
        event,
        email,
        detail,
        ip: clientIp(req.headers),
        userAgent: req.headers.get('user-agent')?.slice(0, 300) ?? undefined,
      },
    })
  } catch (err) {
    req.payload.logger.error({ err, msg: 'security log write failed' })
  }
}

export const logLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await record(req, 'login-success', user.email)
}

export const logLogout: CollectionAfterLogoutHook = async ({ req }) => {
  await record(req, 'logout', req.user?.email)
}

export const logLoginError: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!req.url?.includes('/login')) return
  const email = typeof req.data?.email === 'string' ? req.data.email : undefined
  const locked = error.name === 'LockedAuth'
  if (locked || error.name === 'AuthenticationError')
    await record(req, locked ? 'locked' : 'login-failure', email, error.name)
}
