// POST /api/payments/test/{session} — the built-in test checkout's pay/cancel form; redirects like a hosted page
import { testPaymentSchema } from '@/domain/schemas/testPayment'
import { orderBySessionId } from '@/server/checkout/orders'
import { endpoint } from '@/server/http/endpoint'
import { ApiError } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { serverUrl } from '@/server/payments'
import { runTestPayment } from '@/server/checkout/testCheckout'
import { testCheckoutAllowed } from '@/server/payments/testProvider'

type Params = { params: Promise<{ session: string }> }

const notFound = () => new ApiError(404, [{ field: 'session', message: 'Unknown checkout session.' }])

// 303: the browser follows with a GET, so a reload of the next page never re-posts the payment.
const seeOther = (url: string) =>
  new Response(null, { status: 303, headers: { Location: url, 'Cache-Control': 'no-store' } })

export const POST = endpoint<{ action: 'pay' | 'cancel'; card?: string | undefined }, Params>({
  name: 'test-payment',
  budget: 'api',
  who: 'anyone',
  input: 'form',
  invalidStatus: 400,
  schema: () => testPaymentSchema,
  unavailable: { message: () => 'The payment could not be recorded. Please try again.', retryAfter: 5 },
  async handle({ data }, { params }) {
    if (!testCheckoutAllowed()) throw notFound()
    const { session } = await params
    const payload = await getPayload()
    const order = await orderBySessionId(payload, session)
    if (!order || order.payment?.provider !== 'test') throw notFound()
    const result = await runTestPayment(payload, order, data)
    if ('redirect' in result) return seeOther(result.redirect)
    const page = new URL(`${order.locale === 'fr' ? '/fr' : ''}/checkout/test/${session}`, serverUrl())
    page.searchParams.set('error', result.error)
    return seeOther(page.toString())
  },
})
