// What the security log says about a change to a staff account, who may be deactivated, and the invite form's roles.
import { describe, expect, it } from 'vitest'
import { inviteStaffSchema, staffUsersSchema } from '@/domain/schemas/staffUsers'
import { deactivationProblem, describeUserChange } from '@/domain/staffAudit'

describe('describeUserChange', () => {
  const before = { email: 'a@x.example', name: 'A', roles: ['editor'], deactivated: false, language: 'en' }

  it('a new account is one "created" entry with its roles', () => {
    expect(describeUserChange(null, { ...before, roles: ['stock', 'editor'] }, true)).toEqual([
      { event: 'user-created', detail: 'roles: editor, stock' },
    ])
  })

  it('roles, password, deactivation and details each get their entry; the same roles in another order are no change', () => {
    expect(describeUserChange(before, { ...before, roles: ['admin', 'editor'] }, false)).toEqual([
      { event: 'roles-changed', detail: 'editor → admin, editor' },
    ])
    expect(describeUserChange({ ...before, roles: ['a', 'b'] }, { ...before, roles: ['b', 'a'] }, false)).toEqual([])
    expect(describeUserChange(before, before, true)).toEqual([{ event: 'password-changed', detail: 'password set' }])
    expect(describeUserChange(before, { ...before, deactivated: true }, false)).toEqual([
      { event: 'user-deactivated', detail: '' },
    ])
    expect(describeUserChange({ ...before, deactivated: true }, before, false)[0].event).toBe('user-reactivated')
    expect(describeUserChange(before, { ...before, email: 'b@x.example', name: 'B' }, false)).toEqual([
      { event: 'user-updated', detail: 'email: a@x.example → b@x.example; name' },
    ])
    expect(describeUserChange(before, before, false)).toEqual([])
  })
})

describe('deactivationProblem', () => {
  it('nobody deactivates themselves, and the last active admin stays', () => {
    expect(deactivationProblem({ actorId: 1, targetId: '1', targetIsAdmin: true, otherActiveAdmins: 3 })).toBe('self')
    expect(deactivationProblem({ actorId: 1, targetId: 2, targetIsAdmin: true, otherActiveAdmins: 0 })).toBe(
      'last-admin',
    )
    expect(deactivationProblem({ actorId: 1, targetId: 2, targetIsAdmin: true, otherActiveAdmins: 1 })).toBeNull()
    expect(deactivationProblem({ actorId: 1, targetId: 2, targetIsAdmin: false, otherActiveAdmins: 0 })).toBeNull()
  })
})

describe('staff forms', () => {
  const invite = { action: 'invite', email: ' Ada@Maison.example ', language: 'fr' }

  it('the invitation takes one checkbox per role, lower-cases the address, and needs at least one role', () => {
    expect(inviteStaffSchema.parse({ ...invite, role_stock: 'on', role_admin: 'on' })).toMatchObject({
      email: 'ada@maison.example',
      roles: ['admin', 'stock'],
    })
    expect(inviteStaffSchema.safeParse(invite).success).toBe(false)
    expect(inviteStaffSchema.safeParse({ ...invite, role_stock: 'on', email: 'not-an-email' }).success).toBe(false)
    expect(inviteStaffSchema.safeParse({ ...invite, role_stock: 'on', language: 'de' }).success).toBe(false)
  })

  it('account actions name a known action and a numeric account', () => {
    expect(staffUsersSchema.parse({ action: 'sign-out', user: '12' })).toEqual({ action: 'sign-out', user: 12 })
    expect(staffUsersSchema.safeParse({ action: 'delete', user: '12' }).success).toBe(false)
    expect(staffUsersSchema.safeParse({ action: 'deactivate', user: 'x' }).success).toBe(false)
  })
})
