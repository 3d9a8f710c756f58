// POST /api/account/sign-up — creates a shopper account (or not: the answer never says whether the address exists)
import { schemasFor } from '@/server/accounts/copy'
import { limitMail } from '@/server/accounts/guard'
import { PRIVATE, getPayload } from '@/server/accounts/http'
import { accountCopy } from '@/server/accounts/copy'
import { signUp } from '@/server/accounts/signUp'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const POST = endpoint({
  name: 'account-sign-up',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: (l) => schemasFor(l).signUp,
  async handle({ data, locale }) {
    await limitMail(locale, 'sign-up', data.email)
    await signUp(await getPayload(), locale, data, 'sign-up')
    return json({ ok: true, message: accountCopy(locale).done.signUp }, 202, PRIVATE)
  },
})
