// POST /api/account/sign-in — email + password; sets the shopper's own session cookie (never payload-token)
import { schemasFor } from '@/server/accounts/copy'
import { limitAddress } from '@/server/accounts/guard'
import { getPayload, sessionResponse } from '@/server/accounts/http'
import { signIn } from '@/server/accounts/signIn'
import { endpoint } from '@/server/http/endpoint'

export const POST = endpoint({
  name: 'account-sign-in',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: (l) => schemasFor(l).signIn,
  async handle({ data, locale }) {
    limitAddress(locale, 'sign-in', data.email)
    const { token, exp, customer } = await signIn(await getPayload(), locale, data.email, data.password)
    return sessionResponse(customer, token, exp, 'SIGNED_IN')
  },
})
