// Outdoor settings: a Haussmannian façade, zinc rooftops, the Jardin du Luxembourg, a street with a delivery van.
import { darken, lighten, luminance, mix, prng, r1 } from '../util'
import { Ctx, type Mood, poly } from './canvas'

/** Haussmannian ground floor: rusticated limestone, a porte-cochère, a balconied window, the pavement. */
export function facade(c: Ctx, mood: Mood, accent: string, floorFrac = 0.8): number {
  const { W, H, rnd } = c
  const floorY = H * floorFrac
  const night = mood === 'night'
  const stone = night ? '#5b5a66' : mood === 'dusk' ? '#e2cdb4' : '#ece3d2'
  const stoneLo = night ? '#3b3a46' : mood === 'dusk' ? '#c9a98e' : '#d9cbb2'
  c.rect(
    0,
    0,
    W,
    floorY,
    c.lin([
      [0, stoneLo],
      [0.55, stone],
      [1, darken(stone, 0.08)],
    ]),
  )
  // rustication courses
  const course = H * 0.062
  let lines = ''
  for (let y = floorY - course; y > 0; y -= course) lines += `M0,${r1(y)}H${W}`
  c.add(`<path d="${lines}" stroke="${darken(stone, 0.22)}" stroke-width="${r1(H * 0.005)}" opacity=".7"/>`)
  c.add(
    `<path d="${lines}" stroke="#fff" stroke-width="${r1(H * 0.002)}" opacity="${night ? 0.08 : 0.45}" transform="translate(0 ${r1(H * 0.004)})"/>`,
  )
  let joints = ''
  let row = 0
  for (let y = floorY; y > 0; y -= course, row++) {
    const off = (row % 2) * W * 0.09
    for (let x = off + W * 0.04; x < W; x += W * 0.18) joints += `M${r1(x)},${r1(y - course)}V${r1(y)}`
  }
  c.add(`<path d="${joints}" stroke="${darken(stone, 0.14)}" stroke-width="1.5" opacity=".45"/>`)
  // porte-cochère (left) with arch and keystone
  const dx = W * 0.08
  const dw = W * 0.34
  const dTop = H * 0.02
  c.rect(dx - W * 0.02, dTop - H * 0.1, dw + W * 0.04, floorY - dTop + H * 0.1, darken(stone, 0.12))
  const door = night ? '#1d2420' : '#2f3f36'
  c.path(
    `M${r1(dx)},${r1(floorY)}V${r1(dTop + dw / 2)}A${r1(dw / 2)},${r1(dw / 2)} 0 0 1 ${r1(dx + dw)},${r1(dTop + dw / 2)}V${r1(floorY)}Z`,
    c.lin(
      [
        [0, lighten(door, 0.15)],
        [1, darken(door, 0.25)],
      ],
      0,
      0,
      1,
      0.3,
    ),
  )
  const pan = (x: number, y: number, w: number, h: number) =>
    c.add(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="none" stroke="${darken(door, 0.4)}" stroke-width="3"/><rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${r1(w)}" height="${r1(h)}" fill="none" stroke="${lighten(door, 0.25)}" stroke-width="1.5" opacity=".6"/>`,
    )
  for (const side of [0, 1]) {
    const px = dx + dw * 0.08 + side * dw * 0.5
    const y0 = dTop + dw * 0.5
    const span = floorY - y0
    pan(px, y0 + span * 0.04, dw * 0.34, span * 0.5)
    pan(px, y0 + span * 0.62, dw * 0.34, span * 0.3)
  }
  c.add(
    `<path d="M${r1(dx + dw / 2)},${r1(dTop + dw * 0.2)}V${r1(floorY)}" stroke="${darken(door, 0.5)}" stroke-width="4"/>`,
  )
  const knobY = dTop + dw * 0.5 + (floorY - dTop - dw * 0.5) * 0.58
  c.add(
    `<circle cx="${r1(dx + dw / 2 + 14)}" cy="${r1(knobY)}" r="9" fill="#c9a646"/><circle cx="${r1(dx + dw / 2 + 11)}" cy="${r1(knobY - 3)}" r="3" fill="#f4e3a8"/>`,
  )
  // tall window with iron guard rail (right)
  const wx = W * 0.6
  const ww = W * 0.22
  const wTop = H * 0.04
  const wBot = floorY * 0.78
  c.rect(wx - 18, wTop - 18, ww + 36, wBot - wTop + 36, darken(stone, 0.1))
  const glass = night
    ? c.lin([
        [0, '#e9b565'],
        [1, '#a8683a'],
      ])
    : c.lin(
        [
          [0, '#5d6c7c'],
          [0.6, '#3f4a58'],
          [1, '#2c333d'],
        ],
        0,
        0,
        0.4,
        1,
      )
  c.rect(wx, wTop, ww, wBot - wTop, glass)
  c.add(
    `<path d="M${r1(wx + ww / 2)},${r1(wTop)}V${r1(wBot)}M${r1(wx)},${r1(wTop + (wBot - wTop) * 0.3)}H${r1(wx + ww)}M${r1(wx)},${r1(wTop + (wBot - wTop) * 0.62)}H${r1(wx + ww)}" stroke="${night ? '#5a4330' : '#f1ece2'}" stroke-width="7"/>`,
  )
  if (!night)
    c.path(
      poly([
        [wx + ww * 0.08, wTop],
        [wx + ww * 0.3, wTop],
        [wx + ww * 0.05, wBot],
        [wx, wBot],
        [wx, wTop + (wBot - wTop) * 0.5],
      ]),
      '#fff',
      'opacity=".12"',
    )
  // guard rail: balusters and rings
  const gy = wBot - (wBot - wTop) * 0.3
  let rail = `M${r1(wx - 24)},${r1(gy)}H${r1(wx + ww + 24)}M${r1(wx - 24)},${r1(wBot + 10)}H${r1(wx + ww + 24)}`
  for (let x = wx - 16; x <= wx + ww + 16; x += ww / 9) rail += `M${r1(x)},${r1(gy)}V${r1(wBot + 10)}`
  c.add(`<path d="${rail}" stroke="#16171a" stroke-width="4" fill="none"/>`)
  let rings = ''
  for (let x = wx - 16 + ww / 18; x < wx + ww + 16; x += ww / 9)
    rings += `<ellipse cx="${r1(x)}" cy="${r1((gy + wBot + 10) / 2)}" rx="${r1(ww / 22)}" ry="${r1((wBot + 10 - gy) / 3)}"/>`
  c.add(`<g fill="none" stroke="#16171a" stroke-width="2.5">${rings}</g>`)
  // cornice band at the top
  c.rect(0, 0, W, H * 0.028, darken(stone, 0.15))
  // soubassement (stone plinth) and pavement
  c.rect(0, floorY - H * 0.05, W, H * 0.05, darken(stone, 0.1))
  c.rect(
    0,
    floorY,
    W,
    H - floorY,
    c.lin([
      [0, night ? '#34343c' : '#c9c2b6'],
      [1, night ? '#1f1f25' : '#aaa295'],
    ]),
  )
  let slabs = ''
  for (let i = -8; i <= 8; i++) slabs += `M${r1(W / 2 + i * W * 0.07)},${r1(floorY)}L${r1(W / 2 + i * W * 0.16)},${H}`
  for (const t of [0.18, 0.42, 0.72]) slabs += `M0,${r1(floorY + (H - floorY) * t)}H${W}`
  c.add(`<path d="${slabs}" stroke="${night ? '#15151a' : '#9c9488'}" stroke-width="1.5" opacity=".6"/>`)
  c.rect(0, floorY, W, 3, '#fff', `opacity="${night ? 0.05 : 0.4}"`)
  // light: a diagonal morning shadow, or a street-lamp glow at night
  if (night) {
    c.add(
      `<ellipse cx="${r1(W * 0.52)}" cy="${r1(H * 0.3)}" rx="${r1(W * 0.45)}" ry="${r1(H * 0.55)}" fill="${c.rad([
        [0, '#ffcf7a', 0.35],
        [1, '#ffcf7a', 0],
      ])}"/>`,
    )
  } else {
    c.path(
      poly([
        [W * (0.55 + rnd() * 0.1), 0],
        [W, 0],
        [W, floorY * 0.9],
        [W * 0.92, floorY],
      ]),
      '#2a1c10',
      `opacity="${mood === 'dusk' ? 0.18 : 0.1}"`,
    )
  }
  void accent
  return floorY
}

/** Zinc rooftops at dusk: mansards, chimney pots, a distant tower, warm dormer windows. */
export function rooftop(c: Ctx, mood: Mood, accent: string): number {
  const { W, H, rnd } = c
  const night = mood === 'night'
  const sky = night
    ? c.lin([
        [0, '#0d1430'],
        [0.6, '#1f2a52'],
        [1, '#3d3f66'],
      ])
    : c.lin([
        [0, '#2b3566'],
        [0.45, '#7c6a94'],
        [0.75, '#e39a83'],
        [1, '#f6c99a'],
      ])
  c.rect(0, 0, W, H, sky)
  if (night) {
    let stars = ''
    for (let i = 0; i < 30; i++)
      stars += `<circle cx="${r1(rnd() * W)}" cy="${r1(rnd() * H * 0.45)}" r="${r1(0.8 + rnd() * 1.6)}"/>`
    c.add(`<g fill="#fff" opacity=".7">${stars}</g>`)
    c.add(
      `<circle cx="${r1(W * 0.78)}" cy="${r1(H * 0.16)}" r="${r1(H * 0.045)}" fill="#f4ecd6"/><circle cx="${r1(W * 0.78 + H * 0.02)}" cy="${r1(H * 0.15)}" r="${r1(H * 0.042)}" fill="#1a2448"/>`,
    )
  } else {
    c.add(
      `<ellipse cx="${r1(W * 0.7)}" cy="${r1(H * 0.62)}" rx="${r1(W * 0.5)}" ry="${r1(H * 0.25)}" fill="${c.rad([
        [0, '#ffd9a8', 0.6],
        [1, '#ffd9a8', 0],
      ])}"/>`,
    )
  }
  // distant tower
  const tx = W * 0.66
  const base = H * 0.62
  const th = H * 0.42
  const towerC = night ? '#2a2f4a' : '#6c5a78'
  c.path(
    `M${r1(tx - th * 0.2)},${r1(base)}C${r1(tx - th * 0.08)},${r1(base - th * 0.3)} ${r1(tx - th * 0.03)},${r1(base - th * 0.7)} ${r1(tx - 2)},${r1(base - th)}L${r1(tx + 2)},${r1(base - th)}C${r1(tx + th * 0.03)},${r1(base - th * 0.7)} ${r1(tx + th * 0.08)},${r1(base - th * 0.3)} ${r1(tx + th * 0.2)},${r1(base)}L${r1(tx + th * 0.12)},${r1(base)}Q${r1(tx)},${r1(base - th * 0.16)} ${r1(tx - th * 0.12)},${r1(base)}Z`,
    towerC,
    'opacity=".8"',
  )
  c.add(
    `<path d="M${r1(tx - th * 0.1)},${r1(base - th * 0.25)}H${r1(tx + th * 0.1)}M${r1(tx - th * 0.05)},${r1(base - th * 0.55)}H${r1(tx + th * 0.05)}" stroke="${towerC}" stroke-width="5" opacity=".8"/>`,
  )
  // three layers of buildings: stone front, mansard roof in zinc, dormers, chimney stacks with pots
  for (let l = 0; l < 3; l++) {
    const y0 = H * (0.6 + l * 0.075)
    const haze = (2 - l) / 2
    const zinc = night ? mix('#2a3150', '#1c2238', haze * 0.6) : mix('#7d8299', '#9fa2b8', haze)
    const wall = night ? mix('#3a3a52', '#2a2c44', haze * 0.6) : mix('#d9b99f', '#c3a7a0', haze)
    let roofs = ''
    let walls = ''
    let dormers = ''
    let lit = ''
    let stacks = ''
    let pots = ''
    let x = -rnd() * W * 0.05
    while (x < W) {
      const w = W * (0.11 + rnd() * 0.1) * (1 - l * 0.1)
      const rh = H * (0.06 + rnd() * 0.03) * (1 + l * 0.15)
      const top = y0 - rh
      walls += `M${Math.round(x)},${Math.round(top + rh * 0.12)}H${Math.round(x + w)}V${H}H${Math.round(x)}Z`
      roofs += `M${Math.round(x - 4)},${Math.round(y0)}L${Math.round(x + w * 0.07)},${Math.round(top + rh * 0.25)}L${Math.round(x + w * 0.1)},${Math.round(top)}H${Math.round(x + w * 0.9)}L${Math.round(x + w * 0.93)},${Math.round(top + rh * 0.25)}L${Math.round(x + w + 4)},${Math.round(y0)}Z`
      const nd = Math.max(1, Math.floor(w / (W * 0.05)))
      for (let k = 0; k < nd; k++) {
        const dx = x + w * ((k + 0.5) / nd) - W * 0.008
        const dw = W * 0.016 * (1 + l * 0.15)
        const dy = top + rh * 0.35
        const X = Math.round(dx)
        const Y = Math.round(dy)
        const D = Math.round(dw)
        const hh = Math.round(rh * 0.45)
        dormers += `M${X - 3},${Y + hh}V${Y}l${D / 2 + 3},${-Math.round(dw * 0.7)}l${D / 2 + 3},${Math.round(dw * 0.7)}V${Y + hh}Z`
        const win = `M${X + 2},${Y + hh - 3}V${Y + 2}h${D - 4}V${Y + hh - 3}Z`
        if (rnd() > (night ? 0.35 : 0.55)) lit += win
        else dormers += ''
      }
      if (rnd() > 0.35) {
        const sx = x + w * (0.15 + rnd() * 0.6)
        const sw = W * (0.025 + rnd() * 0.02)
        const sh = H * (0.035 + rnd() * 0.02)
        stacks += `M${Math.round(sx)},${Math.round(top + 2)}V${Math.round(top - sh)}H${Math.round(sx + sw)}V${Math.round(top + 2)}Z`
        const np = Math.max(2, Math.round(sw / (W * 0.007)))
        for (let k = 0; k < np; k++)
          pots += `M${Math.round(sx + 2 + (k * (sw - 4)) / np)},${Math.round(top - sh)}v${Math.round(-H * 0.014)}h${Math.round(W * 0.004)}v${Math.round(H * 0.014)}Z`
      }
      x += w
    }
    c.path(walls, darken(zinc, night ? 0.2 : 0.14))
    c.rect(0, y0, W, H - y0, wall)
    c.path(stacks, night ? darken(wall, 0.2) : mix(wall, '#b98f7a', 0.5))
    c.path(pots, night ? '#4b3a3a' : '#b0614a')
    c.path(
      roofs,
      c.lin([
        [0, lighten(zinc, 0.12)],
        [1, zinc],
      ]),
    )
    c.path(dormers, night ? darken(wall, 0.1) : lighten(wall, 0.15))
    if (lit) c.path(lit, night ? '#ffc765' : '#ffd79a', `opacity="${night ? 0.95 : 0.85}"`)
  }
  // foreground zinc roof with standing seams, and a ledge
  const ledge = H * 0.8
  c.path(
    `M0,${r1(ledge)}L${W},${r1(ledge - H * 0.03)}L${W},${H}L0,${H}Z`,
    c.lin([
      [0, night ? '#4c5470' : '#a5abbd'],
      [1, night ? '#262b3d' : '#6f7589'],
    ]),
  )
  let seams = ''
  for (let i = -6; i < 20; i++)
    seams += `M${r1(W * 0.5 + i * W * 0.07)},${r1(ledge - H * 0.015)}L${r1(W * 0.5 + i * W * 0.12 - W * 0.3)},${H}`
  c.add(`<path d="${seams}" stroke="${night ? '#6a7392' : '#c9cedb'}" stroke-width="3" opacity=".55"/>`)
  c.add(
    `<path d="M0,${r1(ledge)}L${W},${r1(ledge - H * 0.03)}" stroke="${night ? '#8089a6' : '#e3e6ee'}" stroke-width="5"/>`,
  )
  void accent
  return ledge + H * 0.02
}

/** Jardin du Luxembourg: a gravel path between lawns and rows of clipped chestnuts, the palace far away, a green chair, dappled light. */
export function garden(c: Ctx, mood: Mood, accent: string): number {
  const { W, H, rnd } = c
  const dusk = mood !== 'day'
  const hy = H * 0.42
  const vx = W * 0.5
  c.rect(
    0,
    0,
    W,
    hy + 10,
    c.lin([
      [0, dusk ? '#c7a6a8' : '#c9d6dc'],
      [1, dusk ? '#f0cfae' : '#eef0ea'],
    ]),
  )
  // the palace, far away at the end of the path
  const pw = W * 0.16
  const ph = H * 0.045
  const stone = dusk ? '#d8c0ac' : '#e2dccd'
  c.rect(vx - pw / 2, hy - ph, pw, ph, stone)
  c.path(
    `M${r1(vx - pw * 0.12)},${r1(hy - ph)}A${r1(pw * 0.12)},${r1(ph * 0.9)} 0 0 1 ${r1(vx + pw * 0.12)},${r1(hy - ph)}Z`,
    darken(stone, 0.12),
  )
  c.rect(vx - pw / 2, hy - ph - 4, pw, 4, darken(stone, 0.15))
  let wins = ''
  for (let i = 0; i < 12; i++)
    wins += `M${r1(vx - pw / 2 + pw * 0.04 + i * pw * 0.08)},${r1(hy - ph * 0.75)}h${r1(pw * 0.03)}v${r1(ph * 0.5)}h${r1(-pw * 0.03)}Z`
  c.path(wins, darken(stone, 0.3), 'opacity=".6"')
  // lawns and the path
  c.rect(
    0,
    hy,
    W,
    H - hy,
    c.lin([
      [0, dusk ? '#6b7a52' : '#8aa06a'],
      [1, dusk ? '#4d5a3a' : '#6f8752'],
    ]),
  )
  const gravel = dusk ? '#d9c6ac' : '#e6dccb'
  c.path(
    poly([
      [W * 0.44, hy],
      [W * 0.56, hy],
      [W * 1.15, H],
      [-W * 0.15, H],
    ]),
    c.lin([
      [0, darken(gravel, 0.08)],
      [1, gravel],
    ]),
  )
  // gravel texture
  const pid = c.id('p')
  // gravel: a large tile (librsvg renders patterns tile by tile, so few big tiles are much faster than many small ones)
  let grit = ''
  const gr = prng(7)
  const tones = ['#a89a84', '#fff', '#8f8270', '#b8ab96']
  for (let i = 0; i < 48; i++)
    grit += `<circle cx="${r1(gr() * 120)}" cy="${r1(gr() * 90)}" r="${r1(0.8 + gr() * 0.7)}" fill="${tones[i % 4]}"/>`
  c.def(`<pattern id="${pid}" width="120" height="90" patternUnits="userSpaceOnUse">${grit}</pattern>`)
  c.path(
    poly([
      [W * 0.44, hy],
      [W * 0.56, hy],
      [W * 1.15, H],
      [-W * 0.15, H],
    ]),
    `url(#${pid})`,
    'opacity=".5"',
  )
  // low hoop fence along the lawns
  let hoops = ''
  for (let i = 0; i < 16; i++) {
    const t = i / 16
    const yy = hy + (H - hy) * t * t * 0.8 + 8
    const xl = W * 0.44 - W * 0.59 * t * t * 0.8 - 30
    const xr = W * 0.56 + W * 0.59 * t * t * 0.8 + 30
    const s = 8 + t * 40
    hoops += `M${r1(xl)},${r1(yy)}a${r1(s)},${r1(s * 0.6)} 0 0 1 ${r1(-s * 2)},0M${r1(xr)},${r1(yy)}a${r1(s)},${r1(s * 0.6)} 0 0 0 ${r1(s * 2)},0`
  }
  c.add(`<path d="${hoops}" stroke="#2f3d2c" stroke-width="2" fill="none" opacity=".7"/>`)
  // two rows of clipped chestnuts in perspective: trunks, then the boxed canopy with its darker underside
  const canopy = dusk ? '#46553f' : '#5b7350'
  for (const side of [-1, 1]) {
    const x0 = vx + side * W * 0.66
    const y0 = H * 0.8
    const th = H * 0.26
    const ch = H * 0.3
    const Pt = (k: number): [number, number] => [vx + (x0 - vx) * k, hy + (y0 - hy) * k]
    let trunks = ''
    for (let k = 1.4; k > 0.05; k *= 0.78) {
      const [tx, ty] = Pt(k)
      trunks += `M${r1(tx)},${r1(ty)}v${r1(-th * k - 2)}`
    }
    c.add(`<path d="${trunks}" stroke="#3b3328" stroke-width="${r1(W * 0.008)}" stroke-linecap="round"/>`)
    const [nx, ny] = Pt(1.6)
    const [fx, fy] = Pt(0.05)
    const inner = side * -W * 0.05
    c.path(
      poly([
        [nx, ny - th * 1.6],
        [fx, fy - th * 0.05],
        [fx, fy - th * 0.05 + 2],
        [nx + inner * 1.6, ny - th * 1.6 + H * 0.05],
      ]),
      darken(canopy, 0.35),
    )
    c.path(
      poly([
        [nx, ny - th * 1.6],
        [fx, fy - th * 0.05],
        [fx, fy - (th + ch) * 0.05],
        [nx, ny - (th + ch) * 1.6],
      ]),
      c.lin([
        [0, lighten(canopy, 0.12)],
        [1, darken(canopy, 0.12)],
      ]),
    )
    let leaves = ''
    for (let k = 1.5; k > 0.06; k *= 0.85) {
      const [lx, ly] = Pt(k)
      leaves += `M${r1(lx)},${r1(ly - th * k)}v${r1(-ch * k * (0.6 + rnd() * 0.35))}`
    }
    c.add(`<path d="${leaves}" stroke="${darken(canopy, 0.2)}" stroke-width="${r1(W * 0.01)}" opacity=".35"/>`)
  }
  // green Luxembourg chair
  const chx = W * 0.78
  const chy = H * 0.74
  const cs = H * 0.2
  const ch = '#3d5a45'
  c.add(
    `<g stroke="${ch}" stroke-width="${r1(cs * 0.035)}" fill="none" stroke-linecap="round">` +
      `<path d="M${r1(chx)},${r1(chy)}L${r1(chx + cs * 0.08)},${r1(chy - cs * 0.5)}M${r1(chx + cs * 0.5)},${r1(chy)}L${r1(chx + cs * 0.46)},${r1(chy - cs * 0.5)}"/>` +
      `<path d="M${r1(chx + cs * 0.08)},${r1(chy - cs * 0.5)}L${r1(chx - cs * 0.02)},${r1(chy - cs * 1.05)}M${r1(chx + cs * 0.46)},${r1(chy - cs * 0.5)}L${r1(chx + cs * 0.42)},${r1(chy - cs * 1.05)}"/>` +
      `<path d="M${r1(chx + cs * 0.62)},${r1(chy)}L${r1(chx + cs * 0.58)},${r1(chy - cs * 0.46)}"/>` +
      `</g>`,
  )
  c.path(
    poly([
      [chx + cs * 0.04, chy - cs * 0.52],
      [chx + cs * 0.62, chy - cs * 0.48],
      [chx + cs * 0.58, chy - cs * 0.44],
      [chx + cs * 0.02, chy - cs * 0.47],
    ]),
    ch,
  )
  let slats = ''
  for (let k = 0; k < 5; k++)
    slats += `<rect x="${r1(chx + cs * 0.02 + k * cs * 0.085)}" y="${r1(chy - cs * 1.04)}" width="${r1(cs * 0.06)}" height="${r1(cs * 0.42)}" rx="3"/>`
  c.add(`<g fill="${ch}" transform="rotate(-6 ${r1(chx)} ${r1(chy - cs * 0.8)})">${slats}</g>`)
  // dappled light
  let dapples = ''
  for (let i = 0; i < 14; i++)
    dapples += `<ellipse cx="${r1(W * 0.1 + rnd() * W * 0.8)}" cy="${r1(hy + (H - hy) * (0.3 + rnd() * 0.7))}" rx="${r1(24 + rnd() * 70)}" ry="${r1(8 + rnd() * 16)}"/>`
  c.add(
    `<g fill="${c.rad([
      [0, '#fff6dc', 1],
      [1, '#fff6dc', 0],
    ])}" opacity="${dusk ? 0.25 : 0.4}">${dapples}</g>`,
  )
  void accent
  return H * 0.86
}

/** A Paris street: a Haussmannian front, the kerb, and an old corrugated delivery van parked in front. */
export function street(c: Ctx, mood: Mood, accent: string): number {
  const { W, H } = c
  const night = mood === 'night'
  const floorY = facade(c, mood, accent, 0.64)
  // roadway strip between the kerb and the pavement in front
  const roadTop = floorY + (H - floorY) * 0.1
  c.rect(
    0,
    roadTop,
    W,
    (H - floorY) * 0.45,
    c.lin([
      [0, night ? '#26262e' : '#8c8579'],
      [1, night ? '#1c1c22' : '#777064'],
    ]),
  )
  c.rect(0, roadTop, W, 3, night ? '#444' : '#bdb5a8')
  // van (side view), painted in the accent colour
  const vl = W * 0.44
  const vh = vl * 0.52
  const vx = W * 0.42
  const vy = roadTop + (H - floorY) * 0.36
  const body = luminance(accent) < 0.03 ? '#2d2f33' : luminance(accent) > 0.6 ? '#c8c2b4' : accent
  c.add(
    `<ellipse cx="${r1(vx + vl * 0.5)}" cy="${r1(vy)}" rx="${r1(vl * 0.56)}" ry="${r1(H * 0.025)}" fill="${c.rad([
      [0, '#000', 0.5],
      [1, '#000', 0],
    ])}"/>`,
  )
  c.path(
    `M${r1(vx)},${r1(vy - vh * 0.14)}V${r1(vy - vh * 0.52)}Q${r1(vx + vl * 0.01)},${r1(vy - vh * 0.68)} ${r1(vx + vl * 0.1)},${r1(vy - vh * 0.72)}L${r1(vx + vl * 0.19)},${r1(vy - vh * 0.97)}Q${r1(vx + vl * 0.2)},${r1(vy - vh)} ${r1(vx + vl * 0.24)},${r1(vy - vh)}H${r1(vx + vl * 0.96)}Q${r1(vx + vl)},${r1(vy - vh)} ${r1(vx + vl)},${r1(vy - vh * 0.94)}V${r1(vy - vh * 0.14)}Z`,
    c.lin([
      [0, lighten(body, 0.22)],
      [0.55, body],
      [1, darken(body, 0.3)],
    ]),
  )
  let ribs = ''
  for (let k = 0; k < 10; k++)
    ribs += `M${r1(vx + vl * (0.29 + k * 0.068))},${r1(vy - vh * 0.93)}V${r1(vy - vh * 0.22)}`
  c.add(
    `<path d="${ribs}" stroke="${darken(body, 0.28)}" stroke-width="5" opacity=".45"/><path d="${ribs}" stroke="${lighten(body, 0.4)}" stroke-width="2" opacity=".5" transform="translate(4 0)"/>`,
  )
  c.add(
    `<path d="M${r1(vx + vl * 0.27)},${r1(vy - vh * 0.96)}V${r1(vy - vh * 0.16)}" stroke="${darken(body, 0.35)}" stroke-width="3"/>`,
  )
  c.path(
    poly([
      [vx + vl * 0.115, vy - vh * 0.68],
      [vx + vl * 0.195, vy - vh * 0.9],
      [vx + vl * 0.25, vy - vh * 0.9],
      [vx + vl * 0.25, vy - vh * 0.68],
    ]),
    night
      ? '#e9c27a'
      : c.lin([
          [0, '#8796a6'],
          [1, '#3e4856'],
        ]),
  )
  c.rect(vx - 6, vy - vh * 0.2, vl + 12, vh * 0.06, '#d8d4cc')
  for (const wx of [0.15, 0.8]) {
    c.add(
      `<circle cx="${r1(vx + vl * wx)}" cy="${r1(vy - vh * 0.12)}" r="${r1(vh * 0.19)}" fill="${darken(body, 0.45)}"/>`,
    )
    c.add(
      `<circle cx="${r1(vx + vl * wx)}" cy="${r1(vy - vh * 0.1)}" r="${r1(vh * 0.15)}" fill="#161616"/><circle cx="${r1(vx + vl * wx)}" cy="${r1(vy - vh * 0.1)}" r="${r1(vh * 0.065)}" fill="#c9c6bf"/>`,
    )
  }
  c.add(
    `<circle cx="${r1(vx + vl * 0.025)}" cy="${r1(vy - vh * 0.44)}" r="${r1(vh * 0.055)}" fill="${night ? '#fff3c4' : '#f2efe6'}" stroke="#999" stroke-width="2"/>`,
  )
  // front pavement for the shoes
  const pav = roadTop + (H - floorY) * 0.45
  c.rect(
    0,
    pav,
    W,
    H - pav,
    c.lin([
      [0, night ? '#34343c' : '#cbc4b8'],
      [1, night ? '#24242a' : '#b3ab9e'],
    ]),
  )
  c.rect(0, pav, W, 4, night ? '#55555f' : '#e4ded3')
  return pav + (H - pav) * 0.55
}
