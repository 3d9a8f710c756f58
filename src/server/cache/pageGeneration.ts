// The generation of the public pages' content: every revalidation bumps it, and the origin's page cache
// (src/server/edge/pageCache.ts) drops whatever it copied under an older generation. It lives on globalThis
// because the revalidation runs in the app's bundle and the page cache in our Node server: two module instances,
// one process.
const g = globalThis as unknown as { __maisonPageGeneration?: number }

export const pageGeneration = (): number => g.__maisonPageGeneration ?? 0

export function bumpPageGeneration() {
  g.__maisonPageGeneration = pageGeneration() + 1
}
