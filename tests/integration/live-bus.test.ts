// The live bus: a committed write is announced to every listener — on Postgres also to a second listener connection
// and to a second process on the same database — and a write that rolls back announces nothing.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './helpers/payload'

const isPg = /^postgres/.test(process.env.DATABASE_URL ?? '')
let payload: Payload
let live: typeof import('@/server/live')

const collect = (bus: import('@/server/live').LiveBus, topic: string) => {
  const heard: { topic: string; kind: string }[] = []
  const off = bus.subscribe(topic, (e) => heard.push({ topic: e.topic, kind: e.kind }))
  return { heard, off }
}
const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  payload = await testPayload()
  live = await import('@/server/live')
  const bus = live.liveBus(payload) as { ready?: () => Promise<void> }
  await bus.ready?.()
})

describe('live bus', () => {
  it('uses LISTEN/NOTIFY on Postgres and the in-process emitter on SQLite', () => {
    expect(live.liveBus(payload).kind).toBe(isPg ? 'postgres' : 'memory')
  })

  it('announces a committed write to the topic’s subscribers, and to no other topic', async () => {
    const bus = live.liveBus(payload)
    const mine = collect(bus, 'cart:test-1')
    const other = collect(bus, 'cart:test-2')
    await live.writeAndAnnounce(payload, async (_req, announce) => announce('cart:test-1'))
    await settle()
    expect(mine.heard).toEqual([{ topic: 'cart:test-1', kind: 'change' }])
    expect(other.heard).toEqual([])
    mine.off()
    other.off()
  })

  it('announces nothing for a write that rolls back', async () => {
    const bus = live.liveBus(payload)
    const mine = collect(bus, 'cart:test-rollback')
    await expect(
      live.writeAndAnnounce(payload, async (req, announce) => {
        await payload.create({
          collection: 'stores',
          data: { name: 'Rolled back', slug: 'rolled-back', type: 'boutique' } as never,
          req,
          overrideAccess: true,
        })
        await announce('cart:test-rollback')
        throw new Error('abort the write')
      }),
    ).rejects.toThrow('abort the write')
    await settle(600)
    expect(mine.heard).toEqual([])
    // The write itself is gone too: the rollback was real.
    const { totalDocs } = await payload.count({ collection: 'stores', where: { slug: { equals: 'rolled-back' } } })
    expect(totalDocs).toBe(0)
    mine.off()
  })

  it.runIf(isPg)('reaches a second listener connection on the same Postgres', async () => {
    const { createPgBus } = await import('@/server/live/pgBus')
    const pg = (await import('pg')).default
    const second = createPgBus({ connectionString: process.env.DATABASE_URL!, Client: pg.Client })
    const heard = collect(second, 'cart:test-second')
    await second.ready()
    await live.writeAndAnnounce(payload, async (_req, announce) => announce('cart:test-second'))
    await settle()
    expect(heard.heard).toEqual([{ topic: 'cart:test-second', kind: 'change' }])
    await second.close()
  })

  describe.runIf(isPg)('a second process on the same Postgres', () => {
    let child: ChildProcess
    const lines: string[] = []
    afterAll(() => {
      child?.kill('SIGTERM')
    })

    it('hears a committed write and not a rolled-back one', async () => {
      child = spawn(
        process.execPath,
        [path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve(__dirname, 'helpers/liveListener.ts')],
        { env: { ...process.env, LIVE_TOPICS: 'cart:proc-ok,cart:proc-rollback' }, stdio: ['ignore', 'pipe', 'pipe'] },
      )
      child.stdout!.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)))
      const deadline = Date.now() + 30_000
      while (!lines.includes('ready') && Date.now() < deadline) await settle(100)
      expect(lines).toContain('ready')
      await expect(
        live.writeAndAnnounce(payload, async (_req, announce) => {
          await announce('cart:proc-rollback')
          throw new Error('abort')
        }),
      ).rejects.toThrow('abort')
      await live.writeAndAnnounce(payload, async (_req, announce) => announce('cart:proc-ok'))
      while (lines.length < 2 && Date.now() < deadline) await settle(50)
      await settle(300)
      const events = lines.filter((l) => l !== 'ready').map((l) => JSON.parse(l) as { topic: string; kind: string })
      expect(events.map((e) => [e.topic, e.kind])).toEqual([['cart:proc-ok', 'change']])
    })
  })
})
