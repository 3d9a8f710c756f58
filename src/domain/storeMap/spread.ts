// Markers closer on screen than a finger's width overlap: one hides the other and neither can be aimed at (WCAG
// 2.5.8 asks 24 px targets that do not overlap). Each marker keeps its place and is nudged apart from its
// neighbours just enough, in screen pixels, so every number stays readable and clickable at any zoom.

export interface ScreenPoint {
  x: number
  y: number
}

/** Offsets (dx, dy) in pixels that leave every pair of markers at least `gap` apart; a marker alone stays put. */
export function spreadMarkers(points: readonly ScreenPoint[], gap = 30, rounds = 24): ScreenPoint[] {
  const at = points.map((p) => ({ x: p.x, y: p.y }))
  for (let round = 0; round < rounds; round++) {
    let moved = false
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        let dx = at[j].x - at[i].x
        let dy = at[j].y - at[i].y
        let d = Math.hypot(dx, dy)
        if (d >= gap - 0.01) continue
        // Markers on the same spot part along a fixed direction per pair, so the result never depends on chance.
        if (d < 0.01) {
          const angle = ((i * 7 + j * 3) % 12) * (Math.PI / 6)
          dx = Math.cos(angle)
          dy = Math.sin(angle)
          d = 1
        }
        const push = (gap - d) / 2 + 0.05
        const ux = dx / d
        const uy = dy / d
        at[i].x -= ux * push
        at[i].y -= uy * push
        at[j].x += ux * push
        at[j].y += uy * push
        moved = true
      }
    }
    if (!moved) break
  }
  return at.map((p, i) => ({
    x: Math.round((p.x - points[i].x) * 10) / 10,
    y: Math.round((p.y - points[i].y) * 10) / 10,
  }))
}
