// Several instances on one Redis are one shop: Next's cache handler of two instances (two handler classes, each with
// its own connection and memory, as two processes would have) reads what the other wrote, a tag revalidated through
// one is a miss through the other, and the revalidation reaches the other's page cache within a second. Without
// REDIS_URL, or with Redis away, the handler keeps working in its own memory. Keys carry a prefix of this run.
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { followSharedRevalidations, pageGeneration } from '@/server/cache/pageGeneration'
import { createCacheHandler } from '@/server/cache/redisCacheHandler.mjs'
import { createRevalidationBus, sharedRevalidations } from '@/server/cache/revalidationBus.mjs'

const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const prefix = `it-cache-${randomUUID()}:`
const redis = new Redis(url)
const closers: (() => Promise<void>)[] = []

type Handler = InstanceType<ReturnType<typeof createCacheHandler>>
/** One instance of the shop: its own handler class (connection, memory), as a second process would have. */
function instance(options: Parameters<typeof createCacheHandler>[0] = { url, prefix, buildId: 'build-1' }): Handler {
  const Class = createCacheHandler(options)
  closers.push(() => Class.close())
  return new Class({})
}

/** A product page as Next stores it: HTML, the RSC payload (bytes) and its segments (a Map), its tags in a header. */
const page = (price: string) => ({
  kind: 'APP_PAGE',
  html: `<p>${price}</p>`,
  rscData: Buffer.from([0, 1, 254, 255]),
  segmentData: new Map([['/_tree', Buffer.from(`tree ${price}`)]]),
  postponed: undefined,
  status: 200,
  headers: { 'x-next-cache-tags': 'products,_N_T_/layout,_N_T_/ankle-boots/red' },
})
const pageCtx = { cacheControl: { revalidate: 300, expire: 3600 } }
const data = (price: number) => ({ kind: 'FETCH', data: { body: JSON.stringify({ price }) }, revalidate: 300 })
const dataCtx = { fetchCache: true, tags: ['products'] }
const readData = { kind: 'FETCH', tags: ['products'], softTags: ['_N_T_/layout'] }

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length) await redis.del(...keys)
  await redis.quit()
})

describe('one cache for every instance (REDIS_URL)', () => {
  it('reads through instance B the page and the data instance A stored, bytes and segments intact', async () => {
    const a = instance()
    const b = instance()
    await a.set('/ankle-boots/red', page('€420'), pageCtx)
    await a.set('catalog-product red en', data(42000), dataCtx)

    const read = await b.get('/ankle-boots/red', { kind: 'APP_PAGE' })
    expect(read?.value.html).toBe('<p>€420</p>')
    expect(Buffer.compare(read?.value.rscData, Buffer.from([0, 1, 254, 255]))).toBe(0)
    expect(read?.value.segmentData.get('/_tree').toString()).toBe('tree €420')
    expect(read?.cacheControl).toEqual({ revalidate: 300, expire: 3600 })
    expect((await b.get('catalog-product red en', readData))?.value.data.body).toBe('{"price":42000}')
    // Another build's pages are never read: an old build's RSC payload would not fit the new one's scripts.
    expect(await instance({ url, prefix, buildId: 'build-2' }).get('/ankle-boots/red', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('makes a tag revalidated through A a miss through B, for pages and data with that tag only', async () => {
    const a = instance()
    const b = instance()
    await a.set('/ankle-boots/red', page('€420'), pageCtx)
    await a.set('catalog-product red en', data(42000), dataCtx)
    await a.set('articles en', { ...data(0), data: { body: '[]' } }, { fetchCache: true, tags: ['articles'] })
    await new Promise((r) => setTimeout(r, 2))

    await a.revalidateTag(['products'], { expire: 0 })

    expect(await b.get('/ankle-boots/red', { kind: 'APP_PAGE' })).toBeNull()
    expect(await b.get('catalog-product red en', readData)).toBeNull()
    expect(await b.get('articles en', { kind: 'FETCH', tags: ['articles'] })).not.toBeNull()
    // What B renders after the edit is read again by A.
    await b.set('/ankle-boots/red', page('€450'), pageCtx)
    expect((await a.get('/ankle-boots/red', { kind: 'APP_PAGE' }))?.value.html).toBe('<p>€450</p>')
  })

  it('makes a path revalidated through A (its _N_T_ tag) and a stale-while-revalidate tag a miss through B', async () => {
    const a = instance()
    const b = instance()
    await a.set('/ankle-boots/red', page('€420'), pageCtx)
    await a.set('articles en', { ...data(0), data: { body: '[]' } }, { fetchCache: true, tags: ['articles'] })
    await new Promise((r) => setTimeout(r, 2))

    await a.revalidateTag(['_N_T_/ankle-boots/red'])
    await a.revalidateTag('articles', { expire: 31_536_000 })

    expect(await b.get('/ankle-boots/red', { kind: 'APP_PAGE' })).toBeNull()
    expect(await b.get('articles en', { kind: 'FETCH', tags: ['articles'] })).toBeNull()
  })

  it('renders a page missing everywhere once: B and C wait for the copy A renders and serve it', async () => {
    const [a, b, c] = [instance(), instance(), instance()]
    const key = `/pumps/red-${randomUUID()}`
    // A misses first: it renders. B and C, missing the same page a moment later, wait for A's copy.
    expect(await a.get(key, { kind: 'APP_PAGE' })).toBeNull()
    const waiting = [b.get(key, { kind: 'APP_PAGE' }), c.get(key, { kind: 'APP_PAGE' })]
    await new Promise((r) => setTimeout(r, 100))
    await a.set(key, page('€737.23'), pageCtx)
    const [seenB, seenC] = await Promise.all(waiting)
    expect(seenB?.value.html).toBe('<p>€737.23</p>')
    expect(seenC?.value.html).toBe('<p>€737.23</p>')
    // The lock went with A's copy: after the next edit, B is the first to miss and renders without waiting.
    await new Promise((r) => setTimeout(r, 2))
    await a.revalidateTag(['products'])
    const started = Date.now()
    expect(await b.get(key, { kind: 'APP_PAGE' })).toBeNull()
    expect(Date.now() - started).toBeLessThan(500)
  })

  it('renders itself when the instance holding the lock gives no copy, and never waits for data', async () => {
    const [a, b] = [instance(), instance()]
    const key = `/pumps/nude-${randomUUID()}`
    expect(await a.get(key, { kind: 'APP_PAGE' })).toBeNull()
    // A's render failed: its lock ends (here at once; in life, at most RENDER_LOCK_MS) without a copy; B takes it and renders.
    const waiting = b.get(key, { kind: 'APP_PAGE' })
    await new Promise((r) => setTimeout(r, 100))
    await redis.del(`${prefix}cache:build-1:${key}:rendering`)
    expect(await waiting).toBeNull()
    expect(await redis.get(`${prefix}cache:build-1:${key}:rendering`)).not.toBeNull()
    // Data entries are read as they are: a miss is a miss at once, whoever is rendering.
    const started = Date.now()
    expect(await a.get(`catalog ${key}`, readData)).toBeNull()
    expect(await b.get(`catalog ${key}`, readData)).toBeNull()
    expect(Date.now() - started).toBeLessThan(500)
  })

  it('announces a revalidation through A to B: B’s page generation moves within a second', async () => {
    const env = { ...process.env, REDIS_URL: url, REDIS_KEY_PREFIX: prefix }
    const bus = sharedRevalidations(env)!
    closers.push(() => bus.close())
    followSharedRevalidations(env)
    await bus.ready()
    const before = pageGeneration()
    const heard: (string[] | null)[] = []
    bus.subscribe((tags) => heard.push(tags))

    const start = Date.now()
    await instance().revalidateTag(['products', '_N_T_/ankle-boots/red'])

    await vi.waitFor(() => expect(pageGeneration()).toBeGreaterThan(before), { timeout: 1000, interval: 10 })
    expect(Date.now() - start).toBeLessThan(1000)
    expect(heard).toEqual([['products', '_N_T_/ankle-boots/red']])
  })

  it('drops B’s in-process copies of a tag (the checkout’s prices) when the tag is revalidated through A', async () => {
    const saved = { ...process.env }
    Object.assign(process.env, { NEXT_RUNTIME: 'nodejs', REDIS_URL: url, REDIS_KEY_PREFIX: prefix })
    try {
      vi.resetModules()
      // B's server: its revalidate module subscribes when it loads inside a Next server.
      const { onRevalidate } = await import('@/server/cache/revalidate')
      const bus = sharedRevalidations()!
      closers.push(() => bus.close())
      await bus.ready()
      let pricesDropped = 0
      onRevalidate('products', () => pricesDropped++)

      await instance().revalidateTag(['products'], { expire: 0 })

      await vi.waitFor(() => expect(pricesDropped).toBe(1), { timeout: 1000, interval: 10 })
    } finally {
      for (const name of ['NEXT_RUNTIME', 'REDIS_URL', 'REDIS_KEY_PREFIX'])
        if (saved[name] === undefined) delete process.env[name]
        else process.env[name] = saved[name]
    }
  })

  it('tells B’s listeners to drop everything when B’s subscriber comes back after Redis was away', async () => {
    const bus = createRevalidationBus({ url, prefix })
    closers.push(() => bus.close())
    const heard: (string[] | null)[] = []
    bus.subscribe((tags) => heard.push(tags))
    await bus.ready()
    // Its connection is named after the prefix: this run's subscriber, no one else's.
    const line = ((await redis.client('LIST')) as string)
      .split('\n')
      .find((l) => l.includes(`name=${prefix}revalidations `))
    await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(line ?? '')![1])
    await vi.waitFor(() => expect(heard).toContain(null), { timeout: 10_000, interval: 20 })
  })
})

describe('without a shared Redis', () => {
  it('keeps pages and data in this process’s memory without REDIS_URL, and revalidates them', async () => {
    const alone = instance({ prefix: `${prefix}alone:`, buildId: 'build-1' })
    await alone.set('/ankle-boots/red', page('€420'), pageCtx)
    await alone.set('catalog-product red en', data(42000), dataCtx)
    expect((await alone.get('/ankle-boots/red', { kind: 'APP_PAGE' }))?.value.html).toBe('<p>€420</p>')
    await new Promise((r) => setTimeout(r, 2))
    await alone.revalidateTag('products', { expire: 0 })
    expect(await alone.get('/ankle-boots/red', { kind: 'APP_PAGE' })).toBeNull()
    expect(await alone.get('catalog-product red en', readData)).toBeNull()
    // Nothing reached Redis.
    expect(await redis.keys(`${prefix}alone:*`)).toEqual([])
  })

  it('the handler next.config names works in memory when REDIS_URL is unset', async () => {
    const saved = process.env.REDIS_URL
    delete process.env.REDIS_URL
    try {
      vi.resetModules()
      const { default: Handler } = await import('@/server/cache/redisCacheHandler.mjs')
      const handler = new Handler({}) as unknown as Handler
      await handler.set('k', data(1), dataCtx)
      expect((await handler.get('k', readData))?.value.data.body).toBe('{"price":1}')
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved
    }
  })

  it('carries on in memory, without failing a read or a write, when Redis cannot be reached', async () => {
    const writes = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      const away = instance({ url: 'redis://127.0.0.1:1', prefix, buildId: 'build-1' })
      await away.set('/ankle-boots/red', page('€420'), pageCtx)
      expect((await away.get('/ankle-boots/red', { kind: 'APP_PAGE' }))?.value.html).toBe('<p>€420</p>')
      await new Promise((r) => setTimeout(r, 2))
      await away.revalidateTag('products')
      expect(await away.get('/ankle-boots/red', { kind: 'APP_PAGE' })).toBeNull()
      const lines = writes.mock.calls
        .map(([line]) => String(line))
        .filter((l) => l.includes('shared cache unreachable'))
      expect(lines).toHaveLength(1)
    } finally {
      writes.mockRestore()
    }
  })
})
