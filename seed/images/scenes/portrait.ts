// Portraits of the house's people: a profile silhouette in front of an arched niche.
import { darken, hash, lighten, pick, prng, r1 } from '../util'
import { Ctx } from './canvas'

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
  const coat = pick(
    ['#1d1d22', '#8a4b22', '#5a1420', '#2f3a4a', '#8b7d6b', '#efe8da', '#a3121f', '#3d4a3e'],
    hash(key + ':coat'),
  )
  const hair = pick(['#1e1511', '#3b2518', '#5e3f26', '#9c7650', '#2b2b2b', '#c2a47e'], hash(key + ':hair'))
  const skin = pick(['#e8c9ad', '#d6a989', '#b98562', '#8d5e41', '#f0d5bf'], hash(key + ':skin'))
  const hairStyle = hash(key + ':style') % 3
  const collar = hash(key + ':collar') % 3
  const facing = hash(key + ':facing') % 2 ? 1 : -1
  c.rect(
    0,
    0,
    1000,
    1250,
    c.lin([
      [0, lighten(bg, 0.25)],
      [1, darken(bg, 0.08)],
    ]),
  )
  c.path('M210,1250V600A290,290 0 0 1 790,600V1250Z', darken(bg, 0.07))
  c.path('M210,1250V600A290,290 0 0 1 500,310V1250Z', '#fff', 'opacity=".08"')
  // profile facing right, in a 1000-wide box; mirrored when facing left
  const face: Array<[number, number]> = [
    [562, 935],
    [566, 880],
    [572, 832],
    [594, 803],
    [630, 790],
    [650, 770],
    [647, 750],
    [656, 734],
    [651, 722],
    [658, 709],
    [656, 695],
    [663, 687],
    [692, 666],
    [668, 628],
    [655, 607],
    [664, 588],
    [662, 556],
    [646, 496],
    [608, 450],
    [540, 424],
  ]
  const skull = 'C470,424 414,470 404,540C396,600 414,660 444,705C458,750 458,820 452,870L448,935Z'
  let g = ''
  // garment
  g += `<path d="M150,1250C160,1080 250,975 420,940L610,930C760,960 850,1060 860,1250Z" fill="${coat}"/>`
  g += `<path d="M150,1250C160,1080 250,975 420,940L500,935L470,1250Z" fill="#fff" opacity=".07"/>`
  // neck and face silhouette
  g += `<path d="${smoothPts(face)}${skull}" fill="${skin}"/>`
  if (collar === 0)
    g += `<path d="M420,940L520,1100L560,940Z" fill="${darken(coat, 0.25)}"/><path d="M600,932L540,1120L700,980Z" fill="${lighten(coat, 0.12)}"/><path d="M420,940L500,1250" stroke="${darken(coat, 0.3)}" stroke-width="5"/>`
  else if (collar === 1)
    g += `<path d="M430,950C430,880 460,850 470,845L590,845C600,860 610,900 610,945C560,975 470,975 430,950Z" fill="${darken(coat, 0.08)}"/><path d="M440,900C500,915 560,915 605,900M436,925C500,942 560,942 608,925" stroke="${darken(coat, 0.25)}" stroke-width="3" fill="none" opacity=".6"/>`
  else
    g += `<path d="M470,935C500,1010 560,1030 600,930" fill="none" stroke="#d4b25c" stroke-width="4"/><circle cx="536" cy="1012" r="9" fill="#e8d9a8"/>`
  // hair, behind the profile: cap from the hairline over the crown, then chignon, bob or long hair
  const cap = 'M648,500C640,462 600,426 540,420C470,416 412,462 402,540'
  if (hairStyle === 0)
    g += `<path d="${cap}C398,600 410,650 438,690C470,660 500,630 520,600C560,560 600,530 648,500Z" fill="${hair}"/><circle cx="416" cy="512" r="64" fill="${hair}"/><path d="M372,492C392,462 436,462 456,488" stroke="${lighten(hair, 0.25)}" stroke-width="5" fill="none" opacity=".5"/>`
  else if (hairStyle === 1)
    g += `<path d="${cap}C396,610 392,690 408,752C440,776 490,776 528,752C522,700 524,640 540,600C570,560 610,530 648,500Z" fill="${hair}"/><path d="M430,520C420,600 424,680 440,740" stroke="${lighten(hair, 0.22)}" stroke-width="4" fill="none" opacity=".5"/>`
  else
    g += `<path d="${cap}C394,620 388,760 392,860C396,920 420,960 440,975C480,960 505,930 512,880C518,800 508,700 530,620C560,570 605,532 648,500Z" fill="${hair}"/><path d="M428,560C418,660 416,780 436,900" stroke="${lighten(hair, 0.2)}" stroke-width="5" fill="none" opacity=".45"/>`
  g += `<circle cx="${hairStyle === 0 ? 528 : 532}" cy="${hairStyle === 1 ? 770 : 700}" r="8" fill="#d4b25c"/>`
  c.add(facing === 1 ? `<g>${g}</g>` : `<g transform="translate(1000 0) scale(-1 1)">${g}</g>`)
  // soft light
  c.rect(
    0,
    0,
    1000,
    1250,
    c.lin(
      [
        [0, '#fff', 0.1],
        [0.5, '#fff', 0],
        [1, '#3a2a1a', 0.1],
      ],
      0,
      0,
      1,
      0.4,
    ),
  )
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
