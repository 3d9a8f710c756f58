// POST /api/staff-users — the forms of /app/manage-users: invite a staff member, deactivate or reactivate an account,
// end all its sessions, reset its second factor. Admins only (401 signed out, 403 any other role, saying so); the
// answer returns to /app/manage-users with what happened.
import { createLocalReq } from 'payload'
import { staffUsersSchema } from '@/domain/schemas/staffUsers'
import { endpoint } from '@/server/http/endpoint'
import { ApiError } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { assertAdmin, forceSignOut, inviteStaff, resetTwoFactor, setDeactivated } from '@/server/staff/manage'

const back = (request: Request, query: Record<string, string>) =>
  Response.redirect(new URL(`/app/manage-users?${new URLSearchParams(query)}`, request.url), 303)

export const POST = endpoint({
  name: 'staff-users',
  budget: 'api',
  input: 'form',
  invalidStatus: 400,
  schema: () => staffUsersSchema,
  async handle({ request, data }) {
    const lang = data.locale === 'fr' ? 'fr' : 'en'
    const payload = await getPayload()
    const { user } = await payload.auth({ headers: request.headers })
    const req = await createLocalReq({ user: user ?? undefined, req: { headers: request.headers } }, payload)
    assertAdmin(req, lang)
    try {
      if (data.action === 'invite') {
        await inviteStaff(req, data, lang)
        return back(request, { done: 'invited', email: data.email })
      }
      if (data.action === 'sign-out') {
        const n = await forceSignOut(req, data.user, lang)
        return back(request, { done: 'signed-out', n: String(n) })
      }
      if (data.action === 'reset-two-factor') {
        await resetTwoFactor(req, data.user, lang)
        return back(request, { done: 'two-factor-reset' })
      }
      await setDeactivated(req, data.user, data.action === 'deactivate', lang)
      return back(request, { done: data.action === 'deactivate' ? 'deactivated' : 'reactivated' })
    } catch (err) {
      // A refusal the admin can act on (address taken, last admin) is shown on the page, not as a bare error.
      if (err instanceof ApiError && (err.status === 409 || err.status === 404))
        return back(request, { error: err.errors[0]?.message ?? '' })
      throw err
    }
  },
})
