// Product illustrations: each style drawn in millimetres on one shared 10 cm last (floor at y = 0, toe to the
// right, heel back at x ≈ 0), lit like a studio photograph: vertical leather gradient, blurred specular streaks
// clipped to the upper, rim darkening, lining visible from a slightly raised camera, tonal stitching.
import { C, L, P, d, join, lift, offset, reverse, sample, smooth, type Path, type Pt } from './geom'
import { colorHex } from './palette'
import { darken, lighten, luminance, mix, r1, svgDoc } from './util'

export type ProductView = 'side' | 'three-quarter' | 'pair' | 'detail'
export interface ProductOpts {
  /** Backdrop: 'ivory' (default for mid and dark colours) or 'grey' (default for light colours). */
  backdrop?: 'ivory' | 'grey' | 'none'
  width?: number
  height?: number
}

// ---------------------------------------------------------------------------------------------------------
// Materials

export interface Mat {
  id: string
  base: string
  hi: string
  lo: string
  rim: string
  spec: number
  /** Colour of specular highlights (tinted, so colours do not look like plastic). */
  shine: string
  edge: string
  sole: string
  lining: string
  liningLo: string
  stitch: string
  light: boolean
  /** High quality: broad highlights blurred with an SVG filter (one per shoe). Off in small scene insets. */
  hq: boolean
  /** Filter region in the drawing's own units (x, y, w, h), for close crops where most of the art is off-canvas. */
  region?: [number, number, number, number]
}

export function material(hex: string, id: string, hq = true): Mat {
  const lum = luminance(hex)
  const light = lum > 0.45
  const dark = lum < 0.02
  return {
    id,
    base: hex,
    hi: dark ? '#4b4a4c' : light ? lighten(hex, 0.55) : lighten(hex, 0.28),
    lo: dark ? '#000000' : light ? mix(hex, '#6e6253', 0.32) : darken(hex, 0.5),
    rim: dark ? '#000000' : light ? mix(hex, '#5d5246', 0.45) : darken(hex, 0.6),
    spec: dark ? 0.5 : light ? 0.85 : 0.5,
    shine: dark ? '#dde2ea' : light ? '#ffffff' : lighten(hex, 0.7),
    edge: dark ? '#000000' : light ? mix(hex, '#4a4036', 0.45) : darken(hex, 0.55),
    sole: dark ? '#1b1613' : light ? mix(hex, '#6b5844', 0.55) : darken(mix(hex, '#3a2a1e', 0.5), 0.35),
    lining: '#e2cfb4',
    liningLo: '#a88c6c',
    stitch: dark ? '#3c3a3b' : light ? mix(hex, '#7a6a58', 0.45) : darken(hex, 0.35),
    light,
    hq,
  }
}

export function matDefs(m: Mat): string {
  const i = m.id
  return (
    `<linearGradient id="${i}v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${m.hi}"/><stop offset=".42" stop-color="${m.base}"/><stop offset="1" stop-color="${m.lo}"/></linearGradient>` +
    `<linearGradient id="${i}d" x1="0" y1="0" x2=".25" y2="1"><stop offset="0" stop-color="${m.hi}"/><stop offset=".35" stop-color="${m.base}"/><stop offset=".8" stop-color="${m.base}"/><stop offset="1" stop-color="${mix(m.base, m.lo, 0.7)}"/></linearGradient>` +
    `<linearGradient id="${i}h" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${m.lo}"/><stop offset=".38" stop-color="${m.hi}"/><stop offset=".62" stop-color="${m.base}"/><stop offset="1" stop-color="${m.lo}"/></linearGradient>` +
    `<linearGradient id="${i}n" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${m.lining}"/><stop offset="1" stop-color="${m.liningLo}"/></linearGradient>` +
    (m.region
      ? `<filter id="${i}b" filterUnits="userSpaceOnUse" x="${r1(m.region[0])}" y="${r1(m.region[1])}" width="${r1(m.region[2])}" height="${r1(m.region[3])}"><feGaussianBlur stdDeviation="3.2"/></filter>`
      : `<filter id="${i}b" x="-8%" y="-8%" width="116%" height="116%"><feGaussianBlur stdDeviation="3.2"/></filter>`) +
    `<radialGradient id="${i}s"><stop offset="0" stop-color="#1e1610"/><stop offset=".5" stop-color="#1e1610" stop-opacity=".55"/><stop offset="1" stop-color="#1e1610" stop-opacity="0"/></radialGradient>`
  )
}

/**
 * A soft, blur-like stroke without SVG filters (librsvg filters are slow): stacked round strokes of growing
 * width and falling opacity.
 */
export function soft(d: string, color: string, w: number, a: number, fine = true): string {
  const layers: Array<[number, number]> = fine
    ? [
        [2.6, 0.1],
        [2.1, 0.12],
        [1.65, 0.14],
        [1.25, 0.16],
        [0.9, 0.18],
        [0.55, 0.22],
      ]
    : [
        [2.4, 0.2],
        [1.5, 0.28],
        [0.7, 0.36],
      ]
  return (
    `<g fill="none" stroke="${color}" stroke-linecap="round" stroke-linejoin="round">` +
    layers
      .map(([k, o]) => `<path d="${d}" stroke-width="${r1(w * k)}" opacity="${Math.round(a * o * 100) / 100}"/>`)
      .join('') +
    `</g>`
  )
}

/** Broad specular highlight: one blurred group in high quality, stacked strokes otherwise. */
export function glow(m: Mat, d: string, w: number, a: number): string {
  return glows(m, [[d, w, a]])
}

/** Several highlights sharing one filter pass. */
export function glows(m: Mat, items: Array<[string, number, number]>): string {
  if (!m.hq) return items.map(([d, w, a]) => soft(d, m.shine, w, a, false)).join('')
  const op = (a: number) => Math.round(Math.min(1, a) * 100) / 100
  return (
    `<g fill="none" stroke="${m.shine}" stroke-linecap="round" filter="url(#${m.id}b)">` +
    items.map(([d, w, a]) => `<path d="${d}" stroke-width="${r1(w * 1.3)}" opacity="${op(a)}"/>`).join('') +
    `</g>`
  )
}

// ---------------------------------------------------------------------------------------------------------
// The shared 10 cm last

const HEEL_BACK: Pt = [4.5, -99]
const BREAST: Pt = [54, -93.5]
/** Outsole underside, heel breast → toe tip. */
const UNDER = P(
  BREAST,
  C([84, -84], [118, -52], [144, -25]),
  C([159, -11], [172, -2], [190, -0.6]),
  L([220, 0]),
  C([236, 0], [250, -2.5], [259, -5.5]),
)
const COUNTER = P(HEEL_BACK, C([2.5, -108], [-0.5, -122], [0, -136]))
const TOE_TIP = P([258.5, -10], C([261.5, -8.5], [261.5, -6], [259, -5.5]))

function heelPath(): string {
  return 'M4.5,-99C6.5,-84 12,-64 17,-46C20.5,-33 23,-18 24.5,-6L33.5,-6C32.5,-24 32,-40 33,-52C35,-70 42,-86 54,-93.5Z'
}

interface Shape {
  upper: Path
  /** Opening edge (near side), used for the lining seen from a raised camera and the top stitching. */
  topline?: Path
  /** How far (mm) the far edge of the opening rises for elevation 1; skew of the bump. */
  openDepth?: number
  openSkew?: number
  highlights: string[]
  /** Upper gradient: 'v' vertical (low styles) or 'd' diagonal (shafts). */
  grad: 'v' | 'd'
  seams?: string[]
  stitches?: string[]
}

function pumpShape(): Shape {
  const topline = P([3, -157], C([22, -151], [44, -131], [72, -113]), C([102, -94], [130, -76], [160, -63]))
  const vamp = P([160, -63], C([194, -52.5], [234, -36], [258.5, -10]))
  const back = join(COUNTER, P([0, -136], C([1, -146], [2, -152], [3, -157])))
  const upper = join(topline, vamp, TOE_TIP, reverse(UNDER), P(HEEL_BACK), reverse(back))
  return {
    upper,
    topline,
    grad: 'v',
    openDepth: 30,
    openSkew: 0.42,
    highlights: [
      'M170,-56C200,-46 228,-33 250,-14',
      'M14,-146C12,-134 12,-120 15,-108',
      'M70,-104C100,-86 125,-71 150,-60',
    ],
  }
}

const FRONT_LOW = P(
  [99, -176],
  C([108, -142], [128, -112], [150, -90]),
  C([170, -72], [200, -54], [226, -38]),
  C([243, -28], [254, -17], [258.5, -10]),
)

function ankleBootShape(elev: number): Shape {
  const sag = elev * 10
  const topline = P([10, -262], C([36, -263 + sag], [66, -266 + sag], [92, -266]))
  const front = join(P([92, -266], C([91, -236], [91, -204], [99, -176])), FRONT_LOW)
  const back = join(COUNTER, P([0, -136], C([3, -158], [13, -172], [14, -196]), C([15, -222], [11, -246], [10, -262])))
  const upper = join(topline, front, TOE_TIP, reverse(UNDER), P(HEEL_BACK), reverse(back))
  return {
    upper,
    topline,
    grad: 'd',
    openDepth: 22,
    openSkew: 0.5,
    highlights: [
      'M78,-252C77,-220 79,-196 90,-170C108,-132 146,-96 190,-66C214,-50 234,-36 250,-18',
      'M12,-146C19,-166 25,-190 24,-236',
    ],
    seams: ['M52,-266C50,-226 47,-186 52,-148C55,-126 58,-110 60,-96'],
    stitches: ['M49.6,-266C47.6,-226 44.6,-186 49.6,-148C52.6,-126 55.6,-110 57.6,-96'],
  }
}

function bootShape(elev: number): Shape {
  const sag = elev * 12
  const topline = P([6, -484], C([42, -488 + sag], [80, -494 + sag], [116, -494]))
  const front = join(
    P([116, -494], C([112, -440], [104, -380], [100, -320]), C([96, -262], [93, -210], [99, -176])),
    FRONT_LOW,
  )
  const back = join(
    COUNTER,
    P(
      [0, -136],
      C([3, -156], [14, -170], [15, -196]),
      C([16, -240], [-6, -290], [-6, -345]),
      C([-6, -400], [2, -450], [6, -484]),
    ),
  )
  const upper = join(topline, front, TOE_TIP, reverse(UNDER), P(HEEL_BACK), reverse(back))
  return {
    upper,
    topline,
    grad: 'd',
    openDepth: 26,
    openSkew: 0.5,
    highlights: [
      'M100,-470C94,-400 86,-320 86,-250C86,-200 96,-160 124,-126C156,-90 200,-60 250,-18',
      'M10,-460C4,-420 1,-380 2,-340C4,-300 17,-250 21,-214',
    ],
    seams: ['M58,-490C56,-420 52,-330 58,-250C62,-200 68,-150 84,-118'],
    stitches: ['M55.6,-490C53.6,-420 49.6,-330 55.6,-250C59.6,-200 65.6,-150 81.6,-118'],
  }
}

// ---------------------------------------------------------------------------------------------------------
// Painters for heeled styles

function floorShadow(id: string, x0: number, x1: number, heelX: number | null, elev: number, opacity = 1): string {
  const cx = (x0 + x1) / 2
  const ry = 4 + elev * 14
  const f = `url(#${id}s)`
  let s = `<ellipse cx="${r1(cx + 8)}" cy="${r1(1 + elev * 4)}" rx="${r1((x1 - x0) / 2 + 30)}" ry="${r1(ry * 2 + 6)}" fill="${f}" opacity="${r1(0.3 * opacity * 100) / 100}"/>`
  s += `<ellipse cx="${r1(x1 - 45)}" cy="0.6" rx="56" ry="${r1(3.5 + elev * 5)}" fill="${f}" opacity="${r1(0.6 * opacity * 100) / 100}"/>`
  if (heelX !== null)
    s += `<ellipse cx="${heelX}" cy="0.6" rx="13" ry="${r1(3 + elev * 3)}" fill="${f}" opacity="${r1(0.8 * opacity * 100) / 100}"/>`
  return s
}

function heelAndSole(m: Mat): string {
  const soleD = d({
    start: [BREAST[0], BREAST[1] - 1.5],
    segs: UNDER.segs.map((s) =>
      'c1' in s
        ? C([s.c1[0], s.c1[1] - 1.5], [s.c2[0], s.c2[1] - 1.5], [s.p[0], s.p[1] - 1.5])
        : L([s.p[0], s.p[1] - 1.5]),
    ),
  })
  return (
    `<path d="${heelPath()}" fill="url(#${m.id}h)"/>` +
    soft('M10,-84C13,-66 18,-40 25,-10', m.shine, 2, m.spec, m.hq) +
    soft('M30,-10C29,-30 30,-50 36,-68', m.rim, 1.8, 0.6, m.hq) +
    `<path d="${heelPath()}" fill="none" stroke="${m.edge}" stroke-width=".5" opacity=".6"/>` +
    `<path d="M24.5,-6L33.5,-6L33.6,0L24.6,0Z" fill="#141110"/>` +
    `<path d="${soleD}" fill="none" stroke="${m.sole}" stroke-width="3.2" stroke-linejoin="round"/>`
  )
}

function lining(m: Mat, topline: Path, depth: number, skew: number, clipId: string): string {
  const near = sample(topline, 10)
  const far = lift(near, depth, skew)
  const lens = smooth(near) + smooth([...far].reverse(), true) + 'Z'
  // Inside: far wall lining with a soft shadow cast by the near wall, then the insole deep inside.
  const shadow = smooth(offset(near, Math.min(3, depth * 0.15)))
  return (
    `<clipPath id="${clipId}"><path d="${lens}"/></clipPath>` +
    `<path d="${lens}" fill="url(#${m.id}n)"/>` +
    `<g clip-path="url(#${clipId})">${soft(shadow, '#5a4634', Math.max(2.5, depth * 0.3), 0.55, m.hq)}</g>` +
    (depth > 12 ? stamp(near, far) : '') +
    `<path d="${smooth(far)}" fill="none" stroke="${m.base}" stroke-width="1.8"/>` +
    `<path d="${smooth(far)}" fill="none" stroke="${m.hi}" stroke-width=".6" opacity=".7"/>`
  )
}

/** The house stamp in gold foil on the sock lining, near the heel. */
function stamp(near: Pt[], far: Pt[]): string {
  const i = Math.round(near.length * 0.22)
  const x = (near[i][0] + far[i][0]) / 2
  const y = near[i][1] * 0.35 + far[i][1] * 0.65
  const ang = (Math.atan2(near[i + 2][1] - near[i][1], near[i + 2][0] - near[i][0]) * 180) / Math.PI
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(ang)})" fill="none" stroke="#b8933e" stroke-width=".45" opacity=".9"><ellipse rx="9" ry="3.2"/><path d="M-5,0H5"/></g>`
}

function upperPainter(m: Mat, s: Shape, elev: number, clipId: string): string {
  const ud = d(s.upper, true)
  let out = `<clipPath id="${clipId}"><path d="${ud}"/></clipPath>`
  if (s.topline && elev > 0) out += lining(m, s.topline, (s.openDepth ?? 24) * elev, s.openSkew ?? 0.5, `${clipId}l`)
  out += `<path d="${ud}" fill="url(#${m.id}${s.grad})"/>`
  out += `<g clip-path="url(#${clipId})">`
  out += soft(ud, m.rim, 8, 0.75, m.hq)
  out += glow(m, s.highlights.join(''), 7.5, m.spec * 1.25)
  out += `<g fill="none" stroke-linecap="round" stroke="${m.shine}">`
  for (const h of s.highlights) out += `<path d="${h}" stroke-width="1.4" opacity="${r1(m.spec * 0.35 * 100) / 100}"/>`
  out += `</g>`
  for (const sm of s.seams ?? [])
    out += `<path d="${sm}" fill="none" stroke="${m.rim}" stroke-width=".7" opacity=".8"/><path d="${sm}" transform="translate(0 .9)" fill="none" stroke="${m.hi}" stroke-width=".5" opacity=".5"/>`
  for (const st of s.stitches ?? [])
    out += `<path d="${st}" fill="none" stroke="${m.stitch}" stroke-width=".55" stroke-dasharray="2.2 1.6" opacity=".9"/>`
  if (s.topline) {
    const tl = sample(s.topline, 10)
    out += `<path d="${smooth(offset(tl, -2.6))}" fill="none" stroke="${m.stitch}" stroke-width=".5" stroke-dasharray="2 1.5" opacity=".8"/>`
  }
  out += `</g>`
  out += `<path d="${ud}" fill="none" stroke="${m.edge}" stroke-width=".6" opacity=".75"/>`
  if (s.topline) out += `<path d="${d(s.topline)}" fill="none" stroke="${m.hi}" stroke-width=".9" opacity=".8"/>`
  return out
}

// ---------------------------------------------------------------------------------------------------------
// Sandal

function sandalArt(m: Mat, elev: number, clipId: string): string {
  const e = Math.max(elev, 0.45)
  const sole = join(P([4, -98]), P(BREAST), UNDER, P([259, -5.5], C([261, -7], [261, -9.5], [258, -10.5])))
  const topEdge = sample(
    P(
      [5, -103.5],
      L([62, -96]),
      C([90, -85.5], [118, -55.5], [143, -30.5]),
      C([158, -16.5], [170, -7.5], [188, -5.8]),
      L([220, -5.2]),
      C([236, -5.2], [250, -7.5], [258, -10.5]),
    ),
    6,
  )
  const soleD = d(sole) + smooth([...topEdge].reverse(), true) + 'Z'
  const far = lift(topEdge, 30 * e, 0.55)
  const bed = smooth(topEdge) + smooth([...far].reverse(), true) + 'Z'
  const at = (x: number, pts: Pt[]): Pt => {
    let best = pts[0]
    for (const p of pts) if (Math.abs(p[0] - x) < Math.abs(best[0] - x)) best = p
    return best
  }
  const strap = (x: number, h: number, lean: number, w: number) => {
    // A hoop over the (absent) foot: near face in leather, far leg showing its shaded inner face.
    const hoop = (x0: number, from: number, to: number): Pt[] => {
      const nb = at(x0, topEdge)
      const fb = at(x0, far)
      const lft = nb[1] - fb[1]
      const shift = lft * 1.3
      const out: Pt[] = []
      for (let i = 0; i <= 8; i++) {
        const th = from + ((to - from) * i) / 8
        const u = (1 - Math.cos(th)) / 2
        out.push([nb[0] + u * shift + lean * Math.sin(th), nb[1] - u * lft - h * Math.sin(th)])
      }
      return out
    }
    const band = (from: number, to: number) =>
      smooth(hoop(x, from, to)) + smooth(hoop(x + w, from, to).reverse(), true) + 'Z'
    const farB = band(Math.PI * 0.45, Math.PI)
    const nearB = band(0, Math.PI * 0.58)
    const topA = smooth(hoop(x + w * 0.15, Math.PI * 0.2, Math.PI * 0.55))
    return (
      `<path d="${farB}" fill="${mix(darken(m.base, 0.3), m.lining, m.light ? 0.2 : 0.12)}"/>` +
      `<path d="${farB}" fill="none" stroke="${m.edge}" stroke-width=".4" opacity=".6"/>` +
      `<path d="${nearB}" fill="url(#${m.id}v)"/>` +
      soft(topA, m.shine, w * 0.22, m.spec, m.hq) +
      `<path d="${nearB}" fill="none" stroke="${m.edge}" stroke-width=".45" opacity=".7"/>` +
      (w > 12
        ? `<path d="${smooth(hoop(x + 2.2, 0.15, Math.PI * 0.56))}" stroke="${m.stitch}" stroke-width=".45" stroke-dasharray="1.8 1.3" fill="none"/><path d="${smooth(hoop(x + w - 2.2, 0.15, Math.PI * 0.56))}" stroke="${m.stitch}" stroke-width=".45" stroke-dasharray="1.8 1.3" fill="none"/>`
        : '')
    )
  }
  const ankleCy = -184
  const ry = 3 + 11 * e
  const backStrap =
    'M4,-102C0,-110 -1,-128 1,-146C3,-162 6,-174 7,-182L16,-182C15.5,-170 16,-152 20,-138C26,-122 36,-110 46,-103Z'
  let s = ''
  // footbed and sole
  s += `<path d="${bed}" fill="url(#${m.id}n)"/>`
  s += `<ellipse cx="30" cy="${r1(-98 - 14 * e)}" rx="9" ry="${r1(1.2 + 4 * e)}" fill="none" stroke="#b08d3c" stroke-width=".5" opacity=".8"/>`
  // far half of the ankle strap
  s += `<path d="M-2,${ankleCy}A42,${r1(ry)} 0 0 1 82,${ankleCy}" fill="none" stroke="${darken(m.base, 0.28)}" stroke-width="5"/>`
  s += strap(136, 56, 6, 9)
  s += `<path d="${soleD}" fill="${m.base}"/>`
  s += `<path d="${soleD}" fill="none" stroke="${m.sole}" stroke-width="1.2" opacity=".7"/>`
  s += `<path d="${backStrap}" fill="url(#${m.id}v)"/>`
  s += soft('M7,-160C5,-140 7,-120 13,-108', m.shine, 2, m.spec * 0.8, m.hq)
  s += `<path d="${backStrap}" fill="none" stroke="${m.edge}" stroke-width=".5" opacity=".7"/>`
  s += `<path d="M7,-104C3,-120 4,-150 9,-180" stroke="${m.stitch}" stroke-width=".45" stroke-dasharray="1.8 1.4" fill="none"/>`
  s += strap(182, 30, 4, 22)
  // near half of the ankle strap + buckle
  s += `<path d="M-2,${ankleCy}A42,${r1(ry)} 0 0 0 82,${ankleCy}" fill="none" stroke="${m.base}" stroke-width="5"/>`
  s += `<path d="M-2,${ankleCy - 1.5}A42,${r1(ry)} 0 0 0 82,${ankleCy - 1.5}" fill="none" stroke="${m.hi}" stroke-width="1.3" opacity=".85"/>`
  const bx = 62
  const by = ankleCy + ry * 0.84
  s += `<rect x="${bx}" y="${r1(by - 4.8)}" width="7" height="9.6" rx="1.6" fill="none" stroke="#c7a24a" stroke-width="1.5" transform="rotate(-14 ${bx + 3.5} ${r1(by)})"/>`
  s += `<rect x="${bx}" y="${r1(by - 4.8)}" width="7" height="9.6" rx="1.6" fill="none" stroke="#f3dfa0" stroke-width=".5" transform="rotate(-14 ${bx + 3.5} ${r1(by)})"/>`
  void clipId
  return s
}

// ---------------------------------------------------------------------------------------------------------
// Sneaker (flat)

function sneakerArt(m: Mat, elev: number, clipId: string): string {
  // Finished like the heeled styles: a leather upper with panels (heel counter, eyestay, toe cap) that catch the
  // light differently, tonal double stitching, a tongue and laces with their own shadow, and a slim stitched
  // cupsole with a toe spring and a shaded sidewall — not a slab.
  const dark = luminance(m.base) < 0.05
  const soleC = dark ? '#1f1e1d' : '#f3efe7'
  const soleHi = dark ? '#4a4744' : '#ffffff'
  const soleLo = dark ? '#070707' : '#c4bbab'
  const upper = P(
    [2, -22],
    C([0, -40], [0, -62], [4, -76]),
    C([16, -80], [32, -74], [46, -66]),
    C([58, -60], [68, -60], [78, -66]),
    C([84, -74], [88, -88], [96, -96]),
    C([100, -99], [106, -97], [108, -92]),
    C([130, -82], [160, -70], [182, -62]),
    C([210, -54], [238, -47], [252, -37]),
    C([261, -30], [263, -23], [259, -18]),
    L([4, -20]),
  )
  const ud = d(upper, true)
  // Slim cupsole: 17 mm at the heel, thinning and lifting at the toe (toe spring).
  const soleD =
    'M3,-22L259,-18.5C263,-16.5 264,-12 261,-8.5C256,-4.5 246,-3.2 232,-2.6L16,-.6C7,-.6 2,-3.5 1.2,-9L1,-18C1,-21 1.8,-22 3,-22Z'
  const e = elev
  const collar = sample(
    P(
      [4, -76],
      C([16, -80], [32, -74], [46, -66]),
      C([58, -60], [68, -60], [78, -66]),
      C([84, -74], [88, -88], [96, -96]),
    ),
    8,
  )
  const collarFar = lift(collar, 24 * e + 3, 0.5)
  const lens = smooth(collar) + smooth([...collarFar].reverse(), true) + 'Z'
  const eyelets: Pt[] = [
    [106, -84],
    [120, -78.6],
    [134, -73.4],
    [148, -68.4],
    [162, -63.8],
    [176, -59.4],
  ]
  const g = `${clipId}s`
  let s = ''
  s +=
    `<linearGradient id="${g}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${soleHi}"/><stop offset=".45" stop-color="${soleC}"/><stop offset="1" stop-color="${soleLo}"/></linearGradient>` +
    `<linearGradient id="${g}t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${m.hi}"/><stop offset="1" stop-color="${m.base}"/></linearGradient>`
  s += `<clipPath id="${clipId}"><path d="${ud}"/></clipPath>`
  s += `<path d="${lens}" fill="url(#${m.id}n)"/>`
  // tongue, rising above the collar behind the laces
  const tongue = 'M90,-93C91,-100 98,-105 107,-104.5C114,-104 117,-99 115,-93L108,-88Z'
  s += `<path d="${tongue}" fill="url(#${g}t)"/><path d="${tongue}" fill="none" stroke="${m.edge}" stroke-width=".5" opacity=".7"/>`
  s += `<path d="M93,-95C94,-99.5 100,-102.5 107,-102.3C112,-102 114,-99 113,-95" fill="none" stroke="${m.stitch}" stroke-width=".45" stroke-dasharray="1.6 1.2"/>`
  s += `<path d="${ud}" fill="url(#${m.id}d)"/>`
  s += `<g clip-path="url(#${clipId})">`
  // panels: heel counter and toe cap a shade deeper, eyestay band along the lacing
  const counter = 'M-4,-82C14,-78 34,-71 50,-64C55,-50 57,-36 58,-18L-4,-18Z'
  const toeCap = 'M198,-60C204,-47 207,-34 207,-18L270,-18L270,-60Z'
  s += `<path d="${counter}" fill="${m.lo}" opacity="${m.light ? 0.22 : 0.3}"/>`
  s += `<path d="${toeCap}" fill="${m.lo}" opacity="${m.light ? 0.16 : 0.22}"/>`
  s += `<path d="M98,-90C130,-78 160,-67 188,-58" fill="none" stroke="${m.lo}" stroke-width="13" opacity="${m.light ? 0.16 : 0.22}"/>`
  s += soft(ud, m.rim, m.light ? 9 : 7, m.light ? 0.75 : 0.6, m.hq)
  // key light from the upper left: a broad sheen on the quarter and the vamp, a rim at the back
  const sheen = [
    'M112,-79C150,-66 200,-55 244,-39',
    'M14,-68C28,-64 38,-58 44,-50',
    'M212,-50C228,-44 242,-37 251,-31',
    'M62,-52C90,-50 140,-44 190,-40',
  ]
  s += glows(m, [
    [sheen[0], 8, m.spec * 1.3],
    [sheen[1], 6, m.spec * 0.9],
    [sheen[2], 5, m.spec],
    [sheen[3], 10, m.spec * 0.45],
  ])
  s += `<g fill="none" stroke-linecap="round" stroke="${m.shine}">`
  for (const h of sheen.slice(0, 3))
    s += `<path d="${h}" stroke-width="1.3" opacity="${r1(m.spec * 0.4 * 100) / 100}"/>`
  s += `</g>`
  // ambient occlusion where the upper meets the sole
  s += soft('M2,-21L260,-18', m.light ? '#6e6253' : '#000', 3.2, m.light ? 0.35 : 0.5, m.hq)
  // panel edges with tonal double stitching
  const seams = ['M50,-64C55,-50 57,-36 58,-20', 'M198,-60C204,-47 207,-34 207,-20', 'M94,-88C102,-70 104,-46 104,-20']
  for (const sm of seams)
    s +=
      `<path d="${sm}" stroke="${m.rim}" stroke-width=".8" fill="none" opacity=".75"/>` +
      `<path d="${sm}" transform="translate(.9 0)" stroke="${m.hi}" stroke-width=".4" fill="none" opacity=".5"/>` +
      `<path d="${sm}" transform="translate(-2.2 0)" stroke="${m.stitch}" stroke-width=".5" stroke-dasharray="1.8 1.3" fill="none"/>` +
      `<path d="${sm}" transform="translate(-4.2 0)" stroke="${m.stitch}" stroke-width=".5" stroke-dasharray="1.8 1.3" fill="none"/>`
  for (const off of [-7.5, 7.5])
    s += `<path d="M98,${-90 + off}C130,${-78 + off} 160,${-67 + off} 190,${-58 + off}" transform="translate(0 ${off > 0 ? 0 : 1})" stroke="${m.stitch}" stroke-width=".5" stroke-dasharray="1.8 1.3" fill="none" opacity=".9"/>`
  s += `<path d="${smooth(offset(collar, -2.5))}" stroke="${m.stitch}" stroke-width=".5" stroke-dasharray="1.8 1.3" fill="none"/>`
  s += `</g>`
  s += `<path d="${ud}" fill="none" stroke="${m.edge}" stroke-width=".6" opacity=".7"/>`
  s += `<path d="${d(P([4, -76], C([16, -80], [32, -74], [46, -66]), C([58, -60], [68, -60], [78, -66])))}" fill="none" stroke="${m.hi}" stroke-width=".9" opacity=".8"/>`
  // laces: crossing from each eyelet to the far side, with the shadow they cast on the tongue
  const laceC = dark ? '#2a2a2a' : '#fbfaf6'
  const laceLo = dark ? '#0c0c0c' : '#b9b0a1'
  for (let i = 0; i < eyelets.length; i++) {
    const [x, y] = eyelets[i]
    const lace = `M${x},${y}C${x + 2},${y - 4} ${x + 5},${y - 8} ${x + 9},${y - 10}`
    s += `<path d="${lace}" transform="translate(1.2 1.4)" stroke="#000" stroke-width="3" stroke-linecap="round" opacity=".18" fill="none"/>`
    s += `<path d="${lace}" stroke="${laceLo}" stroke-width="3.2" stroke-linecap="round" fill="none"/>`
    s += `<path d="${lace}" stroke="${laceC}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`
    s += `<circle cx="${x}" cy="${y}" r="2" fill="${m.lo}"/><circle cx="${x}" cy="${y}" r="2" fill="none" stroke="${m.hi}" stroke-width=".55"/>`
  }
  // heel pull tab and a discreet gold-foil stamp on the counter
  s += `<path d="M3.5,-77C-1,-70 -1.5,-48 1.5,-36L6.5,-36C5.5,-50 5.5,-66 8,-77Z" fill="${m.lo}" opacity=".8"/>`
  s += `<path d="M16,-33.5L34,-33.5" stroke="#c9a646" stroke-width=".9" opacity=".85"/>`
  s += `<path d="M16,-33.5L34,-33.5" stroke="#f3dfa0" stroke-width=".3" opacity=".8" transform="translate(0 -.3)"/>`
  // cupsole: shaded sidewall, stitched welt, a foxing line, and the tread edge
  s += `<path d="${soleD}" fill="url(#${g}w)"/>`
  s += `<path d="M2,-6C5,-2 10,-.6 16,-.6L232,-2.6C246,-3.2 256,-4.5 261,-8.5" fill="none" stroke="${soleLo}" stroke-width="2.2"/>`
  s += `<path d="M3,-19L259,-15.8" stroke="${dark ? '#444' : '#c2b9aa'}" stroke-width=".55" stroke-dasharray="1.6 1.3"/>`
  s += `<path d="M2,-10L258,-8.6" stroke="${dark ? '#101010' : '#ddd6ca'}" stroke-width=".7" opacity=".9"/>`
  s += `<path d="${soleD}" fill="none" stroke="${dark ? '#000' : '#b3aa9b'}" stroke-width=".5"/>`
  s += `<path d="M5,-21.2L258,-17.8" stroke="#fff" stroke-width=".8" opacity="${dark ? 0.25 : 0.9}"/>`
  return s
}

// ---------------------------------------------------------------------------------------------------------
// Gloves (flat lay, back of a right hand, fingers up, millimetres, wrist at y = 0)

const GLOVE =
  'M-50,178C-47,120 -38,50 -33,8C-36,-10 -44,-26 -54,-42C-64,-58 -74,-80 -80,-96C-84,-106 -82,-117 -74,-117C-68,-118 -63,-110 -58,-100C-52,-88 -47,-80 -41,-76' +
  'C-41,-84 -41,-92 -41,-98L-43.5,-164C-44,-178 -25,-179 -24.5,-166L-22,-104Q-21.5,-101 -21,-104L-20.5,-176C-20.5,-190 -0.5,-190 -0.5,-177L-0.5,-106Q0,-103 0.5,-106' +
  'L2.5,-170C3,-184 21.5,-184 21,-170L19,-102Q19.8,-99 20.6,-102L25,-148C26,-161 41.5,-160 40,-147C40,-120 39,-100 38.5,-90' +
  'C39,-62 37,-30 34,6C38,60 46,130 50,176C20,182 -20,182 -50,178Z'

function gloveParts(): string {
  return `<path d="${GLOVE}"/>`
}

function gloveArt(m: Mat, mirror: boolean, id: string): string {
  const parts = gloveParts()
  const g = `${id}g`
  let s = `<clipPath id="${g}">${parts}</clipPath>`
  s += `<g transform="${mirror ? 'scale(-1 1)' : ''}">`
  if (!m.hq) s += `<path d="${GLOVE}" fill="#1a140f" opacity=".18" transform="translate(4 7)"/>`
  s += `<g fill="url(#${m.id}gl)">${parts}</g>`
  s += `<g clip-path="url(#${g})">`
  // finger volume: highlight along each finger, shadow on the far edge
  const fx: Array<[number, number, number, number]> = [
    [-37, -166, -35, -100],
    [-14.5, -178, -14, -104],
    [7, -172, 6.5, -104],
    [29, -150, 27, -100],
  ]
  s += glows(m, [
    [fx.map(([x1, y1, x2, y2]) => `M${x1},${y1}L${x2},${y2}`).join('') + 'M-74,-104L-52,-56', 3.5, m.spec * 0.85],
    ['M-20,-60C-24,-20 -26,60 -24,160', 12, m.spec * 0.55],
  ])
  s += soft(fx.map(([x1, y1, x2, y2]) => `M${x1 + 12},${y1 + 4}L${x2 + 11},${y2}`).join(''), m.rim, 3.5, 0.8)
  s += soft('M-36,2C-10,5 14,5 36,2M-36,7C-10,10 14,10 36,7M-36,12C-10,15 14,15 36,12', m.rim, 1.2, 0.5)
  // fourchette seams between fingers
  // knuckle creases
  let creases = ''
  for (const [cx, by, a] of [
    [-33, -98, -2],
    [-10.5, -104, 0],
    [11, -104, 2],
    [32, -100, 6],
  ] as const) {
    for (const dy of cx > 30 ? [10, 30] : [10, 40]) {
      const x = cx + a * (dy / 40)
      creases += `M${r1(x - 6.5)},${by - dy}q6.5,-2.6 13,0`
    }
  }
  s += `<path d="${creases}" stroke="${m.rim}" stroke-width=".9" fill="none" opacity=".7"/><path d="${creases}" stroke="${m.hi}" stroke-width=".6" fill="none" opacity=".6" transform="translate(0 1.2)"/>`
  // three points on the back of the hand
  for (const [x1, x2] of [
    [-20, -14],
    [-1, -1],
    [18, 12],
  ]) {
    s += `<path d="M${x1},-88C${x1},-70 ${x2},-50 ${x2},-28" stroke="${m.rim}" stroke-width="1" fill="none" opacity=".85"/>`
    s += `<path d="M${x1 + 1.3},-88C${x1 + 1.3},-70 ${x2 + 1.3},-50 ${x2 + 1.3},-28" stroke="${m.hi}" stroke-width=".6" fill="none" opacity=".8"/>`
  }
  // thumb seam, wrist gathering, cuff vent with button
  s += `<path d="M-41,-76C-40,-60 -38,-44 -34,-30" stroke="${m.rim}" stroke-width="1" fill="none" opacity=".7"/>`
  s += `<path d="M30,176L30,128" stroke="${m.rim}" stroke-width="1.4"/><path d="M31.5,176L31.5,128" stroke="${m.hi}" stroke-width=".6" opacity=".7"/>`
  s += `<path d="M-46,170C-20,175 20,175 46,170" stroke="${m.stitch}" stroke-width=".6" stroke-dasharray="2 1.5" fill="none"/>`
  s += `</g>`
  s += `<circle cx="24" cy="134" r="3.4" fill="${m.lo}" stroke="${m.hi}" stroke-width=".7"/>`
  s += `</g>`
  return s
}

// ---------------------------------------------------------------------------------------------------------
// Composition

const SHAPES: Record<string, (elev: number) => Shape> = {
  pumps: pumpShape,
  'ankle-boots': ankleBootShape,
  boots: bootShape,
}

/**
 * One shoe, in millimetres (floor y = 0, toe pointing right, heel back at x ≈ 0, length ≈ 262).
 * `elev` 0 … 1 raises the camera (lining and footbed become visible). Needs `matDefs(m)` in the document.
 */
export function shoe(type: string, m: Mat, elev: number, uid: string): string {
  const clip = `${uid}c`
  if (type === 'sneakers') return sneakerArt(m, elev, clip)
  if (type === 'sandals') return heelAndSole(m) + sandalArt(m, elev, clip)
  const shape = (SHAPES[type] ?? pumpShape)(elev)
  return heelAndSole(m) + upperPainter(m, shape, elev, clip)
}

export function shoeShadow(type: string, m: Mat, elev: number, opacity = 1): string {
  return floorShadow(m.id, -2, 262, type === 'sneakers' ? null : 30.5, elev, opacity)
}

/** Glove pair / single glove art in millimetres, centred on the wrist. */
export function glove(m: Mat, mirror: boolean, uid: string): string {
  return gloveArt(m, mirror, uid)
}

/** Soft drop shadows for gloves placed with the given transforms (drawn before the gloves). */
export function gloveShadows(transforms: string[]): string {
  // no SVG filter (slow at close-crop scales): a translucent fill plus a soft, stacked outline that fades outwards
  return transforms
    .map(
      (t) =>
        `<g transform="${t} translate(4 8)"><path d="${GLOVE}" fill="#1a140f" opacity=".16"/>${soft(GLOVE, '#1a140f', 6, 0.42)}</g>`,
    )
    .join('')
}

export function gloveDefs(m: Mat): string {
  return `<linearGradient id="${m.id}gl" gradientUnits="userSpaceOnUse" x1="-60" y1="-180" x2="60" y2="180"><stop offset="0" stop-color="${m.hi}"/><stop offset=".4" stop-color="${m.base}"/><stop offset="1" stop-color="${m.lo}"/></linearGradient>`
}

export function backdrop(
  w: number,
  h: number,
  floorY: number,
  tone: 'ivory' | 'grey',
  id = 'bd',
): { defs: string; body: string } {
  const [wall, wallLo, floor, floorLo] =
    tone === 'grey' ? ['#e4e2de', '#d8d5cf', '#dedbd5', '#cfcbc4'] : ['#f4f0e8', '#ebe5da', '#efe9df', '#e2dacd']
  const fy = floorY / h
  const defs =
    `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallLo}"/><stop offset="${r1(fy * 0.55 * 100) / 100}" stop-color="${wall}"/><stop offset="${r1((fy - 0.06) * 100) / 100}" stop-color="${wall}"/><stop offset="${r1((fy + 0.02) * 100) / 100}" stop-color="${floor}"/><stop offset="1" stop-color="${floorLo}"/></linearGradient>` +
    `<radialGradient id="${id}r" cx=".5" cy="${r1(fy * 0.8 * 100) / 100}" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}v" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#3a2e22" stop-opacity=".12"/></radialGradient>`
  const body = `<rect width="${w}" height="${h}" fill="url(#${id}g)"/><rect width="${w}" height="${h}" fill="url(#${id}r)"/><rect width="${w}" height="${h}" fill="url(#${id}v)"/>`
  return { defs, body }
}

/** Transform of the close-crop 'detail' view (drawing units → canvas). */
function detailFrame(type: string, W: number, H: number): { s: number; tx: number; ty: number } {
  const heeled = type !== 'sneakers'
  const s = (W / 1200) * (type === 'sneakers' ? 8.5 : 6.6)
  const fx = heeled ? 66 : 52
  const fy = heeled ? (type === 'boots' || type === 'ankle-boots' ? -108 : -84) : -42
  return { s, tx: W * 0.5 - fx * s, ty: H * 0.52 - fy * s }
}

interface Placement {
  scale: number
  x: number
  floor: number
}

function placement(type: string, W: number, H: number): Placement {
  // Same scale for all low styles so a grid reads consistently; boots are reduced to fit the portrait frame.
  const k = W / 1200
  if (type === 'boots') return { scale: 2.3 * k, x: W / 2 - 130 * 2.3 * k, floor: H * 0.885 }
  if (type === 'ankle-boots') return { scale: 3.35 * k, x: W / 2 - 130 * 3.35 * k, floor: H * 0.78 }
  if (type === 'sneakers') return { scale: 3.5 * k, x: W / 2 - 132 * 3.5 * k, floor: H * 0.63 }
  return { scale: 3.5 * k, x: W / 2 - 132 * 3.5 * k, floor: H * 0.68 }
}

/**
 * A product illustration (SVG string, 1200×1500 by default). `type` is a catalogue type slug, `colorHex` a hex
 * colour (or a colour slug).
 */
export function productSvg(type: string, colorHex_: string, view: ProductView, opts: ProductOpts = {}): string {
  // Every type gets the same studio finish: the backdrop's light and fall-off, a floor shadow, and a fine grain
  // (added by the rasteriser from a seeded tile, see render.ts) so the illustrations read as photographs.
  return drawProduct(type, colorHex_, view, opts).replace('<svg ', `<svg data-grain="${PRODUCT_GRAIN}" `)
}

const PRODUCT_GRAIN = 0.02

function drawProduct(type: string, colorHex_: string, view: ProductView, opts: ProductOpts): string {
  const W = opts.width ?? 1200
  const H = opts.height ?? 1500
  const hex = colorHex(colorHex_)
  const m = material(hex, 'm')
  // close crops: the visible window in the drawing's own units bounds the blur filter
  const det = detailFrame(type, W, H)
  if (view === 'detail')
    m.region =
      type === 'gloves'
        ? [-150, -230, 300, 400]
        : [-det.tx / det.s - 10, -det.ty / det.s - 10, W / det.s + 20, H / det.s + 20]
  const tone = opts.backdrop === 'grey' || (opts.backdrop === undefined && luminance(hex) > 0.42) ? 'grey' : 'ivory'
  let defs = matDefs(m)
  let body = ''
  if (type === 'gloves') {
    defs += gloveDefs(m)
    const bd = backdrop(W, H, H * 1.2, tone)
    defs += bd.defs
    body += bd.body
    const k = W / 1200
    const T = (x: number, y: number, sc: number, rot: number) =>
      `translate(${r1(W * x)} ${r1(H * y)}) scale(${r1(sc * k * 1000) / 1000}) rotate(${rot})`
    const layout: Array<[string, boolean]> =
      view === 'detail'
        ? [[T(0.5, 0.62, 4.6, -8), false]]
        : view === 'side'
          ? [[T(0.52, 0.55, 2.55, -10), false]]
          : view === 'three-quarter'
            ? [
                [T(0.4, 0.52, 2.3, 16), true],
                [T(0.6, 0.5, 2.3, -16), false],
              ]
            : [
                [T(0.42, 0.54, 2.3, -6), true],
                [T(0.6, 0.49, 2.3, 9), false],
              ]
    body += gloveShadows(layout.map(([t, mirror]) => (mirror ? `${t} scale(-1 1)` : t)))
    layout.forEach(([t, mirror], i) => (body += `<g transform="${t}">${glove(m, mirror, i ? 'b' : 'a')}</g>`))
    return svgDoc(W, H, defs, body)
  }

  const pl = placement(type, W, H)
  const bd = backdrop(W, H, pl.floor, tone)
  defs += bd.defs
  body += bd.body
  if (view === 'detail') {
    // Close crop: heel for heeled styles, heel counter and sole stitching for sneakers.
    const { s, tx, ty } = det
    body += `<g transform="translate(${r1(tx)} ${r1(ty)}) scale(${r1(s * 100) / 100})">${shoeShadow(type, m, 0.15)}${shoe(type, m, 0.2, 'a')}</g>`
    return svgDoc(W, H, defs, body)
  }
  if (view === 'pair') {
    const s = pl.scale * (type === 'boots' ? 0.9 : type === 'ankle-boots' ? 0.84 : 0.92)
    const dx = type === 'boots' ? 70 : 46
    const dy = type === 'boots' ? 40 : 30
    const x0 = W / 2 - (131 + dx / 2) * s
    // one drawing, used twice (keeps the document small)
    defs += `<g id="pr">${shoeShadow(type, m, 0.28)}${shoe(type, m, 0.28, 'a')}</g>`
    body += `<use href="#pr" transform="translate(${r1(x0 + dx * s)} ${r1(pl.floor - dy * s)}) scale(${r1(s * 0.97 * 100) / 100})"/>`
    body += `<use href="#pr" transform="translate(${r1(x0)} ${r1(pl.floor)}) scale(${r1(s * 100) / 100})"/>`
    return svgDoc(W, H, defs, body)
  }
  if (view === 'three-quarter') {
    const tall = type === 'boots' || type === 'ankle-boots'
    const s = pl.scale * (tall ? 0.92 : 1)
    const rot = type === 'boots' ? -3 : -7
    const dy = type === 'ankle-boots' ? H * 0.04 : type === 'boots' ? H * 0.03 : 0
    body += `<g transform="translate(${r1(W / 2 - 112 * s)} ${r1(pl.floor - 10 * s + dy)}) scale(${r1(s * 0.86 * 100) / 100} ${r1(s * 100) / 100}) rotate(${rot} 130 0)">${shoeShadow(type, m, 0.6)}${shoe(type, m, 0.75, 'a')}</g>`
    return svgDoc(W, H, defs, body)
  }
  body += `<g transform="translate(${r1(pl.x)} ${r1(pl.floor)}) scale(${r1(pl.scale * 100) / 100})">${shoeShadow(type, m, 0.12)}${shoe(type, m, 0.12, 'a')}</g>`
  return svgDoc(W, H, defs, body)
}
