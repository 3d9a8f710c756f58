// POST /api/staff-sessions — a signed-in staff member ends their other sessions (every device but this one), then
// returns to /app/session-test. Their own account only; a customer or a visitor gets 401.
import { hasRole } from '@/access/roles'
import { endSessionsSchema } from '@/domain/schemas/staffSessions'
import { endpoint } from '@/server/http/endpoint'
import { ApiError } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { endOtherSessions } from '@/server/staff/sessions'

export const POST = endpoint({
  name: 'staff-sessions',
  budget: 'api',
  input: 'form',
  invalidStatus: 400,
  schema: () => endSessionsSchema,
  async handle({ request }) {
    const payload = await getPayload()
    const { user } = await payload.auth({ headers: request.headers })
    if (!user || !hasRole(user, 'admin', 'editor', 'stock', 'service'))
      throw new ApiError(401, [{ field: '', message: 'Sign in as staff.' }])
    const ended = await endOtherSessions(payload, user as never)
    // A relative Location: the browser resolves it against /app/session-test, the page it posted from (request.url
    // names the server's internal address, another origin that the CSP's form-action refuses).
    return new Response(null, { status: 303, headers: { Location: `/app/session-test?ended=${ended}` } })
  },
})
