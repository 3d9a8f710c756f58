// The bounds of a Payload REST read for a caller who is not staff (issue 35, finding 9): every spelling Payload's `qs`
// would read as the same number.
import { describe, expect, it } from 'vitest'
import { readPastBounds } from '@/domain/restReads'

const past = (query: string) => readPastBounds(new URLSearchParams(query))

describe('readPastBounds', () => {
  it.each([
    '',
    'depth=0',
    'depth=2',
    'limit=1',
    'limit=100',
    'limit=10&depth=1&page=3',
    'pagination=true',
    'depth=abc',
  ])('%s is within the bounds', (q) => expect(past(q)).toBeNull())

  it.each([
    ['depth=10&limit=0', 'depth'],
    ['depth=3', 'depth'],
    ['depth=2.5', 'depth'],
    ['depth=0x10', 'depth'],
    ['depth[0]=10', 'depth'],
    ['depth[]=1', 'depth'],
    ['depth=1&depth=2', 'depth'],
    ['limit=0', 'limit'],
    ['limit=0e3', 'limit'],
    ['limit= 0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=-5', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit[x]=1', 'limit'],
    ['pagination=false', 'pagination'],
    ['pagination[]=false', 'pagination'],
  ])('%s asks past the bound on %s', (q, field) => expect(past(q)).toBe(field))
})
