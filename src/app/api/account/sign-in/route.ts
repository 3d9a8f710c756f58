// POST /api/account/sign-in — email + password; sets the shopper's own session cookie (never payload-token)
import { schemasFor } from '@/server/accounts/copy'
import { callerOf, getPayload, sessionResponse } from '@/server/accounts/http'
import { signIn } from '@/server/accounts/signIn'
import { endpoint } from '@/server/http/endpoint'

export const POST = endpoint({
  name: 'account-sign-in',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: (l) => schemasFor(l).signIn,
  async handle({ request, data, locale, ip }) {
    const payload = await getPayload()
    const { token, exp, customer } = await signIn(payload, locale, data.email, data.password, callerOf(request, ip))
    return sessionResponse(customer, token, exp, 'SIGNED_IN')
  },
})
