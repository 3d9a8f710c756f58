// Several instances on one Redis count as one shop: the shop's one limiter (src/server/http/limits.ts) given a Redis
// client per simulated instance. A budget spread over three instances is the budget of one, a lockout started through
// some of them holds on all, a restarted instance forgets nothing, and an instance whose Redis stops answering
// still answers shoppers from its own memory. Needs the machine's Redis (TEST_REDIS_URL, the local one by default):
// without it the test fails, it does not skip.
import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCKOUT } from '@/domain/accounts/lockout'
import { type Limits, createLimits } from '@/server/http/limits'
import { connectRedis } from '@/server/platform/redis'

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// Each run its own keys: the SQLite and Postgres runs of this file share the one Redis.
const prefix = `maison-test-${randomUUID()}:`
const clients: Redis[] = []

/** An instance once its connection is up (before, it counts in its own memory, as a starting instance does). */
async function instance(env: Record<string, string> = {}): Promise<Limits> {
  const redis = connectRedis(url)
  clients.push(redis)
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve))
  return createLimits({ redis, prefix, env })
}

afterAll(async () => {
  const admin = connectRedis(url)
  const keys = await admin.keys(`${prefix}*`)
  if (keys.length) await admin.del(...keys)
  await Promise.all([admin, ...clients].map((c) => c.quit().catch(() => c.disconnect())))
})

describe('limits shared by the instances', () => {
  it('gives checkout starts from one address spread over three instances the budget of one (30 per 10 min)', async () => {
    const [a, b, c] = await Promise.all([instance(), instance(), instance()])
    const results = await Promise.all(
      Array.from({ length: 45 }, (_, i) => [a, b, c][i % 3]!.hit('checkout', 'checkout', '203.0.113.30')),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(30)
    const refused = results.find((r) => !r.allowed)!
    expect(refused.retryAfterMs).toBeGreaterThan(9 * 60_000)
    // Another address still has its own budget.
    expect((await b.hit('checkout', 'checkout', '198.51.100.30')).allowed).toBe(true)
  })

  it('holds a lockout started through some instances on all of them, and after a restart', async () => {
    const [a, b, c] = await Promise.all([instance(), instance(), instance()])
    const address = `zoe-${randomUUID()}@example.com`
    // Failed sign-ins for one account from many connections, spread over the instances.
    const started = []
    for (let i = 0; i < LOCKOUT.perAccount; i++) started.push(await [a, b, c][i % 3]!.lock('account').record(address))
    expect(started.filter(Boolean)).toHaveLength(1)
    expect(started.at(-1)).toBe(true)
    for (const one of [a, b, c]) expect(await one.lock('account').lockedFor(address)).toBeGreaterThan(14 * 60_000)
    // A budget spent through the three instances too.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => [a, b, c][i % 3]!.hit('checkout', 'checkout', '203.0.113.34')),
    )
    // A restarted instance (new process, new connection) finds the lock and the spent budget.
    const restarted = await instance()
    expect(await restarted.lock('account').lockedFor(address)).toBeGreaterThan(14 * 60_000)
    expect((await restarted.hit('checkout', 'checkout', '203.0.113.34')).allowed).toBe(false)
    // Proving the mailbox through one instance lifts it everywhere.
    await c.lock('account').clear(address)
    for (const one of [a, b, restarted]) expect(await one.lock('account').lockedFor(address)).toBe(0)
  })

  it('counts an instance’s very first request, made while its connection is still opening, in the shared budget', async () => {
    const a = await instance({ FORM_RATE_LIMIT: '2' })
    await a.hit('form', 'contact', '203.0.113.33')
    await a.hit('form', 'contact', '203.0.113.33')
    // Just started: its connection is not open yet when the request comes.
    const redis = connectRedis(url)
    clients.push(redis)
    expect(redis.status).not.toBe('ready')
    const started = createLimits({ redis, prefix, env: { FORM_RATE_LIMIT: '2' } })
    expect((await started.hit('form', 'contact', '203.0.113.33')).allowed).toBe(false)
  })

  it('counts a connection’s wrong codes once whichever instance answers', async () => {
    const [a, b] = await Promise.all([instance(), instance()])
    const key = `203.0.113.31|${randomUUID()}@example.com`
    for (let i = 0; i < LOCKOUT.perConnection - 1; i++) await (i % 2 ? a : b).lock('code').record(key)
    expect(await a.lock('code').lockedFor(key)).toBe(0)
    expect(await b.lock('code').record(key)).toBe(true)
    expect(await a.lock('code').lockedFor(key)).toBeGreaterThan(0)
  })

  it('answers from its own memory while Redis does not answer, never with an error', async () => {
    const down = connectRedis('redis://127.0.0.1:1')
    clients.push(down)
    const limits = createLimits({ redis: down, prefix, env: { FORM_RATE_LIMIT: '2' } })
    const allowed = []
    for (let i = 0; i < 3; i++) allowed.push((await limits.hit('form', 'contact', '203.0.113.32')).allowed)
    expect(allowed).toEqual([true, true, false])
    const lock = limits.lock('password')
    for (let i = 0; i < LOCKOUT.perConnection; i++) await lock.record('203.0.113.32|x@example.com')
    expect(await lock.lockedFor('203.0.113.32|x@example.com')).toBeGreaterThan(0)
  })
})
