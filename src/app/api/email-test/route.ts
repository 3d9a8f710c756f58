// POST /api/email-test — customer service and admins only: sends a test email now (not queued) and returns to /app/email-test
import { headers as nextHeaders } from 'next/headers'
import { z } from 'zod'
import { hasRole } from '@/access/roles'
import { testEmail } from '@/server/email/messages'
import { log } from '@/server/log'
import { getPayload } from '@/server/payload'

const form = z.object({ to: z.email().max(254), locale: z.enum(['en', 'fr']).default('en') })

const back = (request: Request, sent: string) => Response.redirect(new URL(`/app/email-test?sent=${encodeURIComponent(sent)}`, request.url), 303)

export async function POST(request: Request) {
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: await nextHeaders() })
  if (!user) return Response.json({ errors: [{ field: '', message: 'Sign in as staff.' }] }, { status: 401 })
  if (!hasRole(user, 'service')) return Response.json({ errors: [{ field: '', message: 'Forbidden' }] }, { status: 403 })
  const data = await request.formData().catch(() => null)
  const parsed = form.safeParse(data ? Object.fromEntries(data) : {})
  if (!parsed.success) return Response.json({ errors: [{ field: 'to', message: 'Please enter a valid email address.' }] }, { status: 422 })
  try {
    await payload.sendEmail(testEmail(parsed.data.to, parsed.data.locale))
    return back(request, 'ok')
  } catch (err) {
    log.error('test email failed', { err: String(err) })
    return back(request, String((err as Error).message ?? err).slice(0, 120))
  }
}
