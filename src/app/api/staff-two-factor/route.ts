// POST /api/staff-two-factor — the form of /app/two-factor: the first code of an authenticator app (enrol) or the
// code of this sign-in (verify). The signed-in staff member's own account only; rate-limited per address, and wrong
// codes per account end every session after a few (src/server/staff/totp.ts).
import { createLocalReq } from 'payload'
import { twoFactorSchema } from '@/domain/schemas/staffUsers'
import { endpoint } from '@/server/http/endpoint'
import { ApiError } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { staffAccount, submitTwoFactor } from '@/server/staff/totp'

export const POST = endpoint({
  name: 'staff-two-factor',
  budget: 'form',
  input: 'form',
  invalidStatus: 400,
  schema: () => twoFactorSchema,
  async handle({ request, data }) {
    const payload = await getPayload()
    const { user } = await payload.auth({ headers: request.headers })
    const req = await createLocalReq({ user: user ?? undefined, req: { headers: request.headers } }, payload)
    if (!staffAccount(req)) throw new ApiError(401, [{ field: '', message: 'Sign in as staff.' }])
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
