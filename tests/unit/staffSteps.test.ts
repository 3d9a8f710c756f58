// What a staff session still owes before it opens anything (src/access/roles.ts): its second factor first — the code
// on this session, or setting one up where it is required — then a password of its own; until then it has no role.
import { afterEach, describe, expect, it } from 'vitest'
import { hasRole, owedStep } from '@/access/roles'

const prev = process.env.STAFF_TOTP_REQUIRED
afterEach(() => {
  if (prev === undefined) delete process.env.STAFF_TOTP_REQUIRED
  else process.env.STAFF_TOTP_REQUIRED = prev
})

const staff = (extra: Record<string, unknown> = {}) => ({ id: 1, collection: 'users', roles: ['service'], ...extra })

describe('owedStep', () => {
  it('asks for the code on a session of an account with a second factor, until that session gave it', () => {
    const enrolled = staff({ totpEnabled: true, totpSessions: ['a'], _sid: 'b' })
    expect(owedStep(enrolled)).toBe('two-factor')
    expect(owedStep({ ...enrolled, _sid: 'a' })).toBeNull()
    expect(owedStep({ ...enrolled, _sid: undefined })).toBe('two-factor')
  })

  it('asks an admin to set one up, unless switched off for a test server', () => {
    delete process.env.STAFF_TOTP_REQUIRED
    expect(owedStep(staff({ roles: ['admin'] }))).toBe('two-factor')
    expect(owedStep(staff({ roles: ['editor'] }))).toBeNull()
    process.env.STAFF_TOTP_REQUIRED = '0'
    expect(owedStep(staff({ roles: ['admin'] }))).toBeNull()
  })

  it('asks for a new password after the code, never before', () => {
    delete process.env.STAFF_TOTP_REQUIRED
    expect(owedStep(staff({ roles: ['admin'], mustChangePassword: true }))).toBe('two-factor')
    const coded = staff({ mustChangePassword: true, totpEnabled: true, totpSessions: ['a'], _sid: 'a' })
    expect(owedStep(coded)).toBe('password')
    expect(owedStep({ ...coded, mustChangePassword: false })).toBeNull()
  })

  it('is nothing for a visitor, a shopper or a deactivated account', () => {
    expect(owedStep(null)).toBeNull()
    expect(owedStep({ id: 1, collection: 'customers' })).toBeNull()
    expect(owedStep(staff({ deactivated: true, mustChangePassword: true }))).toBeNull()
  })
})

describe('hasRole', () => {
  it('gives a session owing a step no role at all, admins included', () => {
    process.env.STAFF_TOTP_REQUIRED = '0'
    expect(hasRole(staff({ roles: ['admin'] }), 'service')).toBe(true)
    expect(hasRole(staff({ roles: ['admin'], mustChangePassword: true }), 'service')).toBe(false)
    expect(hasRole(staff({ mustChangePassword: true }), 'service')).toBe(false)
    expect(hasRole(staff({ totpEnabled: true, totpSessions: [], _sid: 'x' }), 'service')).toBe(false)
    expect(hasRole(staff(), 'service')).toBe(true)
    expect(hasRole(staff(), 'stock')).toBe(false)
  })
})
