// POST /api/account/code/sign-in — email + the emailed one-time code; sets the shopper's session cookie
import { signInWithCode } from '@/server/accounts/code'
import { schemasFor } from '@/server/accounts/copy'
import { limitAddress } from '@/server/accounts/guard'
import { getPayload, sessionResponse } from '@/server/accounts/http'
import { endpoint } from '@/server/http/endpoint'

export const POST = endpoint({
  name: 'account-code-sign-in',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: (l) => schemasFor(l).codeSignIn,
  async handle({ data, locale }) {
    limitAddress(locale, 'code-sign-in', data.email)
    const { token, exp, customer } = await signInWithCode(await getPayload(), locale, data.email, data.code)
    return sessionResponse(customer, token, exp, 'SIGNED_IN')
  },
})
