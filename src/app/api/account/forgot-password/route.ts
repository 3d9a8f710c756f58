// POST /api/account/forgot-password — emails a reset link if the address has an account; same answer, same time
import { accountCopy, schemasFor } from '@/server/accounts/copy'
import { limitMail } from '@/server/accounts/guard'
import { PRIVATE, getPayload } from '@/server/accounts/http'
import { forgotPassword } from '@/server/accounts/password'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const POST = endpoint({
  name: 'account-forgot-password',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: (l) => schemasFor(l).emailOnly,
  async handle({ data, locale }) {
    await limitMail(locale, 'forgot', data.email)
    forgotPassword(await getPayload(), locale, data.email)
    return json({ ok: true, message: accountCopy(locale).done.forgot }, 202, PRIVATE)
  },
})
