// POST /api/account/reset-password — the emailed token + a new password; signs the shopper in (PASSWORD_RECOVERY)
import { schemasFor } from '@/server/accounts/copy'
import { getPayload, sessionResponse } from '@/server/accounts/http'
import { resetPassword } from '@/server/accounts/password'
import { endpoint } from '@/server/http/endpoint'

export const POST = endpoint({
  name: 'account-reset-password',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: (l) => schemasFor(l).reset,
  async handle({ data, locale }) {
    const { token, exp, customer } = await resetPassword(await getPayload(), locale, data.token, data.password)
    return sessionResponse(customer, token, exp, 'PASSWORD_RECOVERY')
  },
})
