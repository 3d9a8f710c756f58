// POST /api/account/email — asks for a new email address: the current password, then a link to the new address
// (it becomes the account's when followed) and a notice to the current one; the same answer whether or not the
// new address has an account
import { accountCopy, schemasFor } from '@/server/accounts/copy'
import { requestEmailChange } from '@/server/accounts/emailChange'
import { limitMail } from '@/server/accounts/guard'
import { PRIVATE, callerOf, getPayload } from '@/server/accounts/http'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const POST = endpoint({
  name: 'account-email-change',
  budget: 'form',
  who: 'customer',
  input: 'json',
  schema: (l) => schemasFor(l).emailChange,
  async handle({ request, data, locale, ip, user: customer }) {
    await limitMail(locale, 'email-change', data.email)
    await requestEmailChange(await getPayload(), locale, customer.id, data, callerOf(request, ip))
    return json({ ok: true, message: accountCopy(locale).done.emailChangeSent }, 202, PRIVATE)
  },
})
