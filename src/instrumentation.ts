// Runs once when a server instance starts, before it answers requests: apply committed migrations and seed
// an empty database (src/server/startup.ts). Never during `next build` — a build needs no database. Our production
// server answers the opening page meanwhile (src/server/edge/httpServer.ts), with the progress it publishes.
// Every import stays after the runtime check, in this function: Next also compiles this file for the edge runtime,
// and only code it can see is unreachable there is left out of that bundle (Payload cannot run on the edge).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { openInstance } = await import('./server/startup')
  await openInstance(async () => (await import('../seed')).seed)
}
