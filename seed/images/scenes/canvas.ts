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
  svg(): string {
    return svgDoc(this.W, this.H, this.defs.join(''), this.body.join(''))
  }
}

export const poly = (pts: Array<[number, number]>) => 'M' + pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join('L') + 'Z'
