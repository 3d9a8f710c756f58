// The Cache-Control of cached pages gains `public`; per-request answers and our own headers are left alone.
import { describe, expect, it } from 'vitest'
import { publicWhenShared } from '@/server/cache/sharedCache'

describe('publicWhenShared', () => {
  it('marks what Next serves from its cache as public', () => {
    expect(publicWhenShared('s-maxage=60, stale-while-revalidate=31535940')).toBe(
      'public, s-maxage=60, stale-while-revalidate=31535940',
    )
    expect(publicWhenShared('s-maxage=31536000')).toBe('public, s-maxage=31536000')
  })
  it('leaves per-request and explicit answers as they are', () => {
    expect(publicWhenShared('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    )
    expect(publicWhenShared('no-store')).toBe('no-store')
    expect(publicWhenShared('public, max-age=0, s-maxage=1')).toBe('public, max-age=0, s-maxage=1')
    expect(publicWhenShared('public, max-age=31536000, immutable')).toBe('public, max-age=31536000, immutable')
  })
})
