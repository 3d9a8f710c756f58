// POST /api/users/forgot-password — the backoffice's "Forgot password?" (/app/forgot), in place of Payload's own
// route (a collection's endpoints are matched before Payload's). What the caller got wrong is answered 400 or 429
// with one info line in the log: Payload's route logged a missing address as an error with its stack. Requests are
// limited per client address and per typed address (reset mails to one inbox), on top of Payload's one mail per
// account every 15 seconds; then Payload's own operation runs, with its answer, which is the same whether the
// address has an account or not.
import { type Endpoint, addDataAndFileToRequest, forgotPasswordOperation, headersWithCors } from 'payload'
import { clientIp } from '@/server/clientIp'
import { messagesFor } from '@/server/http/copy'
import { hitLimit } from '@/server/http/limits'

const NAME = 'staff-forgot-password'

export const staffForgotPassword: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const api = messagesFor(req.i18n?.language === 'fr' ? 'fr' : 'en').api
    const refuse = (status: number, message: string, headers: Record<string, string> = {}) => {
      req.payload.logger.info({ msg: `${NAME}: ${status} ${message}` })
      return Response.json(
        { errors: [{ message }] },
        { status, headers: headersWithCors({ headers: new Headers(headers), req }) },
      )
    }
    const email = typeof req.data?.email === 'string' ? req.data.email.toLowerCase().trim() : ''
    if (!email || email.length > 254) return refuse(400, api.emailRequired)
    for (const [budget, key] of [
      ['form', clientIp(req.headers)],
      ['formEmail', email],
    ] as const) {
      const limit = await hitLimit(budget, NAME, key)
      if (!limit.allowed)
        return refuse(429, api.tooMany, { 'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)) })
    }
    // The operation's type asks for a password it does not read (the union of its sign-in shapes).
    await forgotPasswordOperation({ collection: req.payload.collections.users, data: { email } as never, req })
    return Response.json(
      { message: req.t('general:success') },
      { headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}
