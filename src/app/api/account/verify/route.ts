// POST /api/account/verify — confirms the address with the emailed token (the storefront's verify page posts it);
// the password becomes the one chosen with the sign-up that link was mailed for
import { accountCopy, schemasFor } from '@/server/accounts/copy'
import { PRIVATE, callerOf, getPayload } from '@/server/accounts/http'
import { attachGuestOrders } from '@/server/accounts/orders'
import { verifyEmail } from '@/server/accounts/verification'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const POST = endpoint({
  name: 'account-verify',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  invalidStatus: 400,
  schema: (l) => schemasFor(l).verify,
  async handle({ request, data, locale, ip }) {
    const payload = await getPayload()
    const customer = await verifyEmail(payload, locale, data.token, callerOf(request, ip))
    // A guest's past orders under this address join the account now that the address is proven.
    await attachGuestOrders(payload, customer)
    return json({ ok: true, message: accountCopy(locale).done.verified }, 200, PRIVATE)
  },
})
