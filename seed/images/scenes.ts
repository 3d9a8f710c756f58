// Scenes: lookbook settings (an abstract Paris), editorial images, home hero slides, portraits, page images and
// press wordmarks. Every picture is a pure function of its key: palettes and compositions come from a hash of
// the key and a seeded PRNG, never from Math.random.
import { COLORS, COLORWAYS, TYPES, colorHex } from './palette'
import { glove, gloveDefs, matDefs, material, shoe, shoeShadow, soft } from './products'
import { SANS, SERIF, darken, escapeXml, hash, lighten, luminance, mix, pick, prng, r1, svgDoc } from './util'

// ---------------------------------------------------------------------------------------------------------
// Canvas context

class Ctx {
  defs: string[] = []
  body: string[] = []
  n = 0
  constructor(
    public W: number,
    public H: number,
    public rnd: () => number,
  ) {}
  id(p = 'i'): string {
    return `${p}${this.n++}`
  }
  def(s: string) {
    this.defs.push(s)
  }
  add(s: string) {
    this.body.push(s)
  }
  lin(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('g')
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
        stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`).join('') +
        `</linearGradient>`,
    )
    return `url(#${id})`
  }
  rad(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r')
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
        stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`).join('') +
        `</radialGradient>`,
    )
    return `url(#${id})`
  }
  blur(sd: number): string {
    const id = this.id('f')
    this.def(`<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${sd}"/></filter>`)
    return `url(#${id})`
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    this.add(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`)
  }
  path(d: string, fill: string, extra = '') {
    this.add(`<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`)
  }
  svg(): string {
    return svgDoc(this.W, this.H, this.defs.join(''), this.body.join(''))
  }
}

const poly = (pts: Array<[number, number]>) => 'M' + pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join('L') + 'Z'

// ---------------------------------------------------------------------------------------------------------
// Products inside scenes

export interface Prod {
  type: string
  color: string
}

/**
 * Places a shoe (or a pair) standing on a floor line. `len` is the on-screen length of one shoe in pixels.
 * Light comes from `light` (-1 left … 1 right): the cast shadow falls the other way.
 */
function placeProduct(c: Ctx, p: Prod, x: number, floorY: number, len: number, o: { pair?: boolean; flip?: boolean; elev?: number; light?: number; dim?: number } = {}) {
  const hex = colorHex(p.color)
  const m = material(hex, c.id('m'), len > 400)
  c.def(matDefs(m))
  const k = len / 262
  const light = o.light ?? -0.6
  // soft cast shadow on the floor, away from the light
  const sh = c.rad([[0, '#1d150e', 0.5], [0.6, '#1d150e', 0.25], [1, '#1d150e', 0]])
  const sdx = -light * len * 0.35
  const span = o.pair ? len * 1.25 : len
  c.add(
    `<ellipse cx="${r1(x + span / 2 + sdx * 0.6)}" cy="${r1(floorY + len * 0.012)}" rx="${r1(span * 0.62 + Math.abs(sdx) * 0.5)}" ry="${r1(len * 0.07)}" fill="${sh}" opacity="${o.dim ?? 1}"/>`,
  )
  if (p.type === 'gloves') {
    c.def(gloveDefs(m))
    // a pair lying on the floor, seen at a low angle (vertical squash), fanned out
    const gk = (len * 1.45) / 380
    const g1 = c.id('u')
    const g2 = c.id('u')
    c.add(`<g transform="translate(${r1(x + len * 0.35)} ${r1(floorY - len * 0.05)}) scale(${r1(gk * 1000) / 1000} ${r1(gk * 0.55 * 1000) / 1000}) rotate(-62)">${glove(m, true, g1)}</g>`)
    c.add(`<g transform="translate(${r1(x + len * 0.6)} ${r1(floorY - len * 0.01)}) scale(${r1(gk * 1000) / 1000} ${r1(gk * 0.55 * 1000) / 1000}) rotate(-112)">${glove(m, false, g2)}</g>`)
    return
  }
  const elev = o.elev ?? 0.35
  const flip = o.flip ? -1 : 1
  const tx = (dx: number) => (o.flip ? x + len + dx : x + dx)
  const art = c.id('a')
  c.def(`<g id="${art}">${shoeShadow(p.type, m, elev, 0.9)}${shoe(p.type, m, elev, c.id('s'))}</g>`)
  const one = (dx: number, dy: number, s: number) =>
    `<use href="#${art}" transform="translate(${r1(tx(dx))} ${r1(floorY + dy)}) scale(${r1(k * s * flip * 1000) / 1000} ${r1(k * s * 1000) / 1000})"/>`
  if (o.pair) c.add(one(len * 0.22 * flip, -len * 0.075, 0.96))
  c.add(one(0, 0, 1))
}

// ---------------------------------------------------------------------------------------------------------
// Settings

export type SceneKind = 'facade' | 'parquet' | 'rooftop' | 'staircase' | 'garden' | 'studio' | 'stage' | 'street' | 'cafe' | 'workshop'
export type Mood = 'day' | 'dusk' | 'night'

/** Haussmannian ground floor: rusticated limestone, a porte-cochère, a balconied window, the pavement. */
function facade(c: Ctx, mood: Mood, accent: string, floorFrac = 0.8): number {
  const { W, H, rnd } = c
  const floorY = H * floorFrac
  const night = mood === 'night'
  const stone = night ? '#5b5a66' : mood === 'dusk' ? '#e2cdb4' : '#ece3d2'
  const stoneLo = night ? '#3b3a46' : mood === 'dusk' ? '#c9a98e' : '#d9cbb2'
  c.rect(0, 0, W, floorY, c.lin([[0, stoneLo], [0.55, stone], [1, darken(stone, 0.08)]]))
  // rustication courses
  const course = H * 0.062
  let lines = ''
  for (let y = floorY - course; y > 0; y -= course) lines += `M0,${r1(y)}H${W}`
  c.add(`<path d="${lines}" stroke="${darken(stone, 0.22)}" stroke-width="${r1(H * 0.005)}" opacity=".7"/>`)
  c.add(`<path d="${lines}" stroke="#fff" stroke-width="${r1(H * 0.002)}" opacity="${night ? 0.08 : 0.45}" transform="translate(0 ${r1(H * 0.004)})"/>`)
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
  c.path(`M${r1(dx)},${r1(floorY)}V${r1(dTop + dw / 2)}A${r1(dw / 2)},${r1(dw / 2)} 0 0 1 ${r1(dx + dw)},${r1(dTop + dw / 2)}V${r1(floorY)}Z`, c.lin([[0, lighten(door, 0.15)], [1, darken(door, 0.25)]], 0, 0, 1, 0.3))
  const pan = (x: number, y: number, w: number, h: number) =>
    c.add(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="none" stroke="${darken(door, 0.4)}" stroke-width="3"/><rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${r1(w)}" height="${r1(h)}" fill="none" stroke="${lighten(door, 0.25)}" stroke-width="1.5" opacity=".6"/>`)
  for (const side of [0, 1]) {
    const px = dx + dw * 0.08 + side * dw * 0.5
    const y0 = dTop + dw * 0.5
    const span = floorY - y0
    pan(px, y0 + span * 0.04, dw * 0.34, span * 0.5)
    pan(px, y0 + span * 0.62, dw * 0.34, span * 0.3)
  }
  c.add(`<path d="M${r1(dx + dw / 2)},${r1(dTop + dw * 0.2)}V${r1(floorY)}" stroke="${darken(door, 0.5)}" stroke-width="4"/>`)
  const knobY = dTop + dw * 0.5 + (floorY - dTop - dw * 0.5) * 0.58
  c.add(`<circle cx="${r1(dx + dw / 2 + 14)}" cy="${r1(knobY)}" r="9" fill="#c9a646"/><circle cx="${r1(dx + dw / 2 + 11)}" cy="${r1(knobY - 3)}" r="3" fill="#f4e3a8"/>`)
  // tall window with iron guard rail (right)
  const wx = W * 0.6
  const ww = W * 0.22
  const wTop = H * 0.04
  const wBot = floorY * 0.78
  c.rect(wx - 18, wTop - 18, ww + 36, wBot - wTop + 36, darken(stone, 0.1))
  const glass = night ? c.lin([[0, '#e9b565'], [1, '#a8683a']]) : c.lin([[0, '#5d6c7c'], [0.6, '#3f4a58'], [1, '#2c333d']], 0, 0, 0.4, 1)
  c.rect(wx, wTop, ww, wBot - wTop, glass)
  c.add(`<path d="M${r1(wx + ww / 2)},${r1(wTop)}V${r1(wBot)}M${r1(wx)},${r1(wTop + (wBot - wTop) * 0.3)}H${r1(wx + ww)}M${r1(wx)},${r1(wTop + (wBot - wTop) * 0.62)}H${r1(wx + ww)}" stroke="${night ? '#5a4330' : '#f1ece2'}" stroke-width="7"/>`)
  if (!night) c.path(poly([[wx + ww * 0.08, wTop], [wx + ww * 0.3, wTop], [wx + ww * 0.05, wBot], [wx, wBot], [wx, wTop + (wBot - wTop) * 0.5]]), '#fff', 'opacity=".12"')
  // guard rail: balusters and rings
  const gy = wBot - (wBot - wTop) * 0.3
  let rail = `M${r1(wx - 24)},${r1(gy)}H${r1(wx + ww + 24)}M${r1(wx - 24)},${r1(wBot + 10)}H${r1(wx + ww + 24)}`
  for (let x = wx - 16; x <= wx + ww + 16; x += ww / 9) rail += `M${r1(x)},${r1(gy)}V${r1(wBot + 10)}`
  c.add(`<path d="${rail}" stroke="#16171a" stroke-width="4" fill="none"/>`)
  let rings = ''
  for (let x = wx - 16 + ww / 18; x < wx + ww + 16; x += ww / 9) rings += `<ellipse cx="${r1(x)}" cy="${r1((gy + wBot + 10) / 2)}" rx="${r1(ww / 22)}" ry="${r1((wBot + 10 - gy) / 3)}"/>`
  c.add(`<g fill="none" stroke="#16171a" stroke-width="2.5">${rings}</g>`)
  // cornice band at the top
  c.rect(0, 0, W, H * 0.028, darken(stone, 0.15))
  // soubassement (stone plinth) and pavement
  c.rect(0, floorY - H * 0.05, W, H * 0.05, darken(stone, 0.1))
  c.rect(0, floorY, W, H - floorY, c.lin([[0, night ? '#34343c' : '#c9c2b6'], [1, night ? '#1f1f25' : '#aaa295']]))
  let slabs = ''
  for (let i = -8; i <= 8; i++) slabs += `M${r1(W / 2 + i * W * 0.07)},${r1(floorY)}L${r1(W / 2 + i * W * 0.16)},${H}`
  for (const t of [0.18, 0.42, 0.72]) slabs += `M0,${r1(floorY + (H - floorY) * t)}H${W}`
  c.add(`<path d="${slabs}" stroke="${night ? '#15151a' : '#9c9488'}" stroke-width="1.5" opacity=".6"/>`)
  c.rect(0, floorY, W, 3, '#fff', `opacity="${night ? 0.05 : 0.4}"`)
  // light: a diagonal morning shadow, or a street-lamp glow at night
  if (night) {
    c.add(`<ellipse cx="${r1(W * 0.52)}" cy="${r1(H * 0.3)}" rx="${r1(W * 0.45)}" ry="${r1(H * 0.55)}" fill="${c.rad([[0, '#ffcf7a', 0.35], [1, '#ffcf7a', 0]])}"/>`)
  } else {
    c.path(poly([[W * (0.55 + rnd() * 0.1), 0], [W, 0], [W, floorY * 0.9], [W * 0.92, floorY]]), '#2a1c10', `opacity="${mood === 'dusk' ? 0.18 : 0.1}"`)
  }
  void accent
  return floorY
}

/** A salon: boiserie panels, a tall window's light on Versailles parquet in perspective. */
function parquet(c: Ctx, mood: Mood, accent: string): number {
  const { W, H } = c
  const wallBase = H * 0.5
  const hy = H * 0.28
  const wall = mood === 'night' ? '#3e3a40' : mood === 'dusk' ? '#e8d9c6' : '#eee8dc'
  c.rect(0, 0, W, wallBase, c.lin([[0, darken(wall, 0.06)], [1, wall]]))
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
  c.rect(0, wallBase, W, H - wallBase, c.lin([[0, darken(wood, 0.25)], [1, wood]]))
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
    const lt = c.lin([[0, '#fff6e0', 0], [0.2, '#fff6e0', 0.3], [0.8, '#fff6e0', 0.3], [1, '#fff6e0', 0]], 0, 0, 1, 0)
    c.path(poly([[W * 0.02, wallBase + H * 0.02], [W * 0.3, wallBase + H * 0.02], [W * 0.62, H], [W * 0.06, H]]), lt)
    c.path(poly([[W * 0.03, H * 0.02], [W * 0.2, H * 0.02], [W * 0.24, wallBase], [W * 0.05, wallBase]]), lt, 'opacity=".8"')
  } else {
    c.add(`<ellipse cx="${r1(W * 0.55)}" cy="${r1(H * 0.75)}" rx="${r1(W * 0.35)}" ry="${r1(H * 0.2)}" fill="${c.rad([[0, '#ffd9a0', 0.35], [1, '#ffd9a0', 0]])}"/>`)
  }
  void accent
  return H * 0.86
}

/** Zinc rooftops at dusk: mansards, chimney pots, a distant tower, warm dormer windows. */
function rooftop(c: Ctx, mood: Mood, accent: string): number {
  const { W, H, rnd } = c
  const night = mood === 'night'
  const sky = night
    ? c.lin([[0, '#0d1430'], [0.6, '#1f2a52'], [1, '#3d3f66']])
    : c.lin([[0, '#2b3566'], [0.45, '#7c6a94'], [0.75, '#e39a83'], [1, '#f6c99a']])
  c.rect(0, 0, W, H, sky)
  if (night) {
    let stars = ''
    for (let i = 0; i < 30; i++) stars += `<circle cx="${r1(rnd() * W)}" cy="${r1(rnd() * H * 0.45)}" r="${r1(0.8 + rnd() * 1.6)}"/>`
    c.add(`<g fill="#fff" opacity=".7">${stars}</g>`)
    c.add(`<circle cx="${r1(W * 0.78)}" cy="${r1(H * 0.16)}" r="${r1(H * 0.045)}" fill="#f4ecd6"/><circle cx="${r1(W * 0.78 + H * 0.02)}" cy="${r1(H * 0.15)}" r="${r1(H * 0.042)}" fill="#1a2448"/>`)
  } else {
    c.add(`<ellipse cx="${r1(W * 0.7)}" cy="${r1(H * 0.62)}" rx="${r1(W * 0.5)}" ry="${r1(H * 0.25)}" fill="${c.rad([[0, '#ffd9a8', 0.6], [1, '#ffd9a8', 0]])}"/>`)
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
  c.add(`<path d="M${r1(tx - th * 0.1)},${r1(base - th * 0.25)}H${r1(tx + th * 0.1)}M${r1(tx - th * 0.05)},${r1(base - th * 0.55)}H${r1(tx + th * 0.05)}" stroke="${towerC}" stroke-width="5" opacity=".8"/>`)
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
        for (let k = 0; k < np; k++) pots += `M${Math.round(sx + 2 + (k * (sw - 4)) / np)},${Math.round(top - sh)}v${Math.round(-H * 0.014)}h${Math.round(W * 0.004)}v${Math.round(H * 0.014)}Z`
      }
      x += w
    }
    c.path(walls, darken(zinc, night ? 0.2 : 0.14))
    c.rect(0, y0, W, H - y0, wall)
    c.path(stacks, night ? darken(wall, 0.2) : mix(wall, '#b98f7a', 0.5))
    c.path(pots, night ? '#4b3a3a' : '#b0614a')
    c.path(roofs, c.lin([[0, lighten(zinc, 0.12)], [1, zinc]]))
    c.path(dormers, night ? darken(wall, 0.1) : lighten(wall, 0.15))
    if (lit) c.path(lit, night ? '#ffc765' : '#ffd79a', `opacity="${night ? 0.95 : 0.85}"`)
  }
  // foreground zinc roof with standing seams, and a ledge
  const ledge = H * 0.8
  c.path(`M0,${r1(ledge)}L${W},${r1(ledge - H * 0.03)}L${W},${H}L0,${H}Z`, c.lin([[0, night ? '#4c5470' : '#a5abbd'], [1, night ? '#262b3d' : '#6f7589']]))
  let seams = ''
  for (let i = -6; i < 20; i++) seams += `M${r1(W * 0.5 + i * W * 0.07)},${r1(ledge - H * 0.015)}L${r1(W * 0.5 + i * W * 0.12 - W * 0.3)},${H}`
  c.add(`<path d="${seams}" stroke="${night ? '#6a7392' : '#c9cedb'}" stroke-width="3" opacity=".55"/>`)
  c.add(`<path d="M0,${r1(ledge)}L${W},${r1(ledge - H * 0.03)}" stroke="${night ? '#8089a6' : '#e3e6ee'}" stroke-width="5"/>`)
  void accent
  return ledge + H * 0.02
}

/** A marble staircase sweeping up to the right, with a wrought-iron banister. */
function staircase(c: Ctx, mood: Mood, accent: string): number {
  const { W, H, rnd } = c
  const night = mood === 'night'
  const marble = night ? '#8c8a93' : '#efece6'
  c.rect(0, 0, W, H, c.lin([[0, night ? '#2c2a33' : '#d9d3c8'], [1, night ? '#45434c' : '#e9e4da']]))
  // a niche / tall panel on the back wall
  c.path(`M${r1(W * 0.62)},${r1(H * 0.42)}V${r1(H * 0.14)}A${r1(W * 0.09)},${r1(W * 0.09)} 0 0 1 ${r1(W * 0.8)},${r1(H * 0.14)}V${r1(H * 0.42)}Z`, night ? '#3a3842' : '#cfc7b9')
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
    steps += `<path d="${poly([[xl, y], [W, y], [W, riserTop], [xl + 6, riserTop]])}" fill="${darken(marble, 0.08 + i * 0.008)}"/>`
    steps += `<path d="${poly([[xl + 6, riserTop], [W, riserTop], [W, riserTop - tread], [xl + W * 0.045, riserTop - tread]])}" fill="${lighten(marble, 0.2 - i * 0.01)}"/>`
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
  c.add(`<path d="${rail}" stroke="#7a5a3a" stroke-width="5" fill="none" stroke-linecap="round" transform="translate(0 -2)"/>`)
  const [vx, vy] = hr(0)
  c.add(`<circle cx="${r1(vx)}" cy="${r1(vy + 16)}" r="18" fill="none" stroke="#1c1b1f" stroke-width="6"/>`)
  if (!night) c.path(poly([[W * 0.55, 0], [W, 0], [W, H * 0.6]]), '#fff', 'opacity=".14"')
  void accent
  return floorAt
}

/** Jardin du Luxembourg: a gravel path between lawns and rows of clipped chestnuts, the palace far away, a green chair, dappled light. */
function garden(c: Ctx, mood: Mood, accent: string): number {
  const { W, H, rnd } = c
  const dusk = mood !== 'day'
  const hy = H * 0.42
  const vx = W * 0.5
  c.rect(0, 0, W, hy + 10, c.lin([[0, dusk ? '#c7a6a8' : '#c9d6dc'], [1, dusk ? '#f0cfae' : '#eef0ea']]))
  // the palace, far away at the end of the path
  const pw = W * 0.16
  const ph = H * 0.045
  const stone = dusk ? '#d8c0ac' : '#e2dccd'
  c.rect(vx - pw / 2, hy - ph, pw, ph, stone)
  c.path(`M${r1(vx - pw * 0.12)},${r1(hy - ph)}A${r1(pw * 0.12)},${r1(ph * 0.9)} 0 0 1 ${r1(vx + pw * 0.12)},${r1(hy - ph)}Z`, darken(stone, 0.12))
  c.rect(vx - pw / 2, hy - ph - 4, pw, 4, darken(stone, 0.15))
  let wins = ''
  for (let i = 0; i < 12; i++) wins += `M${r1(vx - pw / 2 + pw * 0.04 + i * pw * 0.08)},${r1(hy - ph * 0.75)}h${r1(pw * 0.03)}v${r1(ph * 0.5)}h${r1(-pw * 0.03)}Z`
  c.path(wins, darken(stone, 0.3), 'opacity=".6"')
  // lawns and the path
  c.rect(0, hy, W, H - hy, c.lin([[0, dusk ? '#6b7a52' : '#8aa06a'], [1, dusk ? '#4d5a3a' : '#6f8752']]))
  const gravel = dusk ? '#d9c6ac' : '#e6dccb'
  c.path(poly([[W * 0.44, hy], [W * 0.56, hy], [W * 1.15, H], [-W * 0.15, H]]), c.lin([[0, darken(gravel, 0.08)], [1, gravel]]))
  // gravel texture
  const pid = c.id('p')
  // gravel: a large tile (librsvg renders patterns tile by tile, so few big tiles are much faster than many small ones)
  let grit = ''
  const gr = prng(7)
  const tones = ['#a89a84', '#fff', '#8f8270', '#b8ab96']
  for (let i = 0; i < 48; i++) grit += `<circle cx="${r1(gr() * 120)}" cy="${r1(gr() * 90)}" r="${r1(0.8 + gr() * 0.7)}" fill="${tones[i % 4]}"/>`
  c.def(`<pattern id="${pid}" width="120" height="90" patternUnits="userSpaceOnUse">${grit}</pattern>`)
  c.path(poly([[W * 0.44, hy], [W * 0.56, hy], [W * 1.15, H], [-W * 0.15, H]]), `url(#${pid})`, 'opacity=".5"')
  // low hoop fence along the lawns
  let hoops = ''
  for (let i = 0; i < 16; i++) {
    const t = i / 16
    const yy = hy + (H - hy) * t * t * 0.8 + 8
    const xl = W * 0.44 - (W * 0.59) * t * t * 0.8 - 30
    const xr = W * 0.56 + (W * 0.59) * t * t * 0.8 + 30
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
    c.path(poly([[nx, ny - th * 1.6], [fx, fy - th * 0.05], [fx, fy - th * 0.05 + 2], [nx + inner * 1.6, ny - th * 1.6 + H * 0.05]]), darken(canopy, 0.35))
    c.path(poly([[nx, ny - th * 1.6], [fx, fy - th * 0.05], [fx, fy - (th + ch) * 0.05], [nx, ny - (th + ch) * 1.6]]), c.lin([[0, lighten(canopy, 0.12)], [1, darken(canopy, 0.12)]]))
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
  c.path(poly([[chx + cs * 0.04, chy - cs * 0.52], [chx + cs * 0.62, chy - cs * 0.48], [chx + cs * 0.58, chy - cs * 0.44], [chx + cs * 0.02, chy - cs * 0.47]]), ch)
  let slats = ''
  for (let k = 0; k < 5; k++) slats += `<rect x="${r1(chx + cs * 0.02 + k * cs * 0.085)}" y="${r1(chy - cs * 1.04)}" width="${r1(cs * 0.06)}" height="${r1(cs * 0.42)}" rx="3"/>`
  c.add(`<g fill="${ch}" transform="rotate(-6 ${r1(chx)} ${r1(chy - cs * 0.8)})">${slats}</g>`)
  // dappled light
  let dapples = ''
  for (let i = 0; i < 14; i++) dapples += `<ellipse cx="${r1(W * 0.1 + rnd() * W * 0.8)}" cy="${r1(hy + (H - hy) * (0.3 + rnd() * 0.7))}" rx="${r1(24 + rnd() * 70)}" ry="${r1(8 + rnd() * 16)}"/>`
  c.add(`<g fill="${c.rad([[0, '#fff6dc', 1], [1, '#fff6dc', 0]])}" opacity="${dusk ? 0.25 : 0.4}">${dapples}</g>`)
  void accent
  return H * 0.86
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
function studio(c: Ctx, mood: Mood, accent: string, plinthX = 0.62): number {
  const { W, H } = c
  const bg = STUDIO_TONES[accent] ?? mix(accent, '#efe6da', 0.75)
  c.rect(0, 0, W, H, c.lin([[0, darken(bg, 0.1)], [0.55, bg], [0.72, lighten(bg, 0.08)], [1, darken(bg, 0.12)]]))
  const ax = W * plinthX
  const aw = Math.min(W * 0.3, H * 0.56)
  const aTop = H * 0.12
  const aBot = H * 0.74
  const arch = (inset: number) =>
    `M${r1(ax - aw / 2 + inset)},${r1(aBot)}V${r1(aTop + aw / 2)}A${r1(aw / 2 - inset)},${r1(aw / 2 - inset)} 0 0 1 ${r1(ax + aw / 2 - inset)},${r1(aTop + aw / 2)}V${r1(aBot)}Z`
  c.path(arch(-14), lighten(bg, 0.12))
  c.path(arch(0), c.lin([[0, darken(bg, 0.16)], [0.5, darken(bg, 0.07)], [1, darken(bg, 0.02)]], 0, 0, 1, 0.2))
  // window light falling across the set
  c.path(poly([[W * (plinthX - 0.42), 0], [W * (plinthX - 0.26), 0], [W * (plinthX + 0.18), H], [W * (plinthX - 0.06), H]]), '#fffaf0', 'opacity=".16"')
  // floor line
  c.rect(0, aBot, W, H - aBot, c.lin([[0, darken(bg, 0.04)], [1, darken(bg, 0.16)]]))
  c.rect(0, aBot, W, 2, '#fff', 'opacity=".35"')
  // plinth (cylinder)
  const pw = aw * 0.82
  const top = H * 0.68
  const ph = H * 0.2
  const pc = lighten(bg, 0.22)
  const sh = c.rad([[0, '#2a2018', 0.5], [1, '#2a2018', 0]])
  c.add(`<ellipse cx="${r1(ax + pw * 0.25)}" cy="${r1(top + ph + 4)}" rx="${r1(pw * 0.85)}" ry="${r1(H * 0.035)}" fill="${sh}"/>`)
  c.path(`M${r1(ax - pw / 2)},${r1(top)}V${r1(top + ph)}A${r1(pw / 2)},${r1(pw * 0.1)} 0 0 0 ${r1(ax + pw / 2)},${r1(top + ph)}V${r1(top)}Z`, c.lin([[0, darken(pc, 0.1)], [0.3, lighten(pc, 0.1)], [0.7, pc], [1, darken(pc, 0.25)]], 0, 0, 1, 0))
  c.add(`<ellipse cx="${r1(ax)}" cy="${r1(top)}" rx="${r1(pw / 2)}" ry="${r1(pw * 0.1)}" fill="${c.lin([[0, lighten(pc, 0.5)], [1, lighten(pc, 0.2)]])}"/>`)
  void mood
  return top + pw * 0.025
}

/** A stage: dark curtains, boards, a spotlight pool. */
function stage(c: Ctx, mood: Mood, accent: string): number {
  const { W, H } = c
  const floorY = H * 0.62
  const curtain = mix(accent, '#5a0f18', 0.6)
  c.rect(0, 0, W, floorY, '#120e10')
  let folds = ''
  for (let i = 0; i < 14; i++) {
    const x = (i / 14) * W
    folds += `<rect x="${r1(x)}" y="0" width="${r1(W / 14)}" height="${r1(floorY)}" fill="url(#fold)"/>`
  }
  c.def(`<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(curtain, 0.6)}"/><stop offset=".45" stop-color="${curtain}"/><stop offset="1" stop-color="${darken(curtain, 0.5)}"/></linearGradient>`)
  c.add(`<g opacity=".55">${folds}</g>`)
  c.rect(0, floorY, W, H - floorY, c.lin([[0, '#2a1f18'], [1, '#4a3526']]))
  let boards = ''
  for (let i = -12; i <= 12; i++) boards += `M${r1(W / 2 + i * W * 0.03)},${r1(floorY)}L${r1(W / 2 + i * W * 0.11)},${H}`
  c.add(`<path d="${boards}" stroke="#1a120d" stroke-width="2" opacity=".7"/>`)
  // spotlight cone and pool
  const sx = W * 0.55
  c.path(poly([[sx - W * 0.05, 0], [sx + W * 0.05, 0], [sx + W * 0.22, H * 0.8], [sx - W * 0.22, H * 0.8]]), c.lin([[0, '#fff4d8', 0], [0.3, '#fff4d8', 0.16], [0.5, '#fff4d8', 0.24], [0.7, '#fff4d8', 0.16], [1, '#fff4d8', 0]], 0, 0, 1, 0))
  c.add(`<ellipse cx="${r1(sx)}" cy="${r1(H * 0.8)}" rx="${r1(W * 0.24)}" ry="${r1(H * 0.08)}" fill="${c.rad([[0, '#fff1cc', 0.75], [0.7, '#ffe6b0', 0.3], [1, '#ffe6b0', 0]])}"/>`)
  void mood
  return H * 0.8
}

/** A Paris street: a Haussmannian front, the kerb, and an old corrugated delivery van parked in front. */
function street(c: Ctx, mood: Mood, accent: string): number {
  const { W, H } = c
  const night = mood === 'night'
  const floorY = facade(c, mood, accent, 0.64)
  // roadway strip between the kerb and the pavement in front
  const roadTop = floorY + (H - floorY) * 0.1
  c.rect(0, roadTop, W, (H - floorY) * 0.45, c.lin([[0, night ? '#26262e' : '#8c8579'], [1, night ? '#1c1c22' : '#777064']]))
  c.rect(0, roadTop, W, 3, night ? '#444' : '#bdb5a8')
  // van (side view), painted in the accent colour
  const vl = W * 0.44
  const vh = vl * 0.52
  const vx = W * 0.42
  const vy = roadTop + (H - floorY) * 0.36
  const body = luminance(accent) < 0.03 ? '#2d2f33' : luminance(accent) > 0.6 ? '#c8c2b4' : accent
  c.add(`<ellipse cx="${r1(vx + vl * 0.5)}" cy="${r1(vy)}" rx="${r1(vl * 0.56)}" ry="${r1(H * 0.025)}" fill="${c.rad([[0, '#000', 0.5], [1, '#000', 0]])}"/>`)
  c.path(
    `M${r1(vx)},${r1(vy - vh * 0.14)}V${r1(vy - vh * 0.52)}Q${r1(vx + vl * 0.01)},${r1(vy - vh * 0.68)} ${r1(vx + vl * 0.1)},${r1(vy - vh * 0.72)}L${r1(vx + vl * 0.19)},${r1(vy - vh * 0.97)}Q${r1(vx + vl * 0.2)},${r1(vy - vh)} ${r1(vx + vl * 0.24)},${r1(vy - vh)}H${r1(vx + vl * 0.96)}Q${r1(vx + vl)},${r1(vy - vh)} ${r1(vx + vl)},${r1(vy - vh * 0.94)}V${r1(vy - vh * 0.14)}Z`,
    c.lin([[0, lighten(body, 0.22)], [0.55, body], [1, darken(body, 0.3)]]),
  )
  let ribs = ''
  for (let k = 0; k < 10; k++) ribs += `M${r1(vx + vl * (0.29 + k * 0.068))},${r1(vy - vh * 0.93)}V${r1(vy - vh * 0.22)}`
  c.add(`<path d="${ribs}" stroke="${darken(body, 0.28)}" stroke-width="5" opacity=".45"/><path d="${ribs}" stroke="${lighten(body, 0.4)}" stroke-width="2" opacity=".5" transform="translate(4 0)"/>`)
  c.add(`<path d="M${r1(vx + vl * 0.27)},${r1(vy - vh * 0.96)}V${r1(vy - vh * 0.16)}" stroke="${darken(body, 0.35)}" stroke-width="3"/>`)
  c.path(poly([[vx + vl * 0.115, vy - vh * 0.68], [vx + vl * 0.195, vy - vh * 0.9], [vx + vl * 0.25, vy - vh * 0.9], [vx + vl * 0.25, vy - vh * 0.68]]), night ? '#e9c27a' : c.lin([[0, '#8796a6'], [1, '#3e4856']]))
  c.rect(vx - 6, vy - vh * 0.2, vl + 12, vh * 0.06, '#d8d4cc')
  for (const wx of [0.15, 0.8]) {
    c.add(`<circle cx="${r1(vx + vl * wx)}" cy="${r1(vy - vh * 0.12)}" r="${r1(vh * 0.19)}" fill="${darken(body, 0.45)}"/>`)
    c.add(`<circle cx="${r1(vx + vl * wx)}" cy="${r1(vy - vh * 0.1)}" r="${r1(vh * 0.15)}" fill="#161616"/><circle cx="${r1(vx + vl * wx)}" cy="${r1(vy - vh * 0.1)}" r="${r1(vh * 0.065)}" fill="#c9c6bf"/>`)
  }
  c.add(`<circle cx="${r1(vx + vl * 0.025)}" cy="${r1(vy - vh * 0.44)}" r="${r1(vh * 0.055)}" fill="${night ? '#fff3c4' : '#f2efe6'}" stroke="#999" stroke-width="2"/>`)
  // front pavement for the shoes
  const pav = roadTop + (H - floorY) * 0.45
  c.rect(0, pav, W, H - pav, c.lin([[0, night ? '#34343c' : '#cbc4b8'], [1, night ? '#24242a' : '#b3ab9e']]))
  c.rect(0, pav, W, 4, night ? '#55555f' : '#e4ded3')
  return pav + (H - pav) * 0.55
}

/** A café terrace: striped awning, a marble bistro table, a rattan chair. */
function cafe(c: Ctx, mood: Mood, accent: string, emily = false): number {
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
  for (let i = 0; i < 16; i++) stripes += `<rect x="${r1((i * W) / 16)}" y="0" width="${r1(W / 32)}" height="${r1(H * 0.2)}"/>`
  c.rect(0, 0, W, H * 0.2, '#f6efe2')
  c.add(`<g fill="${aw}">${stripes}</g>`)
  let scallop = ''
  for (let i = 0; i < 16; i++) scallop += `M${r1((i * W) / 16)},${r1(H * 0.2)}a${r1(W / 32)},${r1(H * 0.03)} 0 0 0 ${r1(W / 16)},0Z`
  c.path(scallop, aw)
  // pavement
  c.rect(0, H * 0.65, W, H * 0.35, c.lin([[0, '#b5ab9b'], [1, '#8e8577']]))
  // table
  const tx = W * 0.32
  const ty = H * 0.58
  c.add(`<ellipse cx="${r1(tx)}" cy="${r1(H * 0.93)}" rx="${r1(W * 0.12)}" ry="${r1(H * 0.03)}" fill="${c.rad([[0, '#000', 0.35], [1, '#000', 0]])}"/>`)
  c.path(`M${r1(tx - 6)},${r1(ty)}V${r1(H * 0.9)}L${r1(tx - W * 0.06)},${r1(H * 0.93)}H${r1(tx + W * 0.06)}L${r1(tx + 6)},${r1(H * 0.9)}V${r1(ty)}Z`, '#1c1c1c')
  c.add(`<ellipse cx="${r1(tx)}" cy="${r1(ty)}" rx="${r1(W * 0.12)}" ry="${r1(H * 0.03)}" fill="#f1eee8"/><ellipse cx="${r1(tx)}" cy="${r1(ty + 5)}" rx="${r1(W * 0.12)}" ry="${r1(H * 0.03)}" fill="none" stroke="#8f8a82" stroke-width="3"/>`)
  c.add(`<path d="M${r1(tx + 20)},${r1(ty - 22)}h34l-4,20h-26z" fill="#fff"/><ellipse cx="${r1(tx + 37)}" cy="${r1(ty - 1)}" rx="28" ry="6" fill="#fff" stroke="#ccc"/>`)
  // bentwood bistro chair with a woven rattan seat
  const cx = W * 0.1
  const cy = H * 0.92
  const wood = '#6b4a2b'
  const pid = c.id('p')
  c.def(`<pattern id="${pid}" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#caa46a"/><path d="M0,6H12M6,0V12" stroke="#9c7640" stroke-width="3"/></pattern>`)
  const sy = cy - H * 0.27
  c.add(`<ellipse cx="${r1(cx + W * 0.06)}" cy="${r1(cy)}" rx="${r1(W * 0.08)}" ry="${r1(H * 0.015)}" fill="${c.rad([[0, '#000', 0.35], [1, '#000', 0]])}"/>`)
  c.add(
    `<g stroke="${wood}" stroke-width="11" fill="none" stroke-linecap="round">` +
      `<path d="M${r1(cx)},${r1(cy)}C${r1(cx + 6)},${r1(cy - H * 0.14)} ${r1(cx + 6)},${r1(sy)} ${r1(cx)},${r1(sy - H * 0.12)}C${r1(cx - 4)},${r1(sy - H * 0.2)} ${r1(cx + 6)},${r1(sy - H * 0.27)} ${r1(cx + 22)},${r1(sy - H * 0.28)}"/>` +
      `<path d="M${r1(cx + W * 0.125)},${r1(cy)}L${r1(cx + W * 0.115)},${r1(sy)}"/>` +
      `<ellipse cx="${r1(cx + W * 0.062)}" cy="${r1(cy - H * 0.12)}" rx="${r1(W * 0.06)}" ry="8" stroke-width="6"/>` +
      `</g>`,
  )
  c.rect(cx - 8, sy - 10, W * 0.14, 20, `url(#${pid})`, `rx="8" stroke="${wood}" stroke-width="4"`)
  c.path(`M${r1(cx + 2)},${r1(sy - H * 0.08)}C${r1(cx - 4)},${r1(sy - H * 0.18)} ${r1(cx + 4)},${r1(sy - H * 0.25)} ${r1(cx + 20)},${r1(sy - H * 0.26)}L${r1(cx + 24)},${r1(sy - H * 0.2)}C${r1(cx + 12)},${r1(sy - H * 0.19)} ${r1(cx + 10)},${r1(sy - H * 0.14)} ${r1(cx + 14)},${r1(sy - H * 0.08)}Z`, `url(#${pid})`, `stroke="${wood}" stroke-width="3"`)
  if (emily) beret(c, tx - W * 0.045, ty - 12, accent)
  return H * 0.92
}

/** The workshop near Fermo: shelves of beech lasts, a workbench, window light. */
function workshop(c: Ctx, mood: Mood, accent: string): number {
  const { W, H } = c
  c.rect(0, 0, W, H, c.lin([[0, '#d8c8b0'], [1, '#efe4d3']]))
  c.path(poly([[W * 0.05, 0], [W * 0.3, 0], [W * 0.45, H * 0.62], [W * 0.12, H * 0.62]]), c.lin([[0, '#fff8e8', 0], [0.25, '#fff8e8', 0.35], [0.75, '#fff8e8', 0.35], [1, '#fff8e8', 0]], 0, 0, 1, 0))
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
  c.add(`<g fill="${c.lin([[0, lighten(beech, 0.25)], [1, darken(beech, 0.2)]])}">${lasts}</g>`)
  c.add(`<g fill="#6e4b2e">${shelves}</g>`)
  // workbench
  c.rect(0, H * 0.68, W, H * 0.32, c.lin([[0, '#8a5d38'], [0.05, '#a8754a'], [1, '#6b4529']]))
  c.rect(0, H * 0.68, W, 4, '#d2a173', 'opacity=".7"')
  void mood
  void accent
  return H * 0.84
}

/** A shoemaker's last (pump last in beech), in a 300-unit box, floor at y = 0. */
const LAST_SHAPE =
  '<path d="M4,-99C-2,-112 -3,-138 1,-156C3,-166 8,-171 18,-172L58,-176C66,-176 72,-170 78,-160C92,-136 118,-104 160,-74C196,-50 236,-32 255,-16C262,-10 259,-5 251,-4.5L190,-1C172,-2 160,-11 145,-25C118,-52 84,-84 54,-93.5Z"/>'
const LAST_DETAIL = '<path d="M44,-174L60,-128" stroke="#7a5634" stroke-width="1.2" opacity=".6"/><ellipse cx="30" cy="-173" rx="8" ry="2.5" fill="#9aa0a6"/>'

const PAINTERS: Record<SceneKind, (c: Ctx, mood: Mood, accent: string) => number> = {
  facade,
  parquet,
  rooftop,
  staircase,
  garden,
  studio: (c, m, a) => studio(c, m, a),
  stage,
  street,
  cafe,
  workshop,
}

const SCENE_EN: Record<SceneKind, string> = {
  facade: 'in front of a Haussmannian façade',
  parquet: 'on a Versailles parquet floor',
  rooftop: 'on a Paris zinc rooftop at dusk',
  staircase: 'on a marble staircase',
  garden: 'on a gravel path in the Jardin du Luxembourg',
  studio: 'on a plinth in the studio',
  stage: 'in a spotlight on stage',
  street: 'in a Paris street, beside an old delivery van',
  cafe: 'on a café terrace',
  workshop: 'in the workshop',
}
const SCENE_FR: Record<SceneKind, string> = {
  facade: 'devant une façade haussmannienne',
  parquet: 'sur un parquet Versailles',
  rooftop: 'sur un toit de zinc parisien au crépuscule',
  staircase: 'sur un escalier de marbre',
  garden: 'sur une allée du jardin du Luxembourg',
  studio: 'sur un socle, en studio',
  stage: 'sous un projecteur, sur scène',
  street: 'dans une rue de Paris, près d’une vieille camionnette',
  cafe: 'à une terrasse de café',
  workshop: 'à l’atelier',
}

// ---------------------------------------------------------------------------------------------------------
// Lookbook

const LOOKBOOK_SCENES: SceneKind[] = ['facade', 'parquet', 'rooftop', 'staircase', 'garden']

/** Which setting a lookbook image uses (`color` is a slug or a hex; `index` starts at 1). */
export function lookbookScene(type: string, color: string, index: number): SceneKind {
  const n = Math.max(1, Math.floor(index))
  return pick(LOOKBOOK_SCENES, n - 1 + (hash(type + colorHex(color)) % 5))
}

/** Lookbook scene 1600×1200: the product, small, in an abstract Paris setting. `index` starts at 1. */
export function lookbookSvg(type: string, colorHex_: string, index: number): string {
  const hex = colorHex(colorHex_)
  const c = new Ctx(1600, 1200, prng(hash(`lookbook/${type}/${hex}/${index}`)))
  const kind = lookbookScene(type, colorHex_, index)
  const mood: Mood = kind === 'rooftop' ? 'dusk' : 'day'
  const floorY = PAINTERS[kind](c, mood, hex)
  const len = type === 'boots' ? 170 : 215
  const x = kind === 'garden' ? c.W * 0.38 : kind === 'facade' ? c.W * 0.48 : kind === 'staircase' ? c.W * 0.5 : c.W * (0.3 + c.rnd() * 0.3)
  placeProduct(c, { type, color: hex }, x, floorY, len, { pair: true, elev: 0.35, light: kind === 'garden' ? 0.3 : -0.6 })
  return c.svg()
}

// ---------------------------------------------------------------------------------------------------------
// Home hero slides

interface HeroPlan {
  product: Prod
  kind: SceneKind
  mood: Mood
  side: 'left' | 'right'
}

const ALL_PRODUCTS: Prod[] = Object.entries(COLORWAYS).flatMap(([type, colors]) => colors.map((color) => ({ type, color })))

export function heroPlan(index: number): HeroPlan {
  const i = Math.max(0, Math.floor(index))
  const product = ALL_PRODUCTS[(i * 7) % ALL_PRODUCTS.length]
  const kinds: SceneKind[] = ['studio', 'facade', 'rooftop', 'parquet', 'garden', 'staircase', 'studio', 'stage', 'street', 'rooftop']
  const kind = product.type === 'gloves' ? 'studio' : kinds[i % kinds.length]
  const mood: Mood = kind === 'rooftop' ? (i % 3 === 0 ? 'night' : 'dusk') : kind === 'street' && i % 2 ? 'dusk' : 'day'
  return { product, kind, mood, side: i % 2 ? 'left' : 'right' }
}

/** Home hero slide 1920×1080 (index 0 … 24, any integer accepted). The product sits on one side, leaving room for text. */
export function heroSvg(index: number): string {
  const plan = heroPlan(index)
  const c = new Ctx(1920, 1080, prng(hash(`hero/${index}`)))
  const hex = colorHex(plan.product.color)
  const px = plan.side === 'right' ? 0.68 : 0.32
  const floorY = plan.kind === 'studio' ? studio(c, plan.mood, hex, px) : PAINTERS[plan.kind](c, plan.mood, hex)
  const len = plan.kind === 'studio' ? 300 : plan.product.type === 'boots' ? 220 : 270
  const x = plan.kind === 'stage' ? c.W * 0.55 - len * 0.6 : plan.kind === 'street' ? c.W * 0.06 : c.W * px - len * (plan.kind === 'studio' ? 0.5 : 0.6)
  placeProduct(c, plan.product, x, floorY, len, { pair: plan.kind !== 'studio', elev: 0.3 })
  // gentle gradient on the text side for legibility
  const left = plan.side === 'right'
  c.rect(0, 0, c.W, c.H, c.lin([[0, '#000', left ? 0.18 : 0], [0.5, '#000', 0], [1, '#000', left ? 0 : 0.18]], 0, 0, 1, 0))
  return c.svg()
}

export function heroAlt(index: number): { en: string; fr: string } {
  const p = heroPlan(index)
  return productInScene(p.product, p.kind)
}

// ---------------------------------------------------------------------------------------------------------
// Alt text helpers

export function productPhrase(p: Prod): { en: string; fr: string } {
  const col = COLORS[p.color]
  const t = TYPES[p.type]
  if (!t) return { en: 'Maison Sabine shoes', fr: 'Souliers Maison Sabine' }
  const enColor = col ? col.en.toLowerCase() : ''
  const frColor = col ? col.frPlural[t.gender] : ''
  const en = `${enColor ? enColor + ' ' : ''}${t.en.toLowerCase()}`
  const fr = `${t.fr.toLowerCase()}${frColor ? ' ' + frColor : ''}`
  return { en: en.charAt(0).toUpperCase() + en.slice(1), fr: fr.charAt(0).toUpperCase() + fr.slice(1) }
}

export function productInScene(p: Prod, kind: SceneKind): { en: string; fr: string } {
  const ph = productPhrase(p)
  const pair = p.type === 'gloves' ? { en: 'A pair of', fr: 'Une paire de' } : { en: 'A pair of', fr: 'Une paire d’' }
  const frNoun = ph.fr.charAt(0).toLowerCase() + ph.fr.slice(1)
  const frJoin = /^[aeiouyéèh]/i.test(frNoun) ? `${pair.fr}${frNoun}` : `Une paire de ${frNoun}`
  return {
    en: `${pair.en} ${ph.en.toLowerCase()} ${SCENE_EN[kind]}, illustration`,
    fr: `${frJoin} ${SCENE_FR[kind]}, illustration`,
  }
}

export function lookbookAlt(type: string, color: string, index: number): { en: string; fr: string } {
  return productInScene({ type, color }, lookbookScene(type, color, index))
}

// ---------------------------------------------------------------------------------------------------------
// Editorial (articles)

const MOTIFS: Array<[RegExp, SceneKind]> = [
  [/roof|toit|zinc|dusk|sunset|crepuscule/, 'rooftop'],
  [/dance|danse|ballet|spotlight|stage|scene|theat|opera|odc|choreo|night-out/, 'stage'],
  [/van|road|trip|drive|route|camionnette|delivery|street|rue/, 'street'],
  [/garden|jardin|luxembourg|park|tuileries|spring|summer/, 'garden'],
  [/stair|escalier|marble|marbre/, 'staircase'],
  [/parquet|salon|apartment|home|versailles|interior/, 'parquet'],
  [/emily|cafe|coffee|terrace|terrasse|bistro|breakfast/, 'cafe'],
  [/atelier|workshop|craft|fermo|marche|last|leather|made|savoir|artisan|fabrication/, 'workshop'],
  [/paris|facade|haussmann|tournon|boutique|saint-germain|rive|left-bank/, 'facade'],
]

function articlePlan(key: string): { kind: SceneKind; mood: Mood; product: Prod; words: string[] } {
  const parts = key.split('/')
  const slug = parts[1] ?? key
  const words = slug.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)
  const h = hash(key)
  const hs = hash(slug)
  const joined = words.join('-')
  const matched = MOTIFS.filter(([re]) => re.test(joined)).map(([, k]) => k)
  const n = parts[2] === 'cover' || parts[2] === undefined ? 0 : Number(parts[2]) || 0
  const pool: SceneKind[] = matched.length ? matched : ['facade', 'parquet', 'staircase', 'garden', 'studio']
  // cover uses the main motif; numbered images rotate through motifs and then the general settings
  const kind = n === 0 ? pool[0] : n <= pool.length - 1 ? pool[n] : pick<SceneKind>(['studio', 'facade', 'parquet', 'staircase', 'garden', ...pool], h)
  const night = words.some((w) => /night|nuit|evening|soir|spotlight|black/.test(w))
  const mood: Mood = night ? 'night' : /dusk|sunset|roof/.test(joined) ? 'dusk' : 'day'
  // product: colour and type words from the slug, otherwise from the hash
  const colorWord = words.find((w) => COLORS[w]) ?? (words.includes('noir') ? 'black' : words.includes('rouge') ? 'red' : undefined)
  const typeWord = words
    .map((w) => (/pump|escarpin|heel/.test(w) ? 'pumps' : /ankle|bottine/.test(w) ? 'ankle-boots' : /boot|botte/.test(w) ? 'boots' : /sandal/.test(w) ? 'sandals' : /sneaker|basket/.test(w) ? 'sneakers' : /glove|gant/.test(w) ? 'gloves' : ''))
    .find(Boolean)
  let product: Prod
  const candidates = ALL_PRODUCTS.filter((p) => (!colorWord || p.color === colorWord) && (!typeWord || p.type === typeWord))
  if (candidates.length) product = candidates[(hs + n) % candidates.length]
  else product = ALL_PRODUCTS[(hs + n * 5) % ALL_PRODUCTS.length]
  if (/dance|danse|ballet|stage|spotlight|odc/.test(joined) && !typeWord) product = { type: 'pumps', color: colorWord && COLORWAYS.pumps.includes(colorWord) ? colorWord : 'red' }
  return { kind, mood, product, words }
}

/** Editorial image 1600×1000 for keys like 'article/<slug>/cover' or 'article/<slug>/<n>'. */
export function articleSvg(key: string): string {
  const plan = articlePlan(key)
  const c = new Ctx(1600, 1000, prng(hash(key)))
  const hex = colorHex(plan.product.color)
  const right = hash(key) % 2 === 0
  const floorY =
    plan.kind === 'studio'
      ? studio(c, plan.mood, hex, right ? 0.65 : 0.35)
      : plan.kind === 'cafe'
        ? cafe(c, plan.mood, hex, plan.words.includes('emily'))
        : PAINTERS[plan.kind](c, plan.mood, hex)
  const len = plan.kind === 'studio' ? 250 : 200
  const x = plan.kind === 'street' ? c.W * 0.08 : plan.kind === 'cafe' ? c.W * 0.52 : plan.kind === 'stage' ? c.W * 0.55 - len * 0.6 : c.W * (right ? 0.6 : 0.25)
  if (plan.kind === 'stage' && /dance|danse|ballet|odc/.test(plan.words.join('-'))) dancer(c, c.W * 0.55, floorY, c.H * 0.62, hex)
  else placeProduct(c, plan.product, x, floorY, len, { pair: plan.kind !== 'studio', elev: 0.3 })
  return c.svg()
}

export function articleAlt(key: string): { en: string; fr: string } {
  const plan = articlePlan(key)
  if (plan.kind === 'stage' && /dance|danse|ballet|odc/.test(plan.words.join('-'))) {
    const ph = productPhrase(plan.product)
    return {
      en: `A dancer in ${ph.en.toLowerCase()} under a spotlight on stage, illustration`,
      fr: `Une danseuse en ${ph.fr.toLowerCase()} sous un projecteur, sur scène, illustration`,
    }
  }
  const base = productInScene(plan.product, plan.kind)
  if (plan.mood === 'night' && plan.kind !== 'stage' && plan.kind !== 'studio' && plan.kind !== 'workshop') return { en: base.en.replace(', illustration', ' at night, illustration'), fr: base.fr.replace(', illustration', ', la nuit, illustration') }
  return base
}

function beret(c: Ctx, x: number, y: number, accent: string) {
  const col = luminance(accent) < 0.03 || luminance(accent) > 0.5 ? '#a3121f' : accent
  c.add(`<g transform="translate(${r1(x)} ${r1(y)})"><ellipse cx="0" cy="2" rx="62" ry="14" fill="${darken(col, 0.25)}"/><path d="M-60,0C-58,-22 -20,-30 6,-28C40,-26 62,-14 60,0C40,8 -40,8 -60,0Z" fill="${col}"/><path d="M-30,-18C-10,-26 20,-26 40,-16" stroke="${lighten(col, 0.3)}" stroke-width="4" fill="none" opacity=".5"/><path d="M2,-28q3,-9 10,-10" stroke="${darken(col, 0.3)}" stroke-width="4" fill="none" stroke-linecap="round"/></g>`)
}

/** A stylised dancer: a flowing silhouette, arms raised, skirt in motion, on pointe in heels. */
function dancer(c: Ctx, x: number, floorY: number, h: number, accent: string) {
  const k = h / 600
  const skin = '#2a2023'
  const dress = luminance(accent) < 0.03 ? '#1a1a1a' : accent
  const t = (s: string) => `<g transform="translate(${r1(x)} ${r1(floorY)}) scale(${r1(k * 1000) / 1000})">${s}</g>`
  c.add(`<ellipse cx="${r1(x)}" cy="${r1(floorY)}" rx="${r1(150 * k)}" ry="${r1(20 * k)}" fill="${c.rad([[0, '#000', 0.5], [1, '#000', 0]])}"/>`)
  c.add(
    t(
      // legs (one on pointe, one extended), torso, head with chignon, arms in an arc, skirt swirl
      `<path d="M-6,-250C-10,-180 -14,-90 -8,-20L-2,0L6,-2C4,-60 8,-170 10,-250Z" fill="${skin}"/>` +
        `<path d="M4,-250C40,-200 100,-150 170,-120L176,-128C110,-170 60,-220 26,-262Z" fill="${skin}"/>` +
        `<path d="M-30,-250C-90,-300 -120,-330 -40,-340C20,-346 80,-320 110,-270C70,-236 20,-228 -30,-250Z" fill="${dress}" opacity=".85"/>` +
        `<path d="M-60,-262C-130,-290 -150,-240 -90,-232C-40,-226 10,-236 60,-250" fill="none" stroke="${lighten(dress, 0.3)}" stroke-width="6" opacity=".6"/>` +
        `<path d="M-12,-330C-16,-380 -12,-420 -4,-450L16,-450C22,-420 22,-380 16,-330Z" fill="${skin}"/>` +
        `<ellipse cx="4" cy="-478" rx="20" ry="25" fill="${skin}"/><circle cx="-16" cy="-492" r="12" fill="${skin}"/>` +
        `<path d="M-4,-440C-60,-470 -100,-530 -80,-590M12,-440C60,-480 90,-540 60,-596" fill="none" stroke="${skin}" stroke-width="11" stroke-linecap="round"/>` +
        `<path d="M-8,-8L8,-8L12,4L-6,4Z" fill="${dress}"/><path d="M170,-124L190,-112" stroke="${dress}" stroke-width="9" stroke-linecap="round"/>`,
    ),
  )
}

// ---------------------------------------------------------------------------------------------------------
// Portraits

const PERSON_TONES = ['#e4d6c6', '#d3dad6', '#ead9cf', '#d8d2e0', '#e2dccb', '#d9c9bb']

/**
 * Stylised portrait 1000×1250: a cameo-like profile silhouette (no facial features) with hair, neck and a
 * garment in flat, softly lit tones, in front of an arched niche.
 */
export function portraitSvg(key: string): string {
  const h = hash(key)
  const r = prng(h)
  const c = new Ctx(1000, 1250, r)
  const bg = pick(PERSON_TONES, h)
  const coat = pick(['#1d1d22', '#8a4b22', '#5a1420', '#2f3a4a', '#8b7d6b', '#efe8da', '#a3121f', '#3d4a3e'], hash(key + ':coat'))
  const hair = pick(['#1e1511', '#3b2518', '#5e3f26', '#9c7650', '#2b2b2b', '#c2a47e'], hash(key + ':hair'))
  const skin = pick(['#e8c9ad', '#d6a989', '#b98562', '#8d5e41', '#f0d5bf'], hash(key + ':skin'))
  const hairStyle = hash(key + ':style') % 3
  const collar = hash(key + ':collar') % 3
  const facing = hash(key + ':facing') % 2 ? 1 : -1
  c.rect(0, 0, 1000, 1250, c.lin([[0, lighten(bg, 0.25)], [1, darken(bg, 0.08)]]))
  c.path('M210,1250V600A290,290 0 0 1 790,600V1250Z', darken(bg, 0.07))
  c.path('M210,1250V600A290,290 0 0 1 500,310V1250Z', '#fff', 'opacity=".08"')
  // profile facing right, in a 1000-wide box; mirrored when facing left
  const face: Array<[number, number]> = [
    [562, 935], [566, 880], [572, 832], [594, 803], [630, 790], [650, 770], [647, 750], [656, 734], [651, 722],
    [658, 709], [656, 695], [663, 687], [692, 666], [668, 628], [655, 607], [664, 588], [662, 556], [646, 496],
    [608, 450], [540, 424],
  ]
  const skull = 'C470,424 414,470 404,540C396,600 414,660 444,705C458,750 458,820 452,870L448,935Z'
  let g = ''
  // garment
  g += `<path d="M150,1250C160,1080 250,975 420,940L610,930C760,960 850,1060 860,1250Z" fill="${coat}"/>`
  g += `<path d="M150,1250C160,1080 250,975 420,940L500,935L470,1250Z" fill="#fff" opacity=".07"/>`
  // neck and face silhouette
  g += `<path d="${smoothPts(face)}${skull}" fill="${skin}"/>`
  if (collar === 0) g += `<path d="M420,940L520,1100L560,940Z" fill="${darken(coat, 0.25)}"/><path d="M600,932L540,1120L700,980Z" fill="${lighten(coat, 0.12)}"/><path d="M420,940L500,1250" stroke="${darken(coat, 0.3)}" stroke-width="5"/>`
  else if (collar === 1) g += `<path d="M430,950C430,880 460,850 470,845L590,845C600,860 610,900 610,945C560,975 470,975 430,950Z" fill="${darken(coat, 0.08)}"/><path d="M440,900C500,915 560,915 605,900M436,925C500,942 560,942 608,925" stroke="${darken(coat, 0.25)}" stroke-width="3" fill="none" opacity=".6"/>`
  else g += `<path d="M470,935C500,1010 560,1030 600,930" fill="none" stroke="#d4b25c" stroke-width="4"/><circle cx="536" cy="1012" r="9" fill="#e8d9a8"/>`
  // hair, behind the profile: cap from the hairline over the crown, then chignon, bob or long hair
  const cap = 'M648,500C640,462 600,426 540,420C470,416 412,462 402,540'
  if (hairStyle === 0) g += `<path d="${cap}C398,600 410,650 438,690C470,660 500,630 520,600C560,560 600,530 648,500Z" fill="${hair}"/><circle cx="416" cy="512" r="64" fill="${hair}"/><path d="M372,492C392,462 436,462 456,488" stroke="${lighten(hair, 0.25)}" stroke-width="5" fill="none" opacity=".5"/>`
  else if (hairStyle === 1) g += `<path d="${cap}C396,610 392,690 408,752C440,776 490,776 528,752C522,700 524,640 540,600C570,560 610,530 648,500Z" fill="${hair}"/><path d="M430,520C420,600 424,680 440,740" stroke="${lighten(hair, 0.22)}" stroke-width="4" fill="none" opacity=".5"/>`
  else g += `<path d="${cap}C394,620 388,760 392,860C396,920 420,960 440,975C480,960 505,930 512,880C518,800 508,700 530,620C560,570 605,532 648,500Z" fill="${hair}"/><path d="M428,560C418,660 416,780 436,900" stroke="${lighten(hair, 0.2)}" stroke-width="5" fill="none" opacity=".45"/>`
  g += `<circle cx="${hairStyle === 0 ? 528 : 532}" cy="${hairStyle === 1 ? 770 : 700}" r="8" fill="#d4b25c"/>`
  c.add(facing === 1 ? `<g>${g}</g>` : `<g transform="translate(1000 0) scale(-1 1)">${g}</g>`)
  // soft light
  c.rect(0, 0, 1000, 1250, c.lin([[0, '#fff', 0.1], [0.5, '#fff', 0], [1, '#3a2a1a', 0.1]], 0, 0, 1, 0.4))
  return c.svg()
}

function smoothPts(pts: Array<[number, number]>): string {
  let s = `M${pts[0][0]},${pts[0][1]}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]
    const p1 = pts[i]
    const p2 = pts[i + 1]
    const p3 = pts[Math.min(pts.length - 1, i + 2)]
    s += `C${r1(p1[0] + (p2[0] - p0[0]) / 6)},${r1(p1[1] + (p2[1] - p0[1]) / 6)} ${r1(p2[0] - (p3[0] - p1[0]) / 6)},${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${p2[0]},${p2[1]}`
  }
  return s
}

// ---------------------------------------------------------------------------------------------------------
// Page images

function lightTable(c: Ctx, hex: string) {
  const { W, H, rnd } = c
  c.rect(0, 0, W, H, '#5b5147')
  c.rect(W * 0.06, H * 0.08, W * 0.88, H * 0.84, c.rad([[0, '#fffdf6'], [0.7, '#f3ead8'], [1, '#e0d2b8']]), 'rx="14"')
  // a whole lambskin, seen from above: irregular outline
  const cx = W * 0.5
  const cy = H * 0.5
  let d = ''
  const n = 28
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * Math.PI * 2
    const leg = Math.abs(Math.sin(a * 2)) > 0.92 ? 1.25 : 1
    const rx = W * 0.3 * leg * (0.92 + rnd() * 0.12)
    const ry = H * 0.3 * leg * (0.92 + rnd() * 0.12)
    d += `${i ? 'L' : 'M'}${r1(cx + Math.cos(a) * rx)},${r1(cy + Math.sin(a) * ry)}`
  }
  c.add(`<path d="${d}Z" fill="#000" opacity=".2" transform="translate(10 14)" filter="${c.blur(10)}"/>`)
  c.add(`<path d="${d}Z" fill="${c.rad([[0, lighten(hex, 0.18)], [1, darken(hex, 0.18)]])}" stroke-linejoin="round"/>`)
  // chalk marks for the pattern pieces
  c.add(`<g fill="none" stroke="#f6f1e6" stroke-width="3" stroke-dasharray="10 7" opacity=".8"><path d="M${r1(cx - W * 0.18)},${r1(cy - H * 0.08)}c60,-60 200,-80 260,-30c-20,60 -180,80 -260,30z"/><path d="M${r1(cx + W * 0.02)},${r1(cy + H * 0.06)}c50,-40 150,-40 180,0c-30,40 -150,40 -180,0z"/></g>`)
  // paper template and knife
  c.path(`M${r1(W * 0.1)},${r1(H * 0.7)}l180,-40l40,90l-170,40z`, '#efe3c8', 'opacity=".95"')
  c.add(`<path d="M${r1(W * 0.76)},${r1(H * 0.78)}l150,-90" stroke="#3b2a1e" stroke-width="16" stroke-linecap="round"/><path d="M${r1(W * 0.76)},${r1(H * 0.78)}l-70,42" stroke="#c9ccd0" stroke-width="12" stroke-linecap="round"/>`)
}

function heelCovering(c: Ctx, hex: string) {
  const { W, H } = c
  c.rect(0, 0, W, H, c.lin([[0, '#d7c6ac'], [1, '#bfa27c']]))
  c.add(`<ellipse cx="${r1(W * 0.3)}" cy="${r1(H * 0.2)}" rx="${r1(W * 0.5)}" ry="${r1(H * 0.5)}" fill="${c.rad([[0, '#fff6e4', 0.35], [1, '#fff6e4', 0]])}"/>`)
  c.rect(0, H * 0.76, W, H * 0.24, c.lin([[0, '#8a5d38'], [0.04, '#7a5232'], [1, '#5e3e24']]))
  const m = material(hex, 'hc', false)
  c.def(matDefs(m))
  const heel = 'M4.5,-99C6.5,-84 12,-64 17,-46C20.5,-33 23,-18 24.5,-6L33.5,-6C32.5,-24 32,-40 33,-52C35,-70 42,-86 54,-93.5Z'
  const k = (H * 0.56) / 100
  const sh = c.rad([[0, '#000', 0.5], [1, '#000', 0]])
  const bare = c.lin([[0, '#d9d4ca'], [0.35, '#fbf8f2'], [1, '#bdb6aa']], 0, 0, 1, 0)
  for (const [x, covered] of [[0.3, false], [0.52, true]] as const) {
    const tx = W * x
    const ty = H * 0.84
    c.add(`<ellipse cx="${r1(tx + 29 * k)}" cy="${r1(ty)}" rx="${r1(16 * k)}" ry="${r1(2.2 * k)}" fill="${sh}"/>`)
    c.add(
      `<g transform="translate(${r1(tx)} ${r1(ty)}) scale(${r1(k * 100) / 100})">` +
        `<path d="${heel}" fill="${covered ? `url(#hch)` : bare}" stroke="${covered ? m.edge : '#a59d90'}" stroke-width=".35"/>` +
        (covered ? soft('M10,-84C13,-66 18,-40 25,-10', m.shine, 2, m.spec, false) : '') +
        `<path d="M24.5,-6L33.5,-6L33.6,0L24.6,0Z" fill="#141110"/><path d="M4.5,-99L54,-93.5" stroke="${covered ? '#2a2a2a' : '#9e968a'}" stroke-width="1.2"/>` +
        `</g>`,
    )
  }
  // a lambskin offcut and a bone folder on the bench
  c.path(`M${r1(W * 0.68)},${r1(H * 0.86)}c60,-34 170,-26 214,8c-34,34 -164,40 -214,-8z`, hex)
  c.path(`M${r1(W * 0.68)},${r1(H * 0.86)}c60,-34 170,-26 214,8c-60,-14 -150,-16 -214,-8z`, '#fff', 'opacity=".12"')
  c.add(`<path d="M${r1(W * 0.08)},${r1(H * 0.9)}l240,-34" stroke="#efe6d2" stroke-width="20" stroke-linecap="round"/>`)
}

function lastsRow(c: Ctx) {
  const { W, H } = c
  c.rect(0, 0, W, H, c.lin([[0, '#2f2a25'], [1, '#4a3f35']]))
  c.add(`<ellipse cx="${r1(W * 0.3)}" cy="${r1(H * 0.25)}" rx="${r1(W * 0.55)}" ry="${r1(H * 0.5)}" fill="${c.rad([[0, '#fff2d6', 0.22], [1, '#fff2d6', 0]])}"/>`)
  c.rect(0, H * 0.72, W, H * 0.28, c.lin([[0, '#8a6040'], [0.04, '#7a5535'], [1, '#543822']]))
  c.rect(0, H * 0.72, W, 3, '#c79a6c', 'opacity=".6"')
  const beech = c.lin([[0, '#f0d6ae'], [0.5, '#d9ae78'], [1, '#a97a4a']])
  const sh = c.rad([[0, '#000', 0.55], [1, '#000', 0]])
  const s = (W * 0.2) / 262
  for (let i = 0; i < 4; i++) {
    const x = W * (0.05 + i * 0.235)
    const y = H * (0.8 - (i % 2) * 0.05)
    c.add(`<ellipse cx="${r1(x + 140 * s)}" cy="${r1(y)}" rx="${r1(150 * s)}" ry="${r1(9 * s)}" fill="${sh}"/>`)
    c.add(`<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * 1000) / 1000})"><g fill="${beech}">${LAST_SHAPE}</g>${LAST_DETAIL}<path d="M20,-160C30,-120 90,-90 150,-66" stroke="#fff" stroke-width="6" opacity=".15" fill="none"/></g>`)
  }
}

function pitchDiagram(c: Ctx) {
  const { W, H } = c
  c.rect(0, 0, W, H, '#f4f0e8')
  const k = H * 0.0042
  const ox = W * 0.2
  const oy = H * 0.82
  const beech = c.lin([[0, '#ecd0a6'], [1, '#b8895a']])
  c.add(`<path d="M0,${r1(oy)}H${W}" stroke="#b9ad9a" stroke-width="2"/>`)
  c.add(`<g transform="translate(${r1(ox)} ${r1(oy)}) scale(${r1(k * 100) / 100})"><g fill="${beech}">${LAST_SHAPE}</g>` +
    `${LAST_DETAIL}<path d="M4.5,-99C6.5,-84 12,-64 17,-46C20.5,-33 23,-18 24.5,-6L33.5,-6C32.5,-24 32,-40 33,-52C35,-70 42,-86 54,-93.5Z" fill="none" stroke="#8a7f70" stroke-width=".7" stroke-dasharray="2 1.5"/>` +
    `<path d="M4,-99C30,-96 60,-90 90,-72C120,-52 150,-22 190,-1L250,-3" fill="none" stroke="#a3121f" stroke-width="1" stroke-dasharray="3 2"/>` +
    `<path d="M-20,0V-99M-24,-95L-20,-99L-16,-95M-24,-4L-20,0L-16,-4" fill="none" stroke="#1a1a1a" stroke-width=".8"/>` +
    `<path d="M185,6H235" stroke="#1a1a1a" stroke-width=".8"/><text x="-28" y="-46" font-family="${SERIF}" font-size="9" text-anchor="end" fill="#1a1a1a">10 cm</text></g>`)
}

function figureInCoat(c: Ctx, x: number, floorY: number, h: number) {
  const k = h / 1000
  const coat = '#b08a62'
  let s = ''
  s += `<path d="M-18,-300L-24,-20L-6,-20L2,-300ZM22,-300L30,-24L46,-24L34,-300Z" fill="#e3c9ad"/>`
  s += `<path d="M-90,-330C-80,-560 -70,-700 -40,-780L40,-780C70,-700 90,-560 110,-330C60,-310 -40,-310 -90,-330Z" fill="${coat}"/>`
  s += `<path d="M10,-780L0,-330" stroke="${darken(coat, 0.25)}" stroke-width="4"/>`
  s += `<path d="M-40,-780C-70,-700 -86,-600 -80,-480L-60,-480C-60,-600 -50,-700 -20,-760Z" fill="${darken(coat, 0.12)}"/>`
  s += `<path d="M-12,-780L-8,-830L26,-830L30,-780Z" fill="#e3c9ad"/><ellipse cx="10" cy="-872" rx="40" ry="50" fill="#e3c9ad"/>`
  s += `<path d="M-30,-880C-30,-940 50,-940 50,-880C40,-910 -20,-910 -30,-880Z" fill="#2a1c14"/><circle cx="30" cy="-910" r="22" fill="#2a1c14"/>`
  c.add(`<ellipse cx="${r1(x + 20 * k)}" cy="${r1(floorY)}" rx="${r1(150 * k)}" ry="${r1(18 * k)}" fill="${c.rad([[0, '#000', 0.35], [1, '#000', 0]])}"/>`)
  c.add(`<g transform="translate(${r1(x)} ${r1(floorY)}) scale(${r1(k * 1000) / 1000})">${s}</g>`)
  const m = material('#111111', c.id('m'), false)
  c.def(matDefs(m))
  const sk = k * 0.3
  c.add(`<g transform="translate(${r1(x - 40 * k)} ${r1(floorY)}) scale(${r1(sk * 1000) / 1000})">${shoe('ankle-boots', m, 0.1, c.id('s'))}</g>`)
  c.add(`<g transform="translate(${r1(x + 10 * k)} ${r1(floorY + 4 * k)}) scale(${r1(sk * 1000) / 1000})">${shoe('ankle-boots', m, 0.1, c.id('s'))}</g>`)
}

/** Generic page image (1600×1000) for 'page/<slug>/<n>' keys. */
export function pageSvg(key: string): string {
  const [, slug = '', nStr = '1'] = key.split('/')
  const n = Number(nStr) || 1
  const c = new Ctx(1600, 1000, prng(hash(key)))
  if (slug === 'fabrication' && n === 1) lastsRow(c)
  else if (slug === 'fabrication' && n === 2) lightTable(c, '#8a4b22')
  else if (slug === 'fabrication' && n === 3) heelCovering(c, '#111111')
  else if (slug === 'comfort') pitchDiagram(c)
  else if (slug === 'brand') {
    const fy = workshop(c, 'day', '#8a4b22')
    placeProduct(c, { type: 'pumps', color: 'black' }, c.W * 0.12, fy, 230, { pair: true })
  } else if (slug === 'shop-the-look') {
    const fy = facade(c, 'day', '#111111')
    figureInCoat(c, c.W * 0.62, fy + 40, 760)
  } else {
    const kinds: SceneKind[] = ['facade', 'parquet', 'staircase', 'garden', 'studio']
    const kind = pick(kinds, hash(slug) + n)
    const p = ALL_PRODUCTS[(hash(key) >>> 3) % ALL_PRODUCTS.length]
    const fy = kind === 'studio' ? studio(c, 'day', colorHex(p.color), 0.6) : PAINTERS[kind](c, 'day', colorHex(p.color))
    placeProduct(c, p, c.W * (kind === 'studio' ? 0.52 : 0.45), fy, 220, { pair: kind !== 'studio' })
  }
  return c.svg()
}

export function pageAlt(key: string): { en: string; fr: string } {
  const [, slug = '', nStr = '1'] = key.split('/')
  const n = Number(nStr) || 1
  if (slug === 'fabrication' && n === 1) return { en: 'A row of beechwood master lasts in the workshop, illustration', fr: 'Une rangée de formes maîtresses en hêtre à l’atelier, illustration' }
  if (slug === 'fabrication' && n === 2) return { en: 'A lambskin on a lit table, marked for cutting, illustration', fr: 'Une peau d’agneau sur une table lumineuse, tracée pour la coupe, illustration' }
  if (slug === 'fabrication' && n === 3) return { en: 'A 10 cm heel being covered in black lambskin, illustration', fr: 'Un talon de 10 cm en cours de gainage d’agneau noir, illustration' }
  if (slug === 'comfort') return { en: 'Side view of a 10 cm last showing the pitch from heel to forepart, illustration', fr: 'Vue de profil d’une forme de 10 cm montrant la cambrure du talon à l’avant-pied, illustration' }
  if (slug === 'brand') return { en: 'The workshop: shelves of beech lasts above the workbench and a pair of black pumps, illustration', fr: 'L’atelier : des formes en hêtre au-dessus de l’établi et une paire d’escarpins noirs, illustration' }
  if (slug === 'shop-the-look') return { en: 'A woman in a long camel coat and black ankle boots in front of a Paris doorway, illustration', fr: 'Une femme en long manteau camel et bottines noires devant une porte cochère parisienne, illustration' }
  const kinds: SceneKind[] = ['facade', 'parquet', 'staircase', 'garden', 'studio']
  const kind = pick(kinds, hash(slug) + n)
  const p = ALL_PRODUCTS[(hash(key) >>> 3) % ALL_PRODUCTS.length]
  return productInScene(p, kind)
}

// ---------------------------------------------------------------------------------------------------------
// Press wordmarks

/** Typographic wordmark 600×200 for a press publication (name or slug; slugs are title-cased). */
export function logoSvg(name: string): string {
  const label = /^[a-z0-9-]+$/.test(name) ? name.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') : name
  const h = hash(label)
  const c = new Ctx(600, 200, prng(h))
  const style = h % 6
  const ink = '#1b1918'
  const len = label.length
  const fit = (base: number, perChar: number, width = 540) => Math.min(base, Math.floor(width / Math.max(1, len * perChar)))
  const t = (s: string) => escapeXml(s)
  const words = label.split(' ')
  if (style === 0) {
    c.add(`<text x="300" y="${r1(100 + fit(58, 0.48) * 0.32)}" font-family="${SERIF}" font-size="${fit(58, 0.48)}" font-style="italic" text-anchor="middle" fill="${ink}">${t(label)}</text>`)
  } else if (style === 1) {
    const fs = fit(32, 0.98)
    c.add(`<path d="M40,60H560M40,64H560M40,136H560M40,140H560" stroke="${ink}" stroke-width="1"/>`)
    c.add(`<text x="300" y="${r1(100 + fs * 0.35)}" font-family="${SERIF}" font-size="${fs}" letter-spacing="${r1(fs * 0.2)}" text-anchor="middle" fill="${ink}">${t(label.toUpperCase())}</text>`)
  } else if (style === 2) {
    const fs = fit(46, 0.56)
    c.add(`<text x="300" y="${r1(96 + fs * 0.3)}" font-family="${SANS}" font-size="${fs}" font-weight="700" letter-spacing="-1" text-anchor="middle" fill="${ink}">${t(label)}</text>`)
    c.add(`<rect x="276" y="${r1(118 + fs * 0.3)}" width="48" height="4" fill="#a3121f"/>`)
  } else if (style === 3 && words.length > 1) {
    // two lines: a small spaced kicker, then the rest large
    const kicker = words[0]
    const rest = words.slice(1).join(' ')
    const fs = Math.min(56, Math.floor(540 / Math.max(1, rest.length * 0.5)))
    c.add(`<text x="300" y="62" font-family="${SANS}" font-size="14" letter-spacing="8" text-anchor="middle" fill="#6b645c">${t(kicker.toUpperCase())}</text>`)
    c.add(`<text x="300" y="${r1(92 + fs * 0.55)}" font-family="${SERIF}" font-size="${fs}" text-anchor="middle" fill="${ink}">${t(rest)}</text>`)
  } else if (style === 4) {
    const fs = fit(30, 0.7, 420)
    const initials = words.filter((w) => /^[A-Za-zÀ-ÿ]/.test(w) && w.length > 2).map((w) => w[0].toUpperCase()).slice(0, 2).join('')
    c.add(`<circle cx="70" cy="100" r="44" fill="none" stroke="${ink}" stroke-width="1.5"/><text x="70" y="112" font-family="${SERIF}" font-size="34" font-style="italic" text-anchor="middle" fill="${ink}">${t(initials)}</text>`)
    c.add(`<text x="136" y="${r1(100 + fs * 0.35)}" font-family="${SERIF}" font-size="${fs}" letter-spacing="${r1(fs * 0.12)}" fill="${ink}">${t(label.toUpperCase())}</text>`)
  } else {
    const fs = fit(52, 0.5)
    c.add(`<text x="300" y="${r1(92 + fs * 0.3)}" font-family="${SERIF}" font-size="${fs}" font-weight="700" text-anchor="middle" fill="${ink}">${t(label)}</text>`)
    c.add(`<path d="M240,${r1(120 + fs * 0.3)}H360" stroke="${ink}" stroke-width="1"/><circle cx="300" cy="${r1(120 + fs * 0.3)}" r="3" fill="${ink}"/>`)
  }
  return c.svg()
}
