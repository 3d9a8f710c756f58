// Images of the house's pages: the workshop's lasts, a lambskin on the light table, heel covering, the pitch of a
// 10 cm last; other pages get a product in a setting.
import { colorHex } from '../palette'
import { matDefs, material, soft } from '../products'
import { SERIF, darken, hash, lighten, pick, prng, r1 } from '../util'
import { Ctx } from './canvas'
import { ALL_PRODUCTS, LAST_DETAIL, LAST_SHAPE, figureInCoat, placeProduct } from './figures'
import { PAINTERS, type SceneKind } from './settings'
import { facade } from './exteriors'
import { studio, workshop } from './interiors'

function lightTable(c: Ctx, hex: string) {
  const { W, H, rnd } = c
  c.rect(0, 0, W, H, '#5b5147')
  c.rect(
    W * 0.06,
    H * 0.08,
    W * 0.88,
    H * 0.84,
    c.rad([
      [0, '#fffdf6'],
      [0.7, '#f3ead8'],
      [1, '#e0d2b8'],
    ]),
    'rx="14"',
  )
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
  c.add(
    `<path d="${d}Z" fill="${c.rad([
      [0, lighten(hex, 0.18)],
      [1, darken(hex, 0.18)],
    ])}" stroke-linejoin="round"/>`,
  )
  // chalk marks for the pattern pieces
  c.add(
    `<g fill="none" stroke="#f6f1e6" stroke-width="3" stroke-dasharray="10 7" opacity=".8"><path d="M${r1(cx - W * 0.18)},${r1(cy - H * 0.08)}c60,-60 200,-80 260,-30c-20,60 -180,80 -260,30z"/><path d="M${r1(cx + W * 0.02)},${r1(cy + H * 0.06)}c50,-40 150,-40 180,0c-30,40 -150,40 -180,0z"/></g>`,
  )
  // paper template and knife
  c.path(`M${r1(W * 0.1)},${r1(H * 0.7)}l180,-40l40,90l-170,40z`, '#efe3c8', 'opacity=".95"')
  c.add(
    `<path d="M${r1(W * 0.76)},${r1(H * 0.78)}l150,-90" stroke="#3b2a1e" stroke-width="16" stroke-linecap="round"/><path d="M${r1(W * 0.76)},${r1(H * 0.78)}l-70,42" stroke="#c9ccd0" stroke-width="12" stroke-linecap="round"/>`,
  )
}

function heelCovering(c: Ctx, hex: string) {
  const { W, H } = c
  c.rect(
    0,
    0,
    W,
    H,
    c.lin([
      [0, '#d7c6ac'],
      [1, '#bfa27c'],
    ]),
  )
  c.add(
    `<ellipse cx="${r1(W * 0.3)}" cy="${r1(H * 0.2)}" rx="${r1(W * 0.5)}" ry="${r1(H * 0.5)}" fill="${c.rad([
      [0, '#fff6e4', 0.35],
      [1, '#fff6e4', 0],
    ])}"/>`,
  )
  c.rect(
    0,
    H * 0.76,
    W,
    H * 0.24,
    c.lin([
      [0, '#8a5d38'],
      [0.04, '#7a5232'],
      [1, '#5e3e24'],
    ]),
  )
  const m = material(hex, 'hc', false)
  c.def(matDefs(m))
  const heel =
    'M4.5,-99C6.5,-84 12,-64 17,-46C20.5,-33 23,-18 24.5,-6L33.5,-6C32.5,-24 32,-40 33,-52C35,-70 42,-86 54,-93.5Z'
  const k = (H * 0.56) / 100
  const sh = c.rad([
    [0, '#000', 0.5],
    [1, '#000', 0],
  ])
  const bare = c.lin(
    [
      [0, '#d9d4ca'],
      [0.35, '#fbf8f2'],
      [1, '#bdb6aa'],
    ],
    0,
    0,
    1,
    0,
  )
  for (const [x, covered] of [
    [0.3, false],
    [0.52, true],
  ] as const) {
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
  c.rect(
    0,
    0,
    W,
    H,
    c.lin([
      [0, '#2f2a25'],
      [1, '#4a3f35'],
    ]),
  )
  c.add(
    `<ellipse cx="${r1(W * 0.3)}" cy="${r1(H * 0.25)}" rx="${r1(W * 0.55)}" ry="${r1(H * 0.5)}" fill="${c.rad([
      [0, '#fff2d6', 0.22],
      [1, '#fff2d6', 0],
    ])}"/>`,
  )
  c.rect(
    0,
    H * 0.72,
    W,
    H * 0.28,
    c.lin([
      [0, '#8a6040'],
      [0.04, '#7a5535'],
      [1, '#543822'],
    ]),
  )
  c.rect(0, H * 0.72, W, 3, '#c79a6c', 'opacity=".6"')
  const beech = c.lin([
    [0, '#f0d6ae'],
    [0.5, '#d9ae78'],
    [1, '#a97a4a'],
  ])
  const sh = c.rad([
    [0, '#000', 0.55],
    [1, '#000', 0],
  ])
  const s = (W * 0.2) / 262
  for (let i = 0; i < 4; i++) {
    const x = W * (0.05 + i * 0.235)
    const y = H * (0.8 - (i % 2) * 0.05)
    c.add(`<ellipse cx="${r1(x + 140 * s)}" cy="${r1(y)}" rx="${r1(150 * s)}" ry="${r1(9 * s)}" fill="${sh}"/>`)
    c.add(
      `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * 1000) / 1000})"><g fill="${beech}">${LAST_SHAPE}</g>${LAST_DETAIL}<path d="M20,-160C30,-120 90,-90 150,-66" stroke="#fff" stroke-width="6" opacity=".15" fill="none"/></g>`,
    )
  }
}

function pitchDiagram(c: Ctx) {
  const { W, H } = c
  c.rect(0, 0, W, H, '#f4f0e8')
  const k = H * 0.0042
  const ox = W * 0.2
  const oy = H * 0.82
  const beech = c.lin([
    [0, '#ecd0a6'],
    [1, '#b8895a'],
  ])
  c.add(`<path d="M0,${r1(oy)}H${W}" stroke="#b9ad9a" stroke-width="2"/>`)
  c.add(
    `<g transform="translate(${r1(ox)} ${r1(oy)}) scale(${r1(k * 100) / 100})"><g fill="${beech}">${LAST_SHAPE}</g>` +
      `${LAST_DETAIL}<path d="M4.5,-99C6.5,-84 12,-64 17,-46C20.5,-33 23,-18 24.5,-6L33.5,-6C32.5,-24 32,-40 33,-52C35,-70 42,-86 54,-93.5Z" fill="none" stroke="#8a7f70" stroke-width=".7" stroke-dasharray="2 1.5"/>` +
      `<path d="M4,-99C30,-96 60,-90 90,-72C120,-52 150,-22 190,-1L250,-3" fill="none" stroke="#a3121f" stroke-width="1" stroke-dasharray="3 2"/>` +
      `<path d="M-20,0V-99M-24,-95L-20,-99L-16,-95M-24,-4L-20,0L-16,-4" fill="none" stroke="#1a1a1a" stroke-width=".8"/>` +
      `<path d="M185,6H235" stroke="#1a1a1a" stroke-width=".8"/><text x="-28" y="-46" font-family="${SERIF}" font-size="9" text-anchor="end" fill="#1a1a1a">10 cm</text></g>`,
  )
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
    const fy =
      kind === 'studio' ? studio(c, 'day', colorHex(p.color), 0.6) : PAINTERS[kind](c, 'day', colorHex(p.color))
    placeProduct(c, p, c.W * (kind === 'studio' ? 0.52 : 0.45), fy, 220, { pair: kind !== 'studio' })
  }
  return c.svg()
}
