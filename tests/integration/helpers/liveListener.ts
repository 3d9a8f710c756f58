// A second process for the live-bus test: it LISTENs through our Postgres adapter on DATABASE_URL and prints each
// event it hears as one JSON line (and "ready" once listening). Run with tsx; stopped by the test.
import pg from 'pg'
import { createPgBus } from '../../../src/server/live/pgBus'

const bus = createPgBus({ connectionString: process.env.DATABASE_URL!, Client: pg.Client })
const topics = (process.env.LIVE_TOPICS ?? '').split(',').filter(Boolean)
for (const topic of topics) bus.subscribe(topic, (e) => process.stdout.write(`${JSON.stringify(e)}\n`))
await bus.ready()
process.stdout.write('ready\n')
process.on('SIGTERM', () => void bus.close().then(() => process.exit(0)))
