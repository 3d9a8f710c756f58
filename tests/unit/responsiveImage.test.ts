// Responsive image candidates from Payload's sizes: narrowest first, one per width, missing sizes dropped,
// versioned URLs, and the srcset string the <img> gets.
import { describe, expect, it } from 'vitest'
import { candidates, fallbackOf, srcSetOf, versionOf, versioned } from '@/domain/responsiveImage'

const f = (width: number, src = `/api/media/file/a-${width}.webp`) => ({ src, width, height: width * 1.25 })

describe('responsive images', () => {
  it('keeps one candidate per width, narrowest first, without the sizes that were not generated', () => {
    expect(candidates([f(1920), null, f(640), undefined, f(640, '/other'), f(320)]).map((c) => c.width)).toEqual([
      320, 640, 1920,
    ])
    expect(candidates([{ src: '/x', width: 0, height: 10 }])).toEqual([])
  })
  it('writes a width srcset and picks a fallback of at least 640 px (or the widest there is)', () => {
    const list = candidates([f(320), f(640), f(1280)])
    expect(srcSetOf(list)).toBe(
      '/api/media/file/a-320.webp 320w, /api/media/file/a-640.webp 640w, /api/media/file/a-1280.webp 1280w',
    )
    expect(fallbackOf(list)?.width).toBe(640)
    expect(fallbackOf(candidates([f(320)]))?.width).toBe(320)
    expect(fallbackOf([])).toBeUndefined()
  })
  it('versions a URL by the document change, so an immutable file URL changes when the picture does', () => {
    const v = versionOf('2026-01-02T03:04:05.000Z')
    expect(v).toMatch(/^[0-9a-z]+$/)
    expect(versionOf('2026-01-02T03:04:06.000Z')).not.toBe(v)
    expect(versioned('/api/media/file/a.webp', v)).toBe(`/api/media/file/a.webp?v=${v}`)
    expect(versioned('/x?w=1', 'k')).toBe('/x?w=1&v=k')
    expect(versioned('/x', versionOf(null))).toBe('/x')
    expect(versionOf('not a date')).toBe('')
  })
})
