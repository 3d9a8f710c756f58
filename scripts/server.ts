// The production server (`npm start`, the e2e run): Next inside our own Node server — see
// src/server/edge/httpServer.ts for why. PORT (3000), HOST (127.0.0.1 unless SERVER_URL is set), SERVER_URL.
// It listens at once and answers the opening page until the database is migrated and seeded; SIGTERM (or Ctrl-C)
// stops it gracefully within 10 s (src/server/edge/shutdown.ts).
import { loadEnv } from './env'

loadEnv()
const { startServer } = await import('../src/server/edge/httpServer')
try {
  await startServer({
    onListening: (listening, shutdown) => {
      const address = listening.address()
      const where = typeof address === 'object' && address ? `${address.address}:${address.port}` : String(address)
      console.log(`Opening on ${process.env.SERVER_URL} (listening on ${where})`)
      for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown.stop(signal))
    },
  })
  console.log(`Ready on ${process.env.SERVER_URL}`)
} catch (err) {
  console.error(`Cannot start: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
}
