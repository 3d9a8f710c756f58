// The refusals of a staff-only action, in the caller's language: 401 for a caller not signed in as active staff,
// 403 for a session still owing a step of its sign-in (owedStep) or without the role, the message naming who may.
// The endpoint pipeline answers them before the body is read (callers.ts); the data modules and Payload endpoints
// that check the role again where they act use the same words.
import { type Role, hasRole, owedStep, staffAccountOf } from '@/access/roles'
import type { Locale } from '@/domain/locale'
import type { User } from '@/payload-types'
import { fill, messagesFor } from './copy'
import { ApiError } from './errors'

/** The roles that may call (admins always may), 'any' role, or 'signing-in': a session even before its steps. */
export type StaffCallers = readonly Role[] | 'any' | 'signing-in'

export type StaffCaller = User & { collection: 'users'; _sid?: string }

/** Who may do this, as a refusal says it: "admins and customer service". */
function roleList(roles: readonly Role[], l: Locale): string {
  const api = messagesFor(l).api
  const names = ['admin' as const, ...roles.filter((r) => r !== 'admin')].map((r) => api.roleNames[r])
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')}${api.and}${names.at(-1)}`
}

/** 401 for a caller not signed in as active staff; 403 for a session owing a step, or without the role; else null. */
export function staffRefusal(user: unknown, staff: StaffCallers, l: Locale): ApiError | null {
  const api = messagesFor(l).api
  if (!staffAccountOf(user)) return new ApiError(401, [{ field: '', message: api.staffSignIn }])
  if (staff === 'signing-in') return null
  if (owedStep(user)) return new ApiError(403, [{ field: '', message: api.finishSignIn }], { code: 'finishSignIn' })
  if (staff === 'any' || hasRole(user, ...staff)) return null
  return new ApiError(403, [{ field: '', message: fill(api.forbidden, { roles: roleList(staff, l) }) }])
}

/** The same refusal, thrown: for a data module that checks the role again where it acts. */
export function assertStaff(user: unknown, roles: readonly Role[], l: Locale = 'en'): asserts user is StaffCaller {
  const refusal = staffRefusal(user, roles, l)
  if (refusal) throw refusal
}
