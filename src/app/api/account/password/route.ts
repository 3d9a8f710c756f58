// POST /api/account/password — a new password for the signed-in shopper: the current one (or a mailed code) and
// the strength rule; every other session ends (USER_UPDATED)
import { accountCopy, schemasFor } from '@/server/accounts/copy'
import { PRIVATE, callerOf, getPayload } from '@/server/accounts/http'
import { changePassword } from '@/server/accounts/passwordChange'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const POST = endpoint({
  name: 'account-password-change',
  budget: 'form',
  who: 'customer',
  input: 'json',
  schema: (l) => schemasFor(l).passwordChange,
  async handle({ request, data, locale, ip, user: customer }) {
    const input = { password: data.currentPassword, code: data.code, newPassword: data.password }
    await changePassword(await getPayload(), locale, customer, input, callerOf(request, ip))
    return json({ event: 'USER_UPDATED', message: accountCopy(locale).done.passwordChanged }, 200, PRIVATE)
  },
})
