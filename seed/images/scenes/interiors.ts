// Indoor settings: a salon's parquet, a marble staircase, the studio, a stage, a café terrace, the workshop.
import { darken, lighten, luminance, mix, r1 } from '../util'
import { Ctx, type Mood, poly } from './canvas'
import { LAST_SHAPE, beret } from './figures'

/** A salon: boiserie panels, a tall window's light on Versailles parquet in perspective. */
export function parquet(c: Ctx, mood: Mood, accent: string): number {
  const { W, H } = c
  const wallBase = H * 0.5
  const hy = H * 0.28
  const wall = mood === 'night' ? '#3e3a40' : mood === 'dusk' ? '#e8d9c6' : '#eee8dc'
  c.rect(
    0,
    0,
    W,
    wallBase,
    c.lin([
      [0, darken(wall, 0.06)],
      [1, wall],
    ]),
  )
  // boiserie panels
  const pw = W / 4
  let mould = ''
  for (let i = 0; i < 4; i++) {
    const x = i * pw + pw * 0.12
    mould += `<rect x="${r1(x)}" y="${r1(H * 0.06)}" width="${r1(pw * 0.76)}" height="${r1(wallBase * 0.52)}" rx="6"/>`
    mould += `<rect x="${r1(x)}" y="${r1(H * 0.06 + wallBase * 0.6)}" width="${r1(pw * 0.76)}" height="${r1(wallBase * 0.24)}" rx="4"/>`
  }
  c.add(`<g fill="none" stroke="${darken(wall, 0.16)}" stroke-width="5">${mould}</g>`)
  c.add(`<g fill="none" stroke="#fff" stroke-width="2" opacity=".6" transform="translate(3 3)">${mould}</g>`)
  c.rect(0, wallBase - H * 0.045, W, H * 0.045, darken(wall, 0.05))
  c.rect(0, wallBase - H * 0.045, W, 3, '#fff', 'opacity=".6"')
  // Versailles parquet in perspective
  const K = H - hy
  const zw = K / (wallBase - hy)
  const cx = W * 0.5
  const P = (X: number, Z: number): [number, number] => [cx + (X * K) / Z, hy + K / Z]
  const wood = mood === 'night' ? '#5a3f2a' : '#b9875a'
  c.rect(
    0,
    wallBase,
    W,
    H - wallBase,
    c.lin([
      [0, darken(wood, 0.25)],
      [1, wood],
    ]),
  )
  const S = 0.55
  let grid = ''
  let fills = ''
  const tone = [lighten(wood, 0.08), darken(wood, 0.06)]
  for (let zi = 0; zi < 12; zi++) {
    const z0 = 1 + zi * S * 0.9
    const z1 = z0 + S * 0.9
    if (z0 > zw) break
    for (let xi = -9; xi <= 9; xi++) {
      const x0 = xi * S - S / 2
      const x1 = x0 + S
      const q = [P(x0, z0), P(x1, z0), P(x1, Math.min(z1, zw)), P(x0, Math.min(z1, zw))]
      if (q[1][0] < 0 || q[0][0] > W) continue
      const mx = (x0 + x1) / 2
      const mz = (z0 + z1) / 2
      // interlaced lattice: diamond + diagonals
      const dia = [P(mx, z0), P(x1, mz), P(mx, Math.min(z1, zw)), P(x0, mz)]
      fills += `<path d="${poly(dia)}" fill="${tone[(xi + zi + 20) % 2]}"/>`
      grid += poly(q)
      grid += `M${r1(q[0][0])},${r1(q[0][1])}L${r1(q[2][0])},${r1(q[2][1])}M${r1(q[1][0])},${r1(q[1][1])}L${r1(q[3][0])},${r1(q[3][1])}`
      grid += poly(dia)
    }
  }
  c.add(`<g opacity=".55">${fills}</g>`)
  c.add(`<path d="${grid}" fill="none" stroke="${darken(wood, 0.45)}" stroke-width="1.6" opacity=".55"/>`)
  // skirting
  c.rect(0, wallBase - H * 0.012, W, H * 0.014, darken(wall, 0.2))
  // window light on the floor and the wall
  if (mood !== 'night') {
    const lt = c.lin(
      [
        [0, '#fff6e0', 0],
        [0.2, '#fff6e0', 0.3],
        [0.8, '#fff6e0', 0.3],
        [1, '#fff6e0', 0],
      ],
      0,
      0,
      1,
      0,
    )
    c.path(
      poly([
        [W * 0.02, wallBase + H * 0.02],
        [W * 0.3, wallBase + H * 0.02],
        [W * 0.62, H],
        [W * 0.06, H],
      ]),
      lt,
    )
    c.path(
      poly([
        [W * 0.03, H * 0.02],
        [W * 0.2, H * 0.02],
        [W * 0.24, wallBase],
        [W * 0.05, wallBase],
      ]),
      lt,
      'opacity=".8"',
    )
  } else {
    c.add(
      `<ellipse cx="${r1(W * 0.55)}" cy="${r1(H * 0.75)}" rx="${r1(W * 0.35)}" ry="${r1(H * 0.2)}" fill="${c.rad([
        [0, '#ffd9a0', 0.35],
        [1, '#ffd9a0', 0],
      ])}"/>`,
    )
  }
  void accent
  return H * 0.86
}

/** A marble staircase sweeping up to the right, with a wrought-iron banister. */
export function staircase(c: Ctx, mood: Mood, accent: string): number {
  const { W, H, rnd } = c
  const night = mood === 'night'
  const marble = night ? '#8c8a93' : '#efece6'
  c.rect(
    0,
    0,
    W,
    H,
    c.lin([
      [0, night ? '#2c2a33' : '#d9d3c8'],
      [1, night ? '#45434c' : '#e9e4da'],
    ]),
  )
  // a niche / tall panel on the back wall
  c.path(
    `M${r1(W * 0.62)},${r1(H * 0.42)}V${r1(H * 0.14)}A${r1(W * 0.09)},${r1(W * 0.09)} 0 0 1 ${r1(W * 0.8)},${r1(H * 0.14)}V${r1(H * 0.42)}Z`,
    night ? '#3a3842' : '#cfc7b9',
  )
  // steps, nearest at the bottom
  let y = H
  const x0 = -W * 0.05
  let steps = ''
  let veins = ''
  let floorAt = H * 0.8
  for (let i = 0; i < 11; i++) {
    const s = 1 / (1 + i * 0.22)
    const riser = H * 0.085 * s
    const tread = H * 0.05 * s
    const xl = x0 + i * W * 0.045 + Math.sin(i * 0.35) * W * 0.04
    const riserTop = y - riser
    steps += `<path d="${poly([
      [xl, y],
      [W, y],
      [W, riserTop],
      [xl + 6, riserTop],
    ])}" fill="${darken(marble, 0.08 + i * 0.008)}"/>`
    steps += `<path d="${poly([
      [xl + 6, riserTop],
      [W, riserTop],
      [W, riserTop - tread],
      [xl + W * 0.045, riserTop - tread],
    ])}" fill="${lighten(marble, 0.2 - i * 0.01)}"/>`
    steps += `<path d="M${r1(xl + 6)},${r1(riserTop)}H${W}" stroke="#fff" stroke-width="2" opacity=".7"/>`
    for (let v = 0; v < 2; v++) {
      const vx = xl + rnd() * (W - xl)
      const vy = y - rnd() * riser
      veins += `M${r1(vx)},${r1(vy)}q${r1(30 + rnd() * 60)},${r1(-6 + rnd() * 12)} ${r1(80 + rnd() * 120)},${r1(-4 + rnd() * 8)}`
    }
    if (i === 2) floorAt = riserTop - tread * 0.45
    y = riserTop - tread
    if (y < H * 0.3) break
  }
  c.add(steps)
  c.add(`<path d="${veins}" stroke="#9a958c" stroke-width="1.2" fill="none" opacity=".45"/>`)
  // banister: handrail curve + balusters + volute
  const hr = (t: number): [number, number] => [W * (0.02 + t * 0.5) + Math.sin(t * 3) * W * 0.02, H * (0.56 - t * 0.5)]
  let rail = ''
  let bal = ''
  for (let t = 0; t <= 1.001; t += 0.05) {
    const [hx, hy2] = hr(t)
    rail += `${t === 0 ? 'M' : 'L'}${r1(hx)},${r1(hy2)}`
    bal += `M${r1(hx)},${r1(hy2)}V${r1(hy2 + H * 0.24 * (1 - t * 0.5))}`
  }
  c.add(`<path d="${bal}" stroke="#1c1b1f" stroke-width="3"/>`)
  c.add(`<path d="${rail}" stroke="#1c1b1f" stroke-width="10" fill="none" stroke-linecap="round"/>`)
  c.add(
    `<path d="${rail}" stroke="#7a5a3a" stroke-width="5" fill="none" stroke-linecap="round" transform="translate(0 -2)"/>`,
  )
  const [vx, vy] = hr(0)
  c.add(`<circle cx="${r1(vx)}" cy="${r1(vy + 16)}" r="18" fill="none" stroke="#1c1b1f" stroke-width="6"/>`)
  if (!night)
    c.path(
      poly([
        [W * 0.55, 0],
        [W, 0],
        [W, H * 0.6],
      ]),
      '#fff',
      'opacity=".14"',
    )
  void accent
  return floorAt
}

/** Backdrop tones chosen to flatter each leather colour. */
const STUDIO_TONES: Record<string, string> = {
  '#111111': '#dccbb5',
  '#a3121f': '#ead3c9',
  '#8a4b22': '#e3d5c3',
  '#efe8da': '#c9bcab',
  '#5a1420': '#e6d3cd',
  '#8b7d6b': '#e4dccf',
  '#e8b923': '#d5dadb',
  '#d9b49a': '#e8ddd2',
  '#c9a646': '#d9d2c6',
  '#f5f3ee': '#cdd2cf',
}

/** Studio set: a plaster sweep, an arched niche, a cylindrical plinth and a slanting window light. Returns the plinth top. */
export function studio(c: Ctx, mood: Mood, accent: string, plinthX = 0.62): number {
  const { W, H } = c
  const bg = STUDIO_TONES[accent] ?? mix(accent, '#efe6da', 0.75)
  c.rect(
    0,
    0,
    W,
    H,
    c.lin([
      [0, darken(bg, 0.1)],
      [0.55, bg],
      [0.72, lighten(bg, 0.08)],
      [1, darken(bg, 0.12)],
    ]),
  )
  const ax = W * plinthX
  const aw = Math.min(W * 0.3, H * 0.56)
  const aTop = H * 0.12
  const aBot = H * 0.74
  const arch = (inset: number) =>
    `M${r1(ax - aw / 2 + inset)},${r1(aBot)}V${r1(aTop + aw / 2)}A${r1(aw / 2 - inset)},${r1(aw / 2 - inset)} 0 0 1 ${r1(ax + aw / 2 - inset)},${r1(aTop + aw / 2)}V${r1(aBot)}Z`
  c.path(arch(-14), lighten(bg, 0.12))
  c.path(
    arch(0),
    c.lin(
      [
        [0, darken(bg, 0.16)],
        [0.5, darken(bg, 0.07)],
        [1, darken(bg, 0.02)],
      ],
      0,
      0,
      1,
      0.2,
    ),
  )
  // window light falling across the set
  c.path(
    poly([
      [W * (plinthX - 0.42), 0],
      [W * (plinthX - 0.26), 0],
      [W * (plinthX + 0.18), H],
      [W * (plinthX - 0.06), H],
    ]),
    '#fffaf0',
    'opacity=".16"',
  )
  // floor line
  c.rect(
    0,
    aBot,
    W,
    H - aBot,
    c.lin([
      [0, darken(bg, 0.04)],
      [1, darken(bg, 0.16)],
    ]),
  )
  c.rect(0, aBot, W, 2, '#fff', 'opacity=".35"')
  // plinth (cylinder)
  const pw = aw * 0.82
  const top = H * 0.68
  const ph = H * 0.2
  const pc = lighten(bg, 0.22)
  const sh = c.rad([
    [0, '#2a2018', 0.5],
    [1, '#2a2018', 0],
  ])
  c.add(
    `<ellipse cx="${r1(ax + pw * 0.25)}" cy="${r1(top + ph + 4)}" rx="${r1(pw * 0.85)}" ry="${r1(H * 0.035)}" fill="${sh}"/>`,
  )
  c.path(
    `M${r1(ax - pw / 2)},${r1(top)}V${r1(top + ph)}A${r1(pw / 2)},${r1(pw * 0.1)} 0 0 0 ${r1(ax + pw / 2)},${r1(top + ph)}V${r1(top)}Z`,
    c.lin(
      [
        [0, darken(pc, 0.1)],
        [0.3, lighten(pc, 0.1)],
        [0.7, pc],
        [1, darken(pc, 0.25)],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  c.add(
    `<ellipse cx="${r1(ax)}" cy="${r1(top)}" rx="${r1(pw / 2)}" ry="${r1(pw * 0.1)}" fill="${c.lin([
      [0, lighten(pc, 0.5)],
      [1, lighten(pc, 0.2)],
    ])}"/>`,
  )
  void mood
  return top + pw * 0.025
}

/** A stage: dark curtains, boards, a spotlight pool. */
export function stage(c: Ctx, mood: Mood, accent: string): number {
  const { W, H } = c
  const floorY = H * 0.62
  const curtain = mix(accent, '#5a0f18', 0.6)
  c.rect(0, 0, W, floorY, '#120e10')
  let folds = ''
  for (let i = 0; i < 14; i++) {
    const x = (i / 14) * W
    folds += `<rect x="${r1(x)}" y="0" width="${r1(W / 14)}" height="${r1(floorY)}" fill="url(#fold)"/>`
  }
  c.def(
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(curtain, 0.6)}"/><stop offset=".45" stop-color="${curtain}"/><stop offset="1" stop-color="${darken(curtain, 0.5)}"/></linearGradient>`,
  )
  c.add(`<g opacity=".55">${folds}</g>`)
  c.rect(
    0,
    floorY,
    W,
    H - floorY,
    c.lin([
      [0, '#2a1f18'],
      [1, '#4a3526'],
    ]),
  )
  let boards = ''
  for (let i = -12; i <= 12; i++)
    boards += `M${r1(W / 2 + i * W * 0.03)},${r1(floorY)}L${r1(W / 2 + i * W * 0.11)},${H}`
  c.add(`<path d="${boards}" stroke="#1a120d" stroke-width="2" opacity=".7"/>`)
  // spotlight cone and pool
  const sx = W * 0.55
  c.path(
    poly([
      [sx - W * 0.05, 0],
      [sx + W * 0.05, 0],
      [sx + W * 0.22, H * 0.8],
      [sx - W * 0.22, H * 0.8],
    ]),
    c.lin(
      [
        [0, '#fff4d8', 0],
        [0.3, '#fff4d8', 0.16],
        [0.5, '#fff4d8', 0.24],
        [0.7, '#fff4d8', 0.16],
        [1, '#fff4d8', 0],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  c.add(
    `<ellipse cx="${r1(sx)}" cy="${r1(H * 0.8)}" rx="${r1(W * 0.24)}" ry="${r1(H * 0.08)}" fill="${c.rad([
      [0, '#fff1cc', 0.75],
      [0.7, '#ffe6b0', 0.3],
      [1, '#ffe6b0', 0],
    ])}"/>`,
  )
  void mood
  return H * 0.8
}

/** A café terrace: striped awning, a marble bistro table, a rattan chair. */
export function cafe(c: Ctx, mood: Mood, accent: string, emily = false): number {
  const { W, H } = c
  const night = mood === 'night'
  c.rect(0, 0, W, H, night ? '#2a2330' : '#efe4d2')
  c.rect(0, H * 0.2, W, H * 0.45, night ? '#4a3a2e' : '#c9b08e')
  c.rect(W * 0.05, H * 0.25, W * 0.9, H * 0.36, night ? '#e2ad63' : '#5e6670', 'opacity=".9"')
  let mull = ''
  for (let i = 1; i < 6; i++) mull += `M${r1(W * 0.05 + (W * 0.9 * i) / 6)},${r1(H * 0.25)}V${r1(H * 0.61)}`
  c.add(`<path d="${mull}" stroke="${night ? '#4a3a2e' : '#c9b08e'}" stroke-width="10"/>`)
  // awning stripes
  const aw = mix(accent, '#b21f2a', luminance(accent) > 0.5 || luminance(accent) < 0.03 ? 0.8 : 0.2)
  let stripes = ''
  for (let i = 0; i < 16; i++)
    stripes += `<rect x="${r1((i * W) / 16)}" y="0" width="${r1(W / 32)}" height="${r1(H * 0.2)}"/>`
  c.rect(0, 0, W, H * 0.2, '#f6efe2')
  c.add(`<g fill="${aw}">${stripes}</g>`)
  let scallop = ''
  for (let i = 0; i < 16; i++)
    scallop += `M${r1((i * W) / 16)},${r1(H * 0.2)}a${r1(W / 32)},${r1(H * 0.03)} 0 0 0 ${r1(W / 16)},0Z`
  c.path(scallop, aw)
  // pavement
  c.rect(
    0,
    H * 0.65,
    W,
    H * 0.35,
    c.lin([
      [0, '#b5ab9b'],
      [1, '#8e8577'],
    ]),
  )
  // table
  const tx = W * 0.32
  const ty = H * 0.58
  c.add(
    `<ellipse cx="${r1(tx)}" cy="${r1(H * 0.93)}" rx="${r1(W * 0.12)}" ry="${r1(H * 0.03)}" fill="${c.rad([
      [0, '#000', 0.35],
      [1, '#000', 0],
    ])}"/>`,
  )
  c.path(
    `M${r1(tx - 6)},${r1(ty)}V${r1(H * 0.9)}L${r1(tx - W * 0.06)},${r1(H * 0.93)}H${r1(tx + W * 0.06)}L${r1(tx + 6)},${r1(H * 0.9)}V${r1(ty)}Z`,
    '#1c1c1c',
  )
  c.add(
    `<ellipse cx="${r1(tx)}" cy="${r1(ty)}" rx="${r1(W * 0.12)}" ry="${r1(H * 0.03)}" fill="#f1eee8"/><ellipse cx="${r1(tx)}" cy="${r1(ty + 5)}" rx="${r1(W * 0.12)}" ry="${r1(H * 0.03)}" fill="none" stroke="#8f8a82" stroke-width="3"/>`,
  )
  c.add(
    `<path d="M${r1(tx + 20)},${r1(ty - 22)}h34l-4,20h-26z" fill="#fff"/><ellipse cx="${r1(tx + 37)}" cy="${r1(ty - 1)}" rx="28" ry="6" fill="#fff" stroke="#ccc"/>`,
  )
  // bentwood bistro chair with a woven rattan seat
  const cx = W * 0.1
  const cy = H * 0.92
  const wood = '#6b4a2b'
  const pid = c.id('p')
  c.def(
    `<pattern id="${pid}" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#caa46a"/><path d="M0,6H12M6,0V12" stroke="#9c7640" stroke-width="3"/></pattern>`,
  )
  const sy = cy - H * 0.27
  c.add(
    `<ellipse cx="${r1(cx + W * 0.06)}" cy="${r1(cy)}" rx="${r1(W * 0.08)}" ry="${r1(H * 0.015)}" fill="${c.rad([
      [0, '#000', 0.35],
      [1, '#000', 0],
    ])}"/>`,
  )
  c.add(
    `<g stroke="${wood}" stroke-width="11" fill="none" stroke-linecap="round">` +
      `<path d="M${r1(cx)},${r1(cy)}C${r1(cx + 6)},${r1(cy - H * 0.14)} ${r1(cx + 6)},${r1(sy)} ${r1(cx)},${r1(sy - H * 0.12)}C${r1(cx - 4)},${r1(sy - H * 0.2)} ${r1(cx + 6)},${r1(sy - H * 0.27)} ${r1(cx + 22)},${r1(sy - H * 0.28)}"/>` +
      `<path d="M${r1(cx + W * 0.125)},${r1(cy)}L${r1(cx + W * 0.115)},${r1(sy)}"/>` +
      `<ellipse cx="${r1(cx + W * 0.062)}" cy="${r1(cy - H * 0.12)}" rx="${r1(W * 0.06)}" ry="8" stroke-width="6"/>` +
      `</g>`,
  )
  c.rect(cx - 8, sy - 10, W * 0.14, 20, `url(#${pid})`, `rx="8" stroke="${wood}" stroke-width="4"`)
  c.path(
    `M${r1(cx + 2)},${r1(sy - H * 0.08)}C${r1(cx - 4)},${r1(sy - H * 0.18)} ${r1(cx + 4)},${r1(sy - H * 0.25)} ${r1(cx + 20)},${r1(sy - H * 0.26)}L${r1(cx + 24)},${r1(sy - H * 0.2)}C${r1(cx + 12)},${r1(sy - H * 0.19)} ${r1(cx + 10)},${r1(sy - H * 0.14)} ${r1(cx + 14)},${r1(sy - H * 0.08)}Z`,
    `url(#${pid})`,
    `stroke="${wood}" stroke-width="3"`,
  )
  if (emily) beret(c, tx - W * 0.045, ty - 12, accent)
  return H * 0.92
}

/** The workshop near Fermo: shelves of beech lasts, a workbench, window light. */
export function workshop(c: Ctx, mood: Mood, accent: string): number {
  const { W, H } = c
  c.rect(
    0,
    0,
    W,
    H,
    c.lin([
      [0, '#d8c8b0'],
      [1, '#efe4d3'],
    ]),
  )
  c.path(
    poly([
      [W * 0.05, 0],
      [W * 0.3, 0],
      [W * 0.45, H * 0.62],
      [W * 0.12, H * 0.62],
    ]),
    c.lin(
      [
        [0, '#fff8e8', 0],
        [0.25, '#fff8e8', 0.35],
        [0.75, '#fff8e8', 0.35],
        [1, '#fff8e8', 0],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  // shelves with lasts
  const beech = '#d9b48a'
  let shelves = ''
  let lasts = ''
  for (let r = 0; r < 2; r++) {
    const y = H * (0.27 + r * 0.24)
    shelves += `<rect x="${r1(W * 0.35)}" y="${r1(y)}" width="${r1(W * 0.62)}" height="12"/>`
    for (let i = 0; i < 4; i++) {
      const lx = W * 0.37 + i * W * 0.15
      const s = (W * 0.12) / 262
      lasts += `<g transform="translate(${r1(lx)} ${r1(y)}) scale(${r1(s * 1000) / 1000})">${LAST_SHAPE}</g>`
    }
  }
  c.add(
    `<g fill="${c.lin([
      [0, lighten(beech, 0.25)],
      [1, darken(beech, 0.2)],
    ])}">${lasts}</g>`,
  )
  c.add(`<g fill="#6e4b2e">${shelves}</g>`)
  // workbench
  c.rect(
    0,
    H * 0.68,
    W,
    H * 0.32,
    c.lin([
      [0, '#8a5d38'],
      [0.05, '#a8754a'],
      [1, '#6b4529'],
    ]),
  )
  c.rect(0, H * 0.68, W, 4, '#d2a173', 'opacity=".7"')
  void mood
  void accent
  return H * 0.84
}
