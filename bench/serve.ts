// Shared by the bench scripts that start a server: wait until it answers.

/** Resolves once `url` answers 2xx; throws when it has not within `ms` (a first start that seeds takes minutes). */
export async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${Math.round(ms / 1000)} s`)
}
