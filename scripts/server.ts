// The production server (`npm start`, the e2e run): Next inside our own Node server — see
// src/server/edge/httpServer.ts for why. PORT (3000), HOST (127.0.0.1 unless SERVER_URL is set), SERVER_URL.
import { loadEnv } from './env'

loadEnv()
const { startServer } = await import('../src/server/edge/httpServer')
try {
  const server = await startServer()
  const address = server.address()
  const where = typeof address === 'object' && address ? `${address.address}:${address.port}` : String(address)
  console.log(`Ready on ${process.env.SERVER_URL} (listening on ${where})`)
} catch (err) {
  console.error(`Cannot start: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
}
