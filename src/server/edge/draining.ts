// What the app does when its instance stops (SIGTERM, src/server/edge/shutdown.ts): tell live streams to reconnect
// elsewhere, stop the background timers. Registered by the app at start (src/instrumentation.ts) and run by our
// server, another module instance: hence globalThis, as for the direct routes (./directRoutes.ts).
type DrainHook = () => void | Promise<void>

const g = globalThis as unknown as { __drainHooks?: Map<string, DrainHook> }

/** Runs `hook` when the instance starts draining (one per name: a second start replaces it). */
export function onDrain(name: string, hook: DrainHook) {
  ;(g.__drainHooks ??= new Map()).set(name, hook)
}

/** Runs every hook; one failing does not stop the others. */
export async function runDrainHooks(log: (message: string) => void = console.error) {
  await Promise.all(
    [...(g.__drainHooks ?? new Map<string, DrainHook>())].map(async ([name, hook]) => {
      try {
        await hook()
      } catch (err) {
        log(`Drain hook ${name} failed: ${String(err)}`)
      }
    }),
  )
}
