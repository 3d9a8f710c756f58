// The drawing surface every scene paints on: an SVG document built from gradients, filters and shapes, with
// a seeded random source so a picture is a pure function of its key.
import { r1, svgDoc } from '../util'

export class Ctx {
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
        stops
          .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
          .join('') +
        `</linearGradient>`,
    )
    return `url(#${id})`
  }
  rad(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r')
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
        stops
          .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
          .join('') +
        `</radialGradient>`,
    )
    return `url(#${id})`
  }
  blur(sd: number): string {
    const id = this.id('f')
    this.def(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    )
    return `url(#${id})`
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    this.add(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`,
    )
  }
  path(d: string, fill: string, extra = '') {
    this.add(`<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`)
  }
  /** Film grain strength the rasteriser adds (0 = none); see `photo()` and render.ts. */
  grain = 0

  /**
   * The finish that makes a painted scene read as a photograph: contact shade where the walls meet the floor,
   * a warm key light falling from the upper left, lens fall-off at the corners, a gentle tone curve (lifted
   * blacks, warm highlights) and film grain. Deterministic: gradients and the rasteriser's seeded noise only.
   */
  photo(floorY: number | null, { light = 0.16, vignette = 0.34, grain = 0.03 } = {}) {
    const { W, H } = this
    if (floorY !== null && floorY > 0 && floorY < H) {
      const band = H * 0.09
      this.rect(
        0,
        floorY - band,
        W,
        band,
        this.lin([
          [0, '#1a130d', 0],
          [1, '#1a130d', 0.22],
        ]),
      )
      this.rect(
        0,
        floorY,
        W,
        band * 0.7,
        this.lin([
          [0, '#1a130d', 0.18],
          [1, '#1a130d', 0],
        ]),
      )
    }
    this.rect(
      0,
      0,
      W,
      H,
      this.lin(
        [
          [0, '#fff4e0', light],
          [0.45, '#fff4e0', light * 0.25],
          [1, '#fff4e0', 0],
        ],
        0,
        0,
        1,
        1,
      ),
    )
    this.rect(
      0,
      0,
      W,
      H,
      this.rad(
        [
          [0.55, '#120c08', 0],
          [0.85, '#120c08', vignette * 0.45],
          [1, '#120c08', vignette],
        ],
        0.5,
        0.48,
        0.75,
      ),
    )
    this.rect(0, 0, W, H, '#2a1d12', 'opacity="0.05"')
    this.grain = grain
  }
  svg(): string {
    const doc = svgDoc(this.W, this.H, this.defs.join(''), this.body.join(''))
    return this.grain > 0 ? doc.replace('<svg ', `<svg data-grain="${this.grain}" `) : doc
  }
}

export const poly = (pts: Array<[number, number]>) => 'M' + pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join('L') + 'Z'

/** The light a scene is painted in. */
export type Mood = 'day' | 'dusk' | 'night'
