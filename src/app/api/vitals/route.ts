// POST /api/vitals — one page view's real-user speed measures (Core Web Vitals and time to interactive), sent by the
// shopper's browser with navigator.sendBeacon as they leave the page, only under their audience-measurement consent
// (src/components/system/WebVitals.client.tsx). Stored without address or session; read as p75 per template in the
// backoffice dashboard. Answers 204: a beacon reads nothing back.
import { vitalsSchema } from '@/domain/schemas/webVitals'
import { endpoint } from '@/server/http/endpoint'
import { recordVitals } from '@/server/backoffice/webVitals'

export const POST = endpoint({
  name: 'vitals',
  budget: 'api',
  who: 'anyone',
  input: 'json',
  maxBytes: 2 * 1024,
  schema: () => vitalsSchema,
  async handle({ data }) {
    await recordVitals(data)
    return new Response(null, { status: 204 })
  },
})
