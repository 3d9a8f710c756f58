// Lookbook images: the product, small, in one of five Paris settings chosen from its type and colour.
import { colorHex } from '../palette'
import { hash, pick, prng } from '../util'
import { Ctx } from './canvas'
import { placeProduct } from './figures'
import { type Mood, PAINTERS, type SceneKind } from './settings'

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
  const x =
    kind === 'garden'
      ? c.W * 0.38
      : kind === 'facade'
        ? c.W * 0.48
        : kind === 'staircase'
          ? c.W * 0.5
          : c.W * (0.3 + c.rnd() * 0.3)
  placeProduct(c, { type, color: hex }, x, floorY, len, {
    pair: true,
    elev: 0.35,
    light: kind === 'garden' ? 0.3 : -0.6,
  })
  c.photo(floorY)
  return c.svg()
}
