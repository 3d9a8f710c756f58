// How far this instance is in opening: migrating, then seeding (step by step, the catalogue product by product), then
// open. On globalThis: prepare.ts writes it from the app's bundle, our HTTP server (another module instance) reads it
// to answer the opening page (src/server/edge/openingPage.ts) until the app is ready.
export type OpeningPhase = 'starting' | 'migrating' | 'seeding' | 'open'

export interface Opening {
  phase: OpeningPhase
  /** The seed's current step ('catalog', 'content'…), while seeding. */
  step?: string
  done?: number
  total?: number
}

const g = globalThis as unknown as { __maisonOpening?: Opening }

export const openingState = (): Opening => g.__maisonOpening ?? { phase: 'starting' }

export function setOpening(state: Opening) {
  g.__maisonOpening = state
}
