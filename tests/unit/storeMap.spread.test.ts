import { describe, expect, it } from 'vitest'
import { spreadMarkers } from '@/domain/storeMap/spread'

const apart = (points: { x: number; y: number }[], offsets: { x: number; y: number }[]) =>
  points.map((p, i) => ({ x: p.x + offsets[i].x, y: p.y + offsets[i].y }))
const minDistance = (ps: { x: number; y: number }[]) => {
  let min = Infinity
  for (let i = 0; i < ps.length; i++)
    for (let j = i + 1; j < ps.length; j++) min = Math.min(min, Math.hypot(ps[i].x - ps[j].x, ps[i].y - ps[j].y))
  return min
}

describe('spreadMarkers', () => {
  it('leaves markers that are far enough apart where they are', () => {
    expect(
      spreadMarkers([
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 0, y: 40 },
      ]),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ])
  })

  it('nudges two close markers apart to the gap, symmetrically, along their own line', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 110, y: 100 },
    ]
    const offsets = spreadMarkers(points, 30)
    expect(offsets[0].y).toBe(0)
    expect(offsets[1].y).toBe(0)
    expect(offsets[0].x).toBeCloseTo(-offsets[1].x, 1)
    expect(minDistance(apart(points, offsets))).toBeGreaterThanOrEqual(29.9)
  })

  it('separates markers on the very same spot, the same way every time', () => {
    const points = [
      { x: 5, y: 5 },
      { x: 5, y: 5 },
      { x: 5, y: 5 },
    ]
    const first = spreadMarkers(points, 30)
    expect(spreadMarkers(points, 30)).toEqual(first)
    expect(minDistance(apart(points, first))).toBeGreaterThanOrEqual(29)
  })

  it('spreads a tight cluster without moving a marker far from its place', () => {
    const points = [0, 1, 2, 3, 4, 5].map((k) => ({ x: 200 + k * 4, y: 150 + (k % 2) * 3 }))
    const offsets = spreadMarkers(points, 30)
    expect(minDistance(apart(points, offsets))).toBeGreaterThanOrEqual(29)
    for (const o of offsets) expect(Math.hypot(o.x, o.y)).toBeLessThan(90)
  })
})
