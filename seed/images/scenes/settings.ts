// The settings of an abstract Paris a product is shown in. Each painter draws its backdrop and returns the y of
// the floor the product stands on.
import type { Ctx, Mood } from './canvas'
import { facade, garden, rooftop, street } from './exteriors'
import { cafe, parquet, stage, staircase, studio, workshop } from './interiors'

export type SceneKind =
  'facade' | 'parquet' | 'rooftop' | 'staircase' | 'garden' | 'studio' | 'stage' | 'street' | 'cafe' | 'workshop'
export type { Mood }

export const PAINTERS: Record<SceneKind, (c: Ctx, mood: Mood, accent: string) => number> = {
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
