// Optional timing of the checkout's phases, for bench/checkout: off unless a collector is installed, so a
// production request pays one property read per phase. Times add up per phase name across requests.
const g = globalThis as unknown as { __checkoutPhases?: Map<string, number> }

export async function phase<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const sink = g.__checkoutPhases
  if (!sink) return fn()
  const t0 = performance.now()
  try {
    return await fn()
  } finally {
    sink.set(name, (sink.get(name) ?? 0) + performance.now() - t0)
  }
}

/** @internal Starts collecting (clearing what was collected); returns a function that stops and gives the totals
 *  (bench:checkout reads the phases of a checkout with it). */
export function collectPhases(): () => Map<string, number> {
  const sink = new Map<string, number>()
  g.__checkoutPhases = sink
  return () => {
    if (g.__checkoutPhases === sink) delete g.__checkoutPhases
    return sink
  }
}
