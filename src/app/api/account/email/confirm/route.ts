// POST /api/account/email/confirm — the new address's emailed token (the storefront's confirm page posts it): the
// address becomes the account's, its guest orders join the account
import { accountCopy, schemasFor } from '@/server/accounts/copy'
import { confirmEmailChange } from '@/server/accounts/emailChange'
import { PRIVATE, callerOf, getPayload } from '@/server/accounts/http'
import { attachGuestOrders } from '@/server/accounts/orders'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const POST = endpoint({
  name: 'account-email-confirm',
  budget: 'form',
  // The link is the proof: whoever follows it (signed in or not, on any device) confirms the new address.
  who: 'anyone',
  input: 'json',
  invalidStatus: 400,
  schema: (l) => schemasFor(l).verify,
  async handle({ request, data, locale, ip }) {
    const payload = await getPayload()
    const customer = await confirmEmailChange(payload, locale, data.token, callerOf(request, ip))
    await attachGuestOrders(payload, customer)
    return json({ ok: true, email: customer.email, message: accountCopy(locale).done.emailChanged }, 200, PRIVATE)
  },
})
