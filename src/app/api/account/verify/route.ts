// POST /api/account/verify — confirms the address with the emailed token (the storefront's verify page posts it)
import { accountCopy, schemasFor } from '@/server/accounts/copy'
import { PRIVATE, getPayload } from '@/server/accounts/http'
import { attachGuestOrders } from '@/server/accounts/orders'
import { verifyEmail } from '@/server/accounts/password'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const POST = endpoint({
  name: 'account-verify',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  invalidStatus: 400,
  schema: (l) => schemasFor(l).verify,
  async handle({ data, locale }) {
    const payload = await getPayload()
    const customer = await verifyEmail(payload, locale, data.token)
    // A guest's past orders under this address join the account now that the address is proven.
    await attachGuestOrders(payload, { ...customer, _verified: true })
    return json({ ok: true, message: accountCopy(locale).done.verified }, 200, PRIVATE)
  },
})
