// PUT /api/account/sizes — remembers the signed-in shopper's size of one kind ({ kind: 'shoe' | 'glove', size }),
// chosen in a listing's size filter or a product's size picker; answers the remembered sizes. A size the house does
// not make is a 422 on `size`.
import { schemasFor } from '@/server/accounts/copy'
import { PRIVATE, getPayload } from '@/server/accounts/http'
import { savePreferredSize } from '@/server/accounts/profile'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const PUT = endpoint({
  name: 'account-sizes',
  budget: 'api',
  who: 'customer',
  input: 'json',
  schema: (l) => schemasFor(l).preferredSize,
  async handle({ data, user: customer }) {
    const preferredSizes = await savePreferredSize(await getPayload(), customer, data.kind, data.size)
    return json({ preferredSizes }, 200, PRIVATE)
  },
})
