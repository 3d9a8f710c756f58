// POST /api/staff-two-factor — the form of /app/two-factor: the first code of an authenticator app (enrol) or the
// code of this sign-in (verify). The signed-in staff member's own account only; rate-limited per address, and a few
// wrong codes in a row end the sessions that have not given theirs (src/server/staff/totp.ts).
import { createLocalReq } from 'payload'
import { twoFactorSchema } from '@/domain/schemas/staffUsers'
import { endpoint } from '@/server/http/endpoint'
import { getPayload } from '@/server/platform/payload'
import { submitTwoFactor } from '@/server/staff/totp'

export const POST = endpoint({
  name: 'staff-two-factor',
  budget: 'form',
  // The form where a session gives the code it owes: open to a staff session still signing in.
  who: { staff: 'signing-in' },
  input: 'form',
  invalidStatus: 400,
  schema: () => twoFactorSchema,
  async handle({ request, data, user }) {
    const req = await createLocalReq({ user, req: { headers: request.headers } }, await getPayload())
    const outcome = await submitTwoFactor(req, data.action, data.code)
    const to =
      outcome === 'ok' || outcome === 'not-needed'
        ? '/app'
        : outcome === 'signed-out'
          ? '/app/login?error=two-factor'
          : '/app/two-factor?error=wrong-code'
    // Relative, as the browser posted from /app/two-factor (request.url names the server's internal address).
    return new Response(null, { status: 303, headers: { Location: to } })
  },
})
