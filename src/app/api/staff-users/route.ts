// POST /api/staff-users — the forms of /app/manage-users: invite a staff member, deactivate or reactivate an account,
// end all its sessions, reset its second factor. Admins only (401 signed out, 403 any other role, saying so); the
// answer returns to /app/manage-users with what happened.
import { createLocalReq } from 'payload'
import { staffUsersSchema } from '@/domain/schemas/staffUsers'
import { endpoint } from '@/server/http/endpoint'
import { ApiError } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { assertAdmin, forceSignOut, inviteStaff, resetTwoFactor, setDeactivated } from '@/server/staff/manage'

// A relative Location: the browser resolves it against the page it posted from (request.url names the server's
// internal address, another origin that the CSP's form-action refuses).
const back = (query: Record<string, string>) =>
  new Response(null, { status: 303, headers: { Location: `/app/manage-users?${new URLSearchParams(query)}` } })

export const POST = endpoint({
  name: 'staff-users',
  budget: 'api',
  who: { staff: ['admin'] },
  input: 'form',
  invalidStatus: 400,
  schema: () => staffUsersSchema,
  async handle({ request, data, user }) {
    const lang = data.locale === 'fr' ? 'fr' : 'en'
    const req = await createLocalReq({ user, req: { headers: request.headers } }, await getPayload())
    assertAdmin(req, lang)
    try {
      if (data.action === 'invite') {
        await inviteStaff(req, data, lang)
        return back({ done: 'invited', email: data.email })
      }
      if (data.action === 'sign-out') {
        const n = await forceSignOut(req, data.user, lang)
        return back({ done: 'signed-out', n: String(n) })
      }
      if (data.action === 'reset-two-factor') {
        await resetTwoFactor(req, data.user, lang)
        return back({ done: 'two-factor-reset' })
      }
      await setDeactivated(req, data.user, data.action === 'deactivate', lang)
      return back({ done: data.action === 'deactivate' ? 'deactivated' : 'reactivated' })
    } catch (err) {
      // A refusal the admin can act on (address taken, last admin) is shown on the page, not as a bare error.
      if (err instanceof ApiError && (err.status === 409 || err.status === 404))
        return back({ error: err.errors[0]?.message ?? '' })
      throw err
    }
  },
})
