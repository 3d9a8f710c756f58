// POST /api/payments/test/{session} — the built-in test checkout's pay/cancel form; redirects like a hosted page
import { formatZodIssues } from '@/domain/schemas/issues'
import { testPaymentSchema } from '@/domain/schemas/testPayment'
import { orderBySessionId } from '@/server/checkout/orders'
import { log } from '@/server/log'
import { getPayload } from '@/server/payload'
import { serverUrl } from '@/server/payments'
import { runTestPayment } from '@/server/payments/testCheckout'
import { testCheckoutAllowed } from '@/server/payments/testProvider'

type Params = { params: Promise<{ session: string }> }

const notFound = () => Response.json({ errors: [{ field: 'session', message: 'Unknown checkout session.' }] }, { status: 404 })

// 303: the browser follows with a GET, so a reload of the next page never re-posts the payment.
const seeOther = (url: string) => new Response(null, { status: 303, headers: { Location: url, 'Cache-Control': 'no-store' } })

export async function POST(request: Request, { params }: Params): Promise<Response> {
  if (!testCheckoutAllowed()) return notFound()
  const { session } = await params
  const form = await request.formData().catch(() => null)
  if (!form) return Response.json({ errors: [{ field: '', message: 'Expected a form body.' }] }, { status: 400 })
  const parsed = testPaymentSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')))
  if (!parsed.success) return Response.json({ errors: formatZodIssues(parsed.error) }, { status: 400 })
  const payload = await getPayload()
  const order = await orderBySessionId(payload, session)
  if (!order || order.payment?.provider !== 'test') return notFound()
  try {
    const result = await runTestPayment(payload, order, parsed.data)
    if ('redirect' in result) return seeOther(result.redirect)
    const page = new URL(`${order.locale === 'fr' ? '/fr' : ''}/checkout/test/${session}`, serverUrl())
    page.searchParams.set('error', result.error)
    return seeOther(page.toString())
  } catch (err) {
    log.error('Test payment failed', { session, err: String(err) })
    return Response.json({ errors: [{ field: '', message: 'The payment could not be recorded. Please try again.' }] }, { status: 503 })
  }
}
