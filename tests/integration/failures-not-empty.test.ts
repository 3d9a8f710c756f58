// A failure is not an empty result (issue 39): a read that finds nothing gives null, a database that fails is thrown
// on. The home's sections throw instead of drawing an empty shop front (Next then keeps the page's last good copy and
// logs the error), and a staff action on a record answers its failure, not "no such record".
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import { staffUser, testPayload } from './helpers/payload'

// Outside a Next request: the cached readers read through, and the sections' copy is its keys.
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }))

const { nullIfNotFound } = await import('@/server/notFound')
const { CategoryBlurbs, FeaturedCollection } = await import('@/components/catalog/HomeSections')
const { Hero } = await import('@/components/catalog/Hero')
const { ShopTheLooks } = await import('@/components/catalog/ShopTheLooks')
const { fulfilOrder } = await import('@/server/orders/fulfil')

let payload: Payload
const isPg = /^postgres/.test(process.env.DATABASE_URL ?? '')
const DOWN = 'Connection terminated unexpectedly'

/** The database fails every read from now on (as during a restart or a network blip). */
function databaseDown() {
  const fail = () => Promise.reject(new Error(DOWN))
  vi.spyOn(payload.db, 'find').mockImplementation(fail)
  vi.spyOn(payload.db, 'findOne').mockImplementation(fail)
}

beforeAll(async () => {
  payload = await testPayload()
}, 120_000)
afterEach(() => {
  vi.restoreAllMocks()
})

describe('nullIfNotFound', () => {
  it('gives the document when there is one, null when Payload says there is none', async () => {
    const staff = await staffUser(payload, ['admin'])
    const read = (id: number) => nullIfNotFound(payload.findByID({ collection: 'users', id, overrideAccess: true }))
    expect((await read(staff.id))?.email).toBe(staff.email)
    expect(await read(staff.id + 10_000)).toBeNull()
  })

  it('throws a database failure on, never null', async () => {
    const staff = await staffUser(payload, ['admin'])
    databaseDown()
    await expect(
      nullIfNotFound(payload.findByID({ collection: 'users', id: staff.id, overrideAccess: true })),
    ).rejects.toThrow(DOWN)
  })

  it('a staff action on a record answers the failure (503 from the pipeline), not "No such order" (404)', async () => {
    const service = await staffUser(payload, ['service'])
    databaseDown()
    const err = await fulfilOrder(payload, service, { id: 1, from: 'paid' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Error)
    expect((err as Error).message).toBe(DOWN)
    expect((err as { status?: number }).status).toBeUndefined()
  })
})

describe('the home sections', () => {
  it('draw their empty state for a shop with nothing to show', async () => {
    const html = renderToStaticMarkup(await FeaturedCollection({ locale: 'en' }))
    expect(html).toContain('data-testid="featured"')
    expect(html).toContain('empty')
    expect(await CategoryBlurbs({ locale: 'en' })).toBeNull()
    expect(await Hero({ locale: 'en' })).toBeNull()
  })

  it('throw when the database fails, instead of an empty shop front a cache would keep', async () => {
    databaseDown()
    await expect(FeaturedCollection({ locale: 'en' })).rejects.toThrow(DOWN)
    await expect(CategoryBlurbs({ locale: 'en' })).rejects.toThrow(DOWN)
    await expect(Hero({ locale: 'en' })).rejects.toThrow(DOWN)
    await expect(ShopTheLooks({ current: 'pumps/black', locale: 'fr' })).rejects.toThrow(DOWN)
  })
})

describe.runIf(isPg)('an idle connection ended by Postgres', () => {
  it('is logged and replaced: no uncaught error, the next read answers', async () => {
    const warn = vi.spyOn(process.stderr, 'write')
    // A few reads at once leave the pool with idle connections.
    const read = () => payload.find({ collection: 'users', limit: 1, depth: 0, overrideAccess: true })
    await Promise.all([read(), read(), read(), read()])
    // The server ends every idle connection to this database (as a restart or an idle timeout does).
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      const { rows } = await admin.query(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'`,
      )
      expect(rows.length).toBeGreaterThan(0)
    } finally {
      await admin.end()
    }
    // Before, the pool's 'error' went unheard and was thrown out of the event loop (vitest reports it as an
    // unhandled error and fails the run); now it is a warning line.
    await vi.waitFor(() =>
      expect(warn.mock.calls.map((c) => String(c[0])).join('')).toMatch(/postgres: an idle connection was ended/),
    )
    expect((await read()).docs).toBeDefined()
  })
})
