// POST /api/account/addresses — saves an address; PUT { id } makes one the default; DELETE ?id= removes one.
// Each answers the profile (USER_UPDATED); the default address prefills the checkout panel.
import { schemasFor } from '@/server/accounts/copy'
import { PRIVATE, getPayload } from '@/server/accounts/http'
import { addAddress, removeAddress, setDefaultAddress } from '@/server/accounts/profile'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

const updated = (profile: unknown) => json({ event: 'USER_UPDATED', profile }, 200, PRIVATE)

export const POST = endpoint({
  name: 'account-address-add',
  budget: 'form',
  who: 'customer',
  input: 'json',
  schema: (l) => schemasFor(l).address,
  async handle({ data, user: customer }) {
    const { locale: _l, ...address } = data
    return updated(await addAddress(await getPayload(), customer, address))
  },
})

export const PUT = endpoint({
  name: 'account-address-default',
  budget: 'form',
  who: 'customer',
  input: 'json',
  schema: (l) => schemasFor(l).addressId,
  async handle({ data, user: customer }) {
    return updated(await setDefaultAddress(await getPayload(), customer, data.id))
  },
})

export const DELETE = endpoint({
  name: 'account-address-remove',
  budget: 'form',
  who: 'customer',
  input: 'query',
  invalidStatus: 400,
  schema: (l) => schemasFor(l).addressId,
  async handle({ data, user: customer }) {
    return updated(await removeAddress(await getPayload(), customer, data.id))
  },
})
