// POST /api/account/delete — erases the shopper's account (GDPR art. 17; see server/accounts/gdpr.ts) once the
// password or a mailed code proves it is them, and signs out
import { logShopperEvent } from '@/server/accounts/audit'
import { accountCopy, schemasFor } from '@/server/accounts/copy'
import { deleteAccount } from '@/server/accounts/gdpr'
import { callerOf, getPayload, signedOutResponse } from '@/server/accounts/http'
import { proveOwner } from '@/server/accounts/owner'
import { endpoint } from '@/server/http/endpoint'

export const POST = endpoint({
  name: 'account-delete',
  budget: 'form',
  who: 'customer',
  input: 'json',
  schema: (l) => schemasFor(l).deleteAccount,
  async handle({ request, data, locale, ip, user: customer }) {
    const payload = await getPayload()
    const caller = callerOf(request, ip)
    const account = await proveOwner(payload, locale, customer.id, data, caller)
    await deleteAccount(payload, account)
    await logShopperEvent(payload, caller, 'customer-deleted', account.email, `account ${account.id}`)
    return signedOutResponse({ message: accountCopy(locale).done.deleted })
  },
})
