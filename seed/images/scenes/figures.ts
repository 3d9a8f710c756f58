// What stands in a scene: the product (a shoe, a pair, gloves), the shoemaker's last, a dancer, a figure in a
// coat, a beret.
import { COLORWAYS, colorHex } from '../palette'
import { glove, gloveDefs, matDefs, material, shoe, shoeShadow } from '../products'
import { darken, lighten, luminance, r1 } from '../util'
import { Ctx } from './canvas'

export interface Prod {
  type: string
  color: string
}

/**
 * Places a shoe (or a pair) standing on a floor line. `len` is the on-screen length of one shoe in pixels.
 * Light comes from `light` (-1 left … 1 right): the cast shadow falls the other way.
 */
export function placeProduct(
  c: Ctx,
  p: Prod,
  x: number,
  floorY: number,
  len: number,
  o: { pair?: boolean; flip?: boolean; elev?: number; light?: number; dim?: number } = {},
) {
  const hex = colorHex(p.color)
  const m = material(hex, c.id('m'), len > 400)
  c.def(matDefs(m))
  const k = len / 262
  const light = o.light ?? -0.6
  // soft cast shadow on the floor, away from the light
  const sh = c.rad([
    [0, '#1d150e', 0.5],
    [0.6, '#1d150e', 0.25],
    [1, '#1d150e', 0],
  ])
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
    c.add(
      `<g transform="translate(${r1(x + len * 0.35)} ${r1(floorY - len * 0.05)}) scale(${r1(gk * 1000) / 1000} ${r1(gk * 0.55 * 1000) / 1000}) rotate(-62)">${glove(m, true, g1)}</g>`,
    )
    c.add(
      `<g transform="translate(${r1(x + len * 0.6)} ${r1(floorY - len * 0.01)}) scale(${r1(gk * 1000) / 1000} ${r1(gk * 0.55 * 1000) / 1000}) rotate(-112)">${glove(m, false, g2)}</g>`,
    )
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

export const ALL_PRODUCTS: Prod[] = Object.entries(COLORWAYS).flatMap(([type, colors]) =>
  colors.map((color) => ({ type, color })),
)

/** A shoemaker's last (pump last in beech), in a 300-unit box, floor at y = 0. */
export const LAST_SHAPE =
  '<path d="M4,-99C-2,-112 -3,-138 1,-156C3,-166 8,-171 18,-172L58,-176C66,-176 72,-170 78,-160C92,-136 118,-104 160,-74C196,-50 236,-32 255,-16C262,-10 259,-5 251,-4.5L190,-1C172,-2 160,-11 145,-25C118,-52 84,-84 54,-93.5Z"/>'
export const LAST_DETAIL =
  '<path d="M44,-174L60,-128" stroke="#7a5634" stroke-width="1.2" opacity=".6"/><ellipse cx="30" cy="-173" rx="8" ry="2.5" fill="#9aa0a6"/>'

export function beret(c: Ctx, x: number, y: number, accent: string) {
  const col = luminance(accent) < 0.03 || luminance(accent) > 0.5 ? '#a3121f' : accent
  c.add(
    `<g transform="translate(${r1(x)} ${r1(y)})"><ellipse cx="0" cy="2" rx="62" ry="14" fill="${darken(col, 0.25)}"/><path d="M-60,0C-58,-22 -20,-30 6,-28C40,-26 62,-14 60,0C40,8 -40,8 -60,0Z" fill="${col}"/><path d="M-30,-18C-10,-26 20,-26 40,-16" stroke="${lighten(col, 0.3)}" stroke-width="4" fill="none" opacity=".5"/><path d="M2,-28q3,-9 10,-10" stroke="${darken(col, 0.3)}" stroke-width="4" fill="none" stroke-linecap="round"/></g>`,
  )
}

/** A stylised dancer: a flowing silhouette, arms raised, skirt in motion, on pointe in heels. */
export function dancer(c: Ctx, x: number, floorY: number, h: number, accent: string) {
  const k = h / 600
  const skin = '#2a2023'
  const dress = luminance(accent) < 0.03 ? '#1a1a1a' : accent
  const t = (s: string) => `<g transform="translate(${r1(x)} ${r1(floorY)}) scale(${r1(k * 1000) / 1000})">${s}</g>`
  c.add(
    `<ellipse cx="${r1(x)}" cy="${r1(floorY)}" rx="${r1(150 * k)}" ry="${r1(20 * k)}" fill="${c.rad([
      [0, '#000', 0.5],
      [1, '#000', 0],
    ])}"/>`,
  )
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

export function figureInCoat(c: Ctx, x: number, floorY: number, h: number) {
  const k = h / 1000
  const coat = '#b08a62'
  let s = ''
  s += `<path d="M-18,-300L-24,-20L-6,-20L2,-300ZM22,-300L30,-24L46,-24L34,-300Z" fill="#e3c9ad"/>`
  s += `<path d="M-90,-330C-80,-560 -70,-700 -40,-780L40,-780C70,-700 90,-560 110,-330C60,-310 -40,-310 -90,-330Z" fill="${coat}"/>`
  s += `<path d="M10,-780L0,-330" stroke="${darken(coat, 0.25)}" stroke-width="4"/>`
  s += `<path d="M-40,-780C-70,-700 -86,-600 -80,-480L-60,-480C-60,-600 -50,-700 -20,-760Z" fill="${darken(coat, 0.12)}"/>`
  s += `<path d="M-12,-780L-8,-830L26,-830L30,-780Z" fill="#e3c9ad"/><ellipse cx="10" cy="-872" rx="40" ry="50" fill="#e3c9ad"/>`
  s += `<path d="M-30,-880C-30,-940 50,-940 50,-880C40,-910 -20,-910 -30,-880Z" fill="#2a1c14"/><circle cx="30" cy="-910" r="22" fill="#2a1c14"/>`
  c.add(
    `<ellipse cx="${r1(x + 20 * k)}" cy="${r1(floorY)}" rx="${r1(150 * k)}" ry="${r1(18 * k)}" fill="${c.rad([
      [0, '#000', 0.35],
      [1, '#000', 0],
    ])}"/>`,
  )
  c.add(`<g transform="translate(${r1(x)} ${r1(floorY)}) scale(${r1(k * 1000) / 1000})">${s}</g>`)
  const m = material('#111111', c.id('m'), false)
  c.def(matDefs(m))
  const sk = k * 0.3
  c.add(
    `<g transform="translate(${r1(x - 40 * k)} ${r1(floorY)}) scale(${r1(sk * 1000) / 1000})">${shoe('ankle-boots', m, 0.1, c.id('s'))}</g>`,
  )
  c.add(
    `<g transform="translate(${r1(x + 10 * k)} ${r1(floorY + 4 * k)}) scale(${r1(sk * 1000) / 1000})">${shoe('ankle-boots', m, 0.1, c.id('s'))}</g>`,
  )
}
