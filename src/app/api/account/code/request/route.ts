// POST /api/account/code/request — emails a one-time code if the address has an account; same answer, same time
import { accountCopy, schemasFor } from '@/server/accounts/copy'
import { requestCode } from '@/server/accounts/code'
import { limitMail } from '@/server/accounts/guard'
import { PRIVATE, getPayload } from '@/server/accounts/http'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const POST = endpoint({
  name: 'account-code-request',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: (l) => schemasFor(l).emailOnly,
  async handle({ data, locale }) {
    await limitMail(locale, 'code', data.email)
    requestCode(await getPayload(), locale, data.email)
    return json({ ok: true, message: accountCopy(locale).done.codeSent }, 202, PRIVATE)
  },
})
