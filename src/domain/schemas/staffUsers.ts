// Forms of /app/manage-users (invite, account actions) and /app/two-factor (enrol, verify). Posted by our own
// backoffice forms, so a bad value is a 400 rather than a message beside a field.
import { recordId } from './recordId'
import { z } from './zod'

const locale = z.enum(['en', 'fr']).optional()

const roleBox = z.literal('on').optional()
const ROLE_NAMES = ['admin', 'editor', 'stock', 'service'] as const

// One checkbox per role (role_admin, role_editor…): a form field appears once per name in the parsed body.
export const inviteStaffSchema = z
  .object({
    action: z.literal('invite'),
    email: z.string().trim().toLowerCase().pipe(z.email().max(200)),
    name: z.string().trim().max(120).optional(),
    role_admin: roleBox,
    role_editor: roleBox,
    role_stock: roleBox,
    role_service: roleBox,
    language: z.enum(['en', 'fr']),
    locale,
  })
  .transform(({ role_admin, role_editor, role_stock, role_service, ...rest }) => {
    const boxes = [role_admin, role_editor, role_stock, role_service]
    return { ...rest, roles: ROLE_NAMES.filter((_, i) => boxes[i] === 'on') }
  })
  .refine((v) => v.roles.length > 0, { message: 'Choose at least one role.', path: ['roles'] })

export const staffActionSchema = z.object({
  action: z.enum(['deactivate', 'reactivate', 'sign-out', 'reset-two-factor']),
  user: recordId(),
  locale,
})

export const staffUsersSchema = z.union([inviteStaffSchema, staffActionSchema])

export const twoFactorSchema = z.object({
  action: z.enum(['enrol', 'verify']),
  // Any short text: a code that is not six digits is a wrong code (counted like one), not a malformed request.
  code: z.string().trim().max(12),
  locale,
})
