// The live bus: a committed write is announced to every listener — on Postgres also to a second listener connection
// and to a second process on the same database — and a write that rolls back announces nothing.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testPayload } from './helpers/payload'

const isPg = /^postgres/.test(process.env.DATABASE_URL ?? '')
let payload: Payload
let live: typeof import('@/server/live')

const collect = (bus: import('@/server/live').LiveBus, topic: string) => {
  const heard: { topic: string; kind: string }[] = []
  const off = bus.subscribe(topic, (e) => heard.push({ topic: e.topic, kind: e.kind }))
  return { heard, off }
}
// Waits for an announcement to arrive, never a guessed time: the bus delivers in commit order, so once a later
// announcement is heard, an earlier one that should not exist would have been heard before it.
const arrives = (check: () => void) => vi.waitFor(check, { timeout: 30_000, interval: 20 })

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
    await arrives(() => expect(mine.heard).toHaveLength(1))
    expect(mine.heard).toEqual([{ topic: 'cart:test-1', kind: 'change' }])
    // One announcement reaches all its listeners at once: another topic's would have it by now.
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
    // A committed write on the same topic after it: only this one is heard.
    await live.writeAndAnnounce(payload, async (_req, announce) => announce('cart:test-rollback'))
    await arrives(() => expect(mine.heard).not.toHaveLength(0))
    expect(mine.heard).toEqual([{ topic: 'cart:test-rollback', kind: 'change' }])
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
    await arrives(() => expect(heard.heard).toHaveLength(1))
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
      await arrives(() => expect(lines).toContain('ready'))
      await expect(
        live.writeAndAnnounce(payload, async (_req, announce) => {
          await announce('cart:proc-rollback')
          throw new Error('abort')
        }),
      ).rejects.toThrow('abort')
      await live.writeAndAnnounce(payload, async (_req, announce) => announce('cart:proc-ok'))
      await arrives(() => expect(lines.filter((l) => l !== 'ready')).not.toHaveLength(0))
      const events = lines.filter((l) => l !== 'ready').map((l) => JSON.parse(l) as { topic: string; kind: string })
      expect(events.map((e) => [e.topic, e.kind])).toEqual([['cart:proc-ok', 'change']])
    })
  })
})
