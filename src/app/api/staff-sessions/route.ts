// POST /api/staff-sessions — a signed-in staff member ends their other sessions (every device but this one), then
// returns to /app/session-test. Their own account only; a customer or a visitor gets 401.
import { endSessionsSchema } from '@/domain/schemas/staffSessions'
import { endpoint } from '@/server/http/endpoint'
import { getPayload } from '@/server/platform/payload'
import { endOtherSessions } from '@/server/staff/sessions'

export const POST = endpoint({
  name: 'staff-sessions',
  budget: 'api',
  who: { staff: 'any' },
  input: 'form',
  invalidStatus: 400,
  schema: () => endSessionsSchema,
  async handle({ user }) {
    const ended = await endOtherSessions(await getPayload(), user)
    // A relative Location: the browser resolves it against /app/session-test, the page it posted from (request.url
    // names the server's internal address, another origin that the CSP's form-action refuses).
    return new Response(null, { status: 303, headers: { Location: `/app/session-test?ended=${ended}` } })
  },
})
