// POST /api/account/code/sign-in — email + the emailed one-time code; sets the shopper's session cookie
import { signInWithCode } from '@/server/accounts/code'
import { schemasFor } from '@/server/accounts/copy'
import { callerOf, getPayload, sessionResponse } from '@/server/accounts/http'
import { endpoint } from '@/server/http/endpoint'

export const POST = endpoint({
  name: 'account-code-sign-in',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: (l) => schemasFor(l).codeSignIn,
  async handle({ request, data, locale, ip }) {
    const payload = await getPayload()
    const caller = callerOf(request, ip)
    const { token, exp, customer } = await signInWithCode(payload, locale, data.email, data.code, caller)
    return sessionResponse(customer, token, exp, 'SIGNED_IN')
  },
})
