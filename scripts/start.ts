// npm start: environment, a production build if there is none yet, then our production server (scripts/server.ts:
// Next inside a small Node server) on PORT (3000). The server migrates and seeds the database (src/instrumentation.ts)
// and answers an "opening" page meanwhile; GET /api/ready says when it serves the shop.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { loadEnv } from './env'

mkdirSync('data', { recursive: true })
loadEnv()
const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
if (!existsSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) run('node_modules/.bin/next', ['build'])
await import('./server')
