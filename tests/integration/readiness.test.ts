// GET /api/health says the process is alive and reads nothing; GET /api/ready says whether this instance can serve
// the shop: 200 on a migrated database, 503 naming what is missing — a committed migration not applied, a Redis that
// does not answer (REDIS_URL) — within the probe's short timeout. Against the real database; Redis is played by a
// small server speaking its protocol (so the test needs none running), which accepts one password.
import net from 'node:net'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET as health } from '@/app/api/health/route'
import { GET as ready } from '@/app/api/ready/route'
import { pingRedis } from '@/server/platform/redisPing'
import { testPayload } from './helpers/payload'

let payload: Payload
let REDIS = ''
let closeRedis = () => undefined as void

/** PING → +PONG; AUTH → +OK with the password 'sesame', else an error reply, as Redis answers. */
async function fakeRedis() {
  const server = net.createServer((socket) => {
    socket.on('data', (chunk) => {
      const text = chunk.toString()
      if (text.includes('AUTH')) socket.write(text.includes('sesame') ? '+OK\r\n' : '-WRONGPASS invalid password\r\n')
      if (text.includes('PING')) socket.write('+PONG\r\n')
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  REDIS = `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`
  closeRedis = () => void server.close()
}

beforeAll(async () => {
  payload = await testPayload()
  await fakeRedis()
})
afterAll(() => closeRedis())
afterEach(() => {
  delete process.env.REDIS_URL
})

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as net.AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

/** A server that accepts and never answers (a Redis stuck behind a firewall rule). */
async function silentPort(): Promise<{ port: number; close: () => void }> {
  const sockets: net.Socket[] = []
  const server = net.createServer((s) => sockets.push(s))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const s of sockets) s.destroy()
      server.close()
    },
  }
}

describe('the probes', () => {
  it('/api/health answers 200 and reads nothing', async () => {
    const res = await health()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })

  it('/api/ready is 200 on a migrated database, Redis not configured', async () => {
    const res = await ready()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      ready: true,
      database: 'ok',
      pendingMigrations: [],
      redis: 'not configured',
    })
  })

  it('/api/ready is 503 while a committed migration is not applied, and names it', async () => {
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
      overrideAccess: true,
    })
    const last = docs[0]!
    await payload.delete({ collection: 'payload-migrations', id: last.id, overrideAccess: true })
    try {
      const res = await ready()
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('5')
      expect(await res.json()).toMatchObject({ ready: false, database: 'ok', pendingMigrations: [last.name] })
    } finally {
      await payload.create({
        collection: 'payload-migrations',
        data: { name: last.name, batch: last.batch },
        overrideAccess: true,
      })
    }
    expect((await ready()).status).toBe(200)
  })

  it('/api/ready checks Redis when REDIS_URL is set: 200 when it answers, 503 at once when it does not', async () => {
    process.env.REDIS_URL = REDIS
    const up = await ready()
    expect(await up.json()).toMatchObject({ ready: true, redis: 'ok' })
    process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`
    const down = await ready()
    expect(down.status).toBe(503)
    expect(await down.json()).toMatchObject({ ready: false, database: 'ok', redis: 'unreachable' })
  })

  it('a Redis that accepts but never answers is unreachable after the timeout, not a hanging probe', async () => {
    const silent = await silentPort()
    try {
      const started = Date.now()
      expect(await pingRedis(`redis://127.0.0.1:${silent.port}`, 300)).toBe(false)
      expect(Date.now() - started).toBeLessThan(1000)
    } finally {
      silent.close()
    }
  })

  it('sends the password of the URL first: the right one is ready, a wrong one is not', async () => {
    expect(await pingRedis(REDIS.replace('redis://', 'redis://:sesame@'))).toBe(true)
    expect(await pingRedis(REDIS.replace('redis://', 'redis://default:sesame@'))).toBe(true)
    expect(await pingRedis(REDIS.replace('redis://', 'redis://:wrong@'))).toBe(false)
  })
})
