// GET /api/account/session — the current session (or null: signed out, never an error); POST refreshes it
// (TOKEN_REFRESHED) or answers "session missing" (401)
import { schemasFor } from '@/server/accounts/copy'
import { PRIVATE, getPayload, sessionResponse } from '@/server/accounts/http'
import { publicProfile } from '@/server/accounts/profile'
import { customerFromRequest, customerToken, tokenExpiry } from '@/server/http/customerSession'
import { refreshSession } from '@/server/accounts/sessions'
import { sessionTimes } from '@/domain/accounts/session'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const GET = endpoint({
  name: 'account-session',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  schema: (l) => schemasFor(l).localeOnly,
  async handle({ request }) {
    const customer = await customerFromRequest(request)
    if (!customer) return json({ session: null }, 200, PRIVATE)
    const exp = tokenExpiry(customerToken(request.headers) ?? '')
    return json({ session: { ...sessionTimes(exp, Date.now()), user: publicProfile(customer) } }, 200, PRIVATE)
  },
})

export const POST = endpoint({
  name: 'account-refresh',
  budget: 'api',
  who: 'customer',
  input: 'json',
  schema: (l) => schemasFor(l).localeOnly,
  async handle({ user: customer }) {
    const { token, exp } = await refreshSession(await getPayload(), customer)
    return sessionResponse(customer, token, exp, 'TOKEN_REFRESHED')
  },
})
