// POST /api/email-test — customer service and admins only: sends a test email now (not queued) and returns to /app/email-test
import { emailTestSchema } from '@/domain/schemas/emailTest'
import { testEmail } from '@/server/email/messages'
import { endpoint } from '@/server/http/endpoint'
import { log } from '@/server/platform/log'
import { getPayload } from '@/server/platform/payload'

// A relative Location: the browser resolves it against the page it posted from. An absolute URL built from
// request.url named the server's internal address (another origin), which the CSP's form-action refused —
// the staff member saw nothing after sending.
const back = (sent: string) =>
  new Response(null, { status: 303, headers: { Location: `/app/email-test?sent=${encodeURIComponent(sent)}` } })

export const POST = endpoint({
  name: 'email-test',
  budget: 'api',
  who: { staff: ['service'] },
  input: 'form',
  schema: () => emailTestSchema,
  async handle({ data }) {
    const payload = await getPayload()
    try {
      await payload.sendEmail(await testEmail(data.to, data.locale))
      return back('ok')
    } catch (err) {
      log.error('test email failed', { err: String(err) })
      return back(String((err as Error).message ?? err).slice(0, 120))
    }
  },
})
