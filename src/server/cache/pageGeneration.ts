// The generation of the public pages' content: every revalidation bumps it, and the origin's page cache
// (src/server/edge/pageCache.ts) drops whatever it copied under an older generation. It lives on globalThis
// because the revalidation runs in the app's bundle and the page cache in our Node server: two module instances,
// one process. Several instances on one Redis hear each other's revalidations (./revalidationBus.mjs): each one's
// page cache then lets go of its copies too.
import { sharedRevalidations } from './revalidationBus.mjs'

const g = globalThis as unknown as { __maisonPageGeneration?: number }

export const pageGeneration = (): number => g.__maisonPageGeneration ?? 0

export function bumpPageGeneration() {
  g.__maisonPageGeneration = pageGeneration() + 1
}

/**
 * With REDIS_URL, a revalidation on any instance bumps this one's generation once the shared cache has it, and so
 * does the return of a subscriber that was away (it may have missed some). Without it, nothing to follow.
 */
export function followSharedRevalidations(env: NodeJS.ProcessEnv = process.env) {
  sharedRevalidations(env)?.subscribe(() => bumpPageGeneration())
}
