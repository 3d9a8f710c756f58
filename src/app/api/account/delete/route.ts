// POST /api/account/delete — erases the shopper's account (GDPR art. 17; see server/accounts/gdpr.ts) and signs out
import { accountCopy, schemasFor } from '@/server/accounts/copy'
import { deleteAccount } from '@/server/accounts/gdpr'
import { getPayload, signedOutResponse } from '@/server/accounts/http'
import { endpoint } from '@/server/http/endpoint'

export const POST = endpoint({
  name: 'account-delete',
  budget: 'form',
  who: 'customer',
  input: 'json',
  schema: (l) => schemasFor(l).deleteAccount,
  async handle({ locale, user: customer }) {
    await deleteAccount(await getPayload(), customer)
    return signedOutResponse({ message: accountCopy(locale).done.deleted })
  },
})
