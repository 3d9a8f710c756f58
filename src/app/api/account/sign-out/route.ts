// POST /api/account/sign-out — ends this device's session, or every session of the account ({ everywhere: true })
import { accountCopy, schemasFor } from '@/server/accounts/copy'
import { getPayload, signedOutResponse } from '@/server/accounts/http'
import { customerFromRequest } from '@/server/http/customerSession'
import { signOut } from '@/server/accounts/sessions'
import { endpoint } from '@/server/http/endpoint'

export const POST = endpoint({
  name: 'account-sign-out',
  budget: 'api',
  who: 'anyone',
  input: 'json',
  schema: (l) => schemasFor(l).signOut,
  async handle({ request, data, locale }) {
    const customer = await customerFromRequest(request)
    // Signing out without a session still clears the cookie: the browser ends signed out either way.
    if (customer) await signOut(await getPayload(), customer, data.everywhere)
    return signedOutResponse(data.everywhere ? { message: accountCopy(locale).done.signedOutEverywhere } : {})
  },
})
