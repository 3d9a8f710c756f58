// How far this instance is in opening: migrating, then seeding (step by step, the catalogue product by product), then
// open — or failed. On globalThis: prepare.ts and src/instrumentation.ts write it from the app's bundle, our HTTP
// server (another module instance) reads it to answer the opening page (src/server/edge/openingPage.ts) until the
// app is open. Next's own prepare() does not wait for the instrumentation in production (it runs it in the
// background and holds each request until it is done), so this is how our server knows.
type OpeningPhase = 'starting' | 'migrating' | 'seeding' | 'open' | 'failed'

export interface Opening {
  phase: OpeningPhase
  /** The seed's current step ('catalog', 'content'…), while seeding. */
  step?: string
  done?: number
  total?: number
  /** Why opening failed (the server stops). */
  error?: string
}

const g = globalThis as unknown as { __maisonOpening?: Opening }

export const openingState = (): Opening => g.__maisonOpening ?? { phase: 'starting' }

export function setOpening(state: Opening) {
  g.__maisonOpening = state
}

/** Resolves once the app says it is open; rejects if it failed to open. Polls: the writer is another module instance. */
export function whenOpen(everyMs = 100): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const { phase, error } = openingState()
      if (phase === 'open') return resolve()
      if (phase === 'failed') return reject(new Error(error || 'The app failed to open'))
      setTimeout(check, everyMs)
    }
    check()
  })
}
