// The home while the database is down (issue 39). Reads catch only "not found" (src/server/notFound.ts), so a
// database failure fails a regeneration instead of caching an empty shop front. When the page's window passes during
// the outage, shoppers keep the last good home (Next regenerates it behind them from its last good reads) and the log
// names the failure; when an edit has just expired it, no copy is left to keep: an error page nobody caches, never a
// home without its pairs. Once the database is back the home is up to date again. Runs its own production server on
// a Postgres database of its own, taken down (no new connection, every open one ended) and brought back.
import { type APIRequestContext, expect, request as playwrightRequest, test } from './fixtures/test'
import { adminToken } from './fixtures/admin'
import { type OwnShop, startOwnShop } from './fixtures/ownShop'

// The catalog's window, shortened from a minute (the home's s-maxage follows it): the test waits for it to pass.
const WINDOW_S = 3

let shop: OwnShop
let api: APIRequestContext

test.beforeAll(async () => {
  test.setTimeout(420_000)
  shop = await startOwnShop({ CATALOG_CACHE_SECONDS: String(WINDOW_S) })
  api = await playwrightRequest.newContext({ baseURL: shop.baseURL, extraHTTPHeaders: { 'Accept-Language': 'en' } })
})

test.afterAll(async () => {
  await api?.dispose()
  await shop?.stop()
})

test.afterEach(async () => {
  // Whatever happened, the next test starts with the database up; a failure keeps the server's log in the report.
  await shop.up()
  const info = test.info()
  if (info.status !== info.expectedStatus) await info.attach('server log', { body: shop.log })
})

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

const unescape = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The home as a shopper's browser gets it: status, Next's cache state, and the featured pairs' handles and names. */
async function home() {
  const res = await api.get('/', { maxRedirects: 0 })
  const html = await res.text()
  const section = /<section[^>]*data-testid="featured"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
  const featured = [...section.matchAll(/data-handle="([^"]+)"[\s\S]*?<h3[^>]*>([^<]*)<\/h3>/g)].map(
    (m) => `${m[1]} — ${unescape(m[2]!)}`,
  )
  return {
    status: res.status(),
    cache: res.headers()['x-nextjs-cache'],
    cacheControl: res.headers()['cache-control'] ?? '',
    hasFeaturedSection: section !== '',
    featured,
  }
}

/** What the database features, as the home lists it (by position, at most 8). */
async function featuredInDb() {
  const rows = await shop.query<{ handle: string; title: string }>(
    `SELECT p.handle, l.title FROM products p JOIN products_locales l ON l._parent_id = p.id AND l._locale = 'en'
     WHERE p.featured ORDER BY p.position LIMIT 8`,
  )
  return rows.map((r) => `${r.handle} — ${r.title}`)
}

/** The home served from the cache and up to date with the database: the state each test starts from. */
async function settledHome() {
  const expected = await featuredInDb()
  expect(expected.length).toBeGreaterThan(0)
  let page = await home()
  await expect
    .poll(
      async () => {
        page = await home()
        return { status: page.status, cache: page.cache, featured: page.featured }
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toEqual({ status: 200, cache: 'HIT', featured: expected })
  return page
}

test('the window passes while the database is down: the last good home is served, the failure logged', async () => {
  const before = await settledHome()
  const mark = shop.log.length
  await shop.down()
  // Past the page's s-maxage (and the origin's copy, never older than that): the next view regenerates it.
  await pause(WINDOW_S * 1_000 + 1_000)
  // A regeneration that began before the outage may still land a fresh copy (a HIT) on a loaded machine: every view
  // is the last good home until one is served stale, the view that sets off a regeneration during the outage.
  let page = await home()
  for (const until = Date.now() + 20_000; page.cache !== 'STALE' && Date.now() < until; page = await home()) {
    expect(page).toMatchObject({ status: 200, featured: before.featured })
    await pause(1_000)
  }
  expect(page).toMatchObject({ status: 200, cache: 'STALE', featured: before.featured })
  // Once the regeneration it set off is over, Next serves a fresh copy again: the shop front as it was, not an
  // empty featured collection.
  await expect.poll(async () => (page = await home()).cache, { timeout: 20_000, intervals: [500] }).toBe('HIT')
  expect(page).toMatchObject({ status: 200, featured: before.featured })
  // That regeneration's reads met the refused database and the log says so. Which read fails first depends on timing:
  // the featured pairs, or the layout's boutique count before them (the CI run of 79f8d94).
  const refused = new RegExp(
    `(?:catalog-featured|⨯ Error: Failed query)[\\s\\S]{0,2000}?database "${shop.database}" is not currently accepting connections`,
  )
  await expect.poll(() => shop.logSince(mark), { timeout: 5_000 }).toMatch(refused)

  // The database is back, with a featured pair renamed behind the shop's back (no hook, no revalidation): only the
  // window brings it to the home, which shows it is regenerated again.
  await shop.up()
  const [handle] = before.featured[0]!.split(' — ')
  const renamed = `Renamed after the outage ${Date.now().toString(36)}`
  await shop.query(
    `UPDATE products_locales SET title = $1 FROM products p
     WHERE products_locales._parent_id = p.id AND products_locales._locale = 'en' AND p.handle = $2`,
    [renamed, handle],
  )
  await expect
    .poll(async () => (await home()).featured, { timeout: 30_000, intervals: [1_000] })
    .toContain(`${handle} — ${renamed}`)
})

test("an edit's immediate revalidation meets the database down: an uncached error, never an empty home", async () => {
  const before = await settledHome()
  // A staff edit expires the home at once (the next view must show it): Next keeps no copy of it to fall back on.
  const [handle] = before.featured[1]!.split(' — ')
  const [product] = await shop.query<{ id: number }>('SELECT id FROM products WHERE handle = $1', [handle])
  const title = `Edited before the outage ${Date.now().toString(36)}`
  const token = await adminToken(api, '127.0.0.61')
  const edit = await api.patch(`/api/products/${product!.id}?locale=en`, {
    headers: { authorization: `JWT ${token}` },
    data: { title },
  })
  expect(edit.status()).toBe(200)
  const mark = shop.log.length
  await shop.down()
  // Every view now renders the home and fails: an error page no cache may keep, not a home without its pairs.
  for (let i = 0; i < 2; i++) {
    const page = await home()
    expect(page).toMatchObject({ status: 500, hasFeaturedSection: false })
    expect(page.cacheControl).toMatch(/no-store/)
  }
  // Next reports each failed render (⨯) with the refused read.
  expect(shop.logSince(mark)).toMatch(
    new RegExp(
      `⨯ Error: Failed query[\\s\\S]{0,2000}?database "${shop.database}" is not currently accepting connections`,
    ),
  )
  // Back, the first view renders the edited home.
  await shop.up()
  await expect
    .poll(async () => (await home()).featured, { timeout: 30_000, intervals: [1_000] })
    .toContain(`${handle} — ${title}`)
})
