// GET /api/account/profile — the account page's data (profile, saved addresses, orders with status and lines);
// PATCH updates the profile (USER_UPDATED). Both need a session ("session missing" otherwise).
import { schemasFor } from '@/server/accounts/copy'
import { PRIVATE, getPayload } from '@/server/accounts/http'
import { accountView, updateProfile } from '@/server/accounts/profile'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const GET = endpoint({
  name: 'account-profile',
  budget: 'api',
  who: 'customer',
  input: 'query',
  schema: (l) => schemasFor(l).localeOnly,
  async handle({ user: customer, locale }) {
    return json(await accountView(await getPayload(), customer, locale), 200, PRIVATE)
  },
})

export const PATCH = endpoint({
  name: 'account-profile-update',
  budget: 'form',
  who: 'customer',
  input: 'json',
  schema: (l) => schemasFor(l).profile,
  async handle({ data, user: customer }) {
    const { locale: _l, ...fields } = data
    const profile = await updateProfile(await getPayload(), customer, fields)
    return json({ event: 'USER_UPDATED', profile }, 200, PRIVATE)
  },
})
