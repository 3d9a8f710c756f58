// First step of `npm run dev` / `npm start`: the data folder and a generated PAYLOAD_SECRET in .env.
// The database itself is migrated and seeded by the server at boot (src/instrumentation.ts).
import { mkdirSync } from 'node:fs'
import { loadEnv } from './env'

mkdirSync('data', { recursive: true })
loadEnv()
