// GET /api/payments/cancel — the cancel link back from Stripe Checkout: the shopper gave up, so the session is
// expired and the held stock goes back at once; then on to the shop's own cancel URL stored on the order.
import { giveUpLinkSchema } from '@/domain/schemas/giveUp'
import { giveUp, orderForGiveUp } from '@/server/checkout/giveUp'
import { endpoint } from '@/server/http/endpoint'
import { ApiError } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { onSite } from '@/server/payments/returnUrls'

// 303: the browser follows with a GET; a reload of the shop's page never repeats this one.
const seeOther = (url: string) =>
  new Response(null, { status: 303, headers: { Location: url, 'Cache-Control': 'no-store' } })

export const GET = endpoint({
  name: 'payment-cancel',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  invalidStatus: 400,
  schema: () => giveUpLinkSchema,
  async handle({ data }) {
    const payload = await getPayload()
    const order = await orderForGiveUp(payload, Number(data.order), data.token)
    if (!order) throw new ApiError(404, [{ field: 'order', message: 'Unknown order.' }])
    await giveUp(payload, order)
    return seeOther(onSite(order.payment?.cancelUrl).toString())
  },
})
