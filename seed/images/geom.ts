// Minimal path geometry: paths made of line and cubic segments, with reversal, sampling and offsetting,
// so the painters can derive linings, stitch lines and far edges from one outline.

export type Pt = [number, number]
export type Seg = { c1: Pt; c2: Pt; p: Pt } | { p: Pt }
export interface Path {
  start: Pt
  segs: Seg[]
}

const f = (n: number) => String(Math.round(n * 10) / 10)
const pt = (p: Pt) => `${f(p[0])},${f(p[1])}`

export function P(start: Pt, ...segs: Seg[]): Path {
  return { start, segs }
}
export const C = (c1: Pt, c2: Pt, p: Pt): Seg => ({ c1, c2, p })
export const L = (p: Pt): Seg => ({ p })

/** Path data for the segments only (no M), to continue an existing path. */
export function segsD(path: Path): string {
  return path.segs.map((s) => ('c1' in s ? `C${pt(s.c1)} ${pt(s.c2)} ${pt(s.p)}` : `L${pt(s.p)}`)).join('')
}

export function d(path: Path, close = false): string {
  return `M${pt(path.start)}${segsD(path)}${close ? 'Z' : ''}`
}

/** Joins paths end to start (each next path's start is dropped, replaced by a line if it differs). */
export function join(...paths: Path[]): Path {
  const out: Path = { start: paths[0].start, segs: [...paths[0].segs] }
  for (let i = 1; i < paths.length; i++) {
    const prevEnd = end(out)
    const s = paths[i].start
    if (Math.abs(prevEnd[0] - s[0]) > 0.01 || Math.abs(prevEnd[1] - s[1]) > 0.01) out.segs.push(L(s))
    out.segs.push(...paths[i].segs)
  }
  return out
}

export function end(path: Path): Pt {
  return path.segs.length ? path.segs[path.segs.length - 1].p : path.start
}

export function reverse(path: Path): Path {
  const pts: Pt[] = [path.start, ...path.segs.map((s) => s.p)]
  const segs: Seg[] = []
  for (let i = path.segs.length - 1; i >= 0; i--) {
    const s = path.segs[i]
    const to = pts[i]
    segs.push('c1' in s ? C(s.c2, s.c1, to) : L(to))
  }
  return { start: pts[pts.length - 1], segs }
}

function cubicAt(p0: Pt, c1: Pt, c2: Pt, p1: Pt, t: number): Pt {
  const u = 1 - t
  const a = u * u * u
  const b = 3 * u * u * t
  const c = 3 * u * t * t
  const e = t * t * t
  return [a * p0[0] + b * c1[0] + c * c2[0] + e * p1[0], a * p0[1] + b * c1[1] + c * c2[1] + e * p1[1]]
}

/** Samples a path into points (n per segment). */
export function sample(path: Path, n = 8): Pt[] {
  const out: Pt[] = [path.start]
  let prev = path.start
  for (const s of path.segs) {
    for (let i = 1; i <= n; i++) {
      const t = i / n
      out.push(
        'c1' in s
          ? cubicAt(prev, s.c1, s.c2, s.p, t)
          : [prev[0] + (s.p[0] - prev[0]) * t, prev[1] + (s.p[1] - prev[1]) * t],
      )
    }
    prev = s.p
  }
  return out
}

/** A smooth path (Catmull-Rom through the points) as path data, optionally continuing (no M). */
export function smooth(points: Pt[], cont = false): string {
  if (points.length < 2) return ''
  let s = cont ? `L${pt(points[0])}` : `M${pt(points[0])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]
    const p1 = points[i]
    const p2 = points[i + 1]
    const p3 = points[Math.min(points.length - 1, i + 2)]
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    s += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`
  }
  return s
}

/** Offsets sampled points along their normals (left of travel direction for positive k). */
export function offset(points: Pt[], k: number | ((t: number) => number)): Pt[] {
  const n = points.length
  return points.map((p, i) => {
    const a = points[Math.max(0, i - 1)]
    const b = points[Math.min(n - 1, i + 1)]
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const len = Math.hypot(dx, dy) || 1
    const kk = typeof k === 'number' ? k : k(i / (n - 1))
    return [p[0] + (dy / len) * kk, p[1] - (dx / len) * kk] as Pt
  })
}

/** Shifts points vertically by a bump profile (0 at both ends, `h` in the middle). */
export function lift(points: Pt[], h: number, skew = 0.5): Pt[] {
  const n = points.length
  return points.map((p, i) => {
    const t = i / (n - 1)
    const tt = t < skew ? (t / skew) * 0.5 : 0.5 + ((t - skew) / (1 - skew)) * 0.5
    return [p[0], p[1] - h * Math.sin(Math.PI * tt)] as Pt
  })
}
