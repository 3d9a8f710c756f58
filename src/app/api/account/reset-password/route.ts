// POST /api/account/reset-password — the emailed token + a new password; signs the shopper in (PASSWORD_RECOVERY)
import { schemasFor } from '@/server/accounts/copy'
import { callerOf, getPayload, sessionResponse } from '@/server/accounts/http'
import { resetPassword } from '@/server/accounts/password'
import { endpoint } from '@/server/http/endpoint'

export const POST = endpoint({
  name: 'account-reset-password',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: (l) => schemasFor(l).reset,
  async handle({ request, data, locale, ip }) {
    const payload = await getPayload()
    const caller = callerOf(request, ip)
    const { token, exp, customer } = await resetPassword(payload, locale, data.token, data.password, caller)
    return sessionResponse(customer, token, exp, 'PASSWORD_RECOVERY')
  },
})
