// bench/abuse, the shop and the edge (issue 35): 3 the stock hold flood and the inventory listing, 5 open redirects
// after sign-in (in Chromium), 7 anonymous writes to staff endpoints, 9 floods of Payload's REST (/api/health under
// them, the read bounds, preferences, permission maps, migration records), 11 formula cells in the CSV export, and
// the low items (a missing media file, a junk image URL).
import { performance } from 'node:perf_hooks'
import { chromium } from '@playwright/test'
import {
  type Accounts,
  SHOPPER_PASSWORD,
  answer,
  median,
  ms,
  note,
  parse,
  said,
  section,
  send,
  sendJson,
  site,
  verdict,
} from './client'
import { shopperCookie, staffToken } from './identity'
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/e2e/fixtures/chromium'

const stamp = Date.now().toString(36)
const opened = new Set<string>()

type Line = { sku: string; size: string; quantity: number }

function checkout(lines: Line[], from: string, extra: Record<string, unknown> = {}) {
  return sendJson(
    'POST',
    '/api/create-checkout-session',
    {
      items: lines.map((l) => ({ id: `${l.sku}:${l.size}`, product_id: l.sku, quantity: l.quantity, size: l.size })),
      email: `flood-${stamp}-${Math.random().toString(36).slice(2, 8)}@bench.example`,
      shippingAddress: {
        name: 'Bench Flood',
        address: { line1: '1 rue de Rennes', city: 'Paris', postal_code: '75006', country: 'FR' },
      },
      successUrl: `${site().origin}/checkout/success`,
      cancelUrl: `${site().origin}/`,
      locale: 'en',
      ...extra,
    },
    { from },
  )
}

/** Units a set of checkout answers holds (the accepted ones), remembering their test sessions to give back. */
function heldBy(answers: { status: number; text: string }[], asked: Line[][]) {
  let units = 0
  answers.forEach((a, i) => {
    if (a.status !== 200) return
    units += asked[i]!.reduce((s, l) => s + l.quantity, 0)
    const session = /\/checkout\/test\/([^/?#"]+)/.exec(a.text)?.[1]
    if (session) opened.add(session)
  })
  return units
}

/** Gives back what the bench's checkouts hold (built-in test checkout only), so the server is as it found it. */
export async function releaseHolds() {
  for (const session of opened)
    await send('POST', `/api/payments/test/${session}`, {
      type: 'application/x-www-form-urlencoded',
      body: 'action=cancel',
      from: '127.0.3.99',
    })
  if (opened.size) note(`(${opened.size} held checkout(s) of the bench cancelled)`)
  opened.clear()
}

async function variants(): Promise<{ sku: string; size: string }[]> {
  const a = await send('GET', '/api/product-variants?limit=100&page=1&depth=0', { from: '127.0.3.10' })
  const b = await send('GET', '/api/product-variants?limit=100&page=2&depth=0', { from: '127.0.3.10' })
  return [a, b].flatMap((r) => parse<{ docs?: { sku: string; size: string }[] }>(r)?.docs ?? [])
}

/** Online units of each SKU as the shop's stock endpoint shows them (40 SKUs a question). */
async function shownOnline(skus: string[]) {
  const shown = new Map<string, number>()
  for (let i = 0; i < skus.length; i += 40) {
    const a = await send('GET', `/api/stock?skus=${encodeURIComponent(skus.slice(i, i + 40).join(','))}`, {
      from: '127.0.3.11',
    })
    for (const r of parse<{ rows?: { sku: string; storeType: string; quantity: number }[] }>(a)?.rows ?? [])
      if (r.storeType === 'online') shown.set(r.sku, (shown.get(r.sku) ?? 0) + r.quantity)
  }
  return shown
}

export async function holdFlood() {
  section('3', 'Four anonymous requests hold the online stock; the inventory listing tells how much to ask for')
  const listing = await send('GET', '/api/inventory?where[quantity][greater_than]=0&limit=500&depth=0', {
    from: '127.0.3.1',
    origin: null,
  })
  const docs = parse<{ docs?: { sku: string; quantity: number; store: number }[] }>(listing)?.docs ?? []
  answer('GET /api/inventory?where[quantity][greater_than]=0', listing, `${docs.length} rows with their quantities`)
  verdict(
    'anonymous inventory listing',
    listing.status !== 200 || docs.length === 0,
    listing.status === 200 ? `${docs.length} rows` : 'refused',
  )

  const sizes = await variants()
  const sizeOf = new Map(sizes.map((v) => [v.sku, v.size]))
  const before = await shownOnline(sizes.map((v) => v.sku))
  const most = Math.max(0, ...before.values())
  note(`GET /api/stock for ${sizes.length} sizes: the most any size shows is ${most}`)
  verdict('stock endpoint ceiling', most <= 10, most <= 10 ? 'at most 10 shown' : `exact counts up to ${most}`)

  // What the attacker asks for: the online store's exact quantities when the listing gives them, else what the
  // stock endpoint shows.
  const stores = parse<{ docs?: { id: number }[] }>(
    await send('GET', '/api/stores?where[type][equals]=online&depth=0', { from: '127.0.3.1', origin: null }),
  )
  const online = stores?.docs?.[0]?.id
  const exact = new Map(docs.filter((d) => d.store === online).map((d) => [d.sku, d.quantity]))
  const quantities = exact.size ? exact : before
  const lines = [...quantities]
    .filter(([, q]) => q > 0)
    .map(([sku, q]) => ({ sku, size: sizeOf.get(sku) ?? '38', quantity: Math.min(q, 20) }))
  const carts = Array.from({ length: 4 }, (_, i) => lines.slice(i * 50, i * 50 + 50)).filter((c) => c.length)
  const flood = await Promise.all(carts.map((c) => checkout(c, '127.0.3.1')))
  note(
    `${carts.length} × POST /api/create-checkout-session at once from 127.0.3.1 (${carts.map((c) => c.length).join('/')} lines, up to 20 units a line) → ${flood.map((a) => a.status).join(' ')}`,
  )
  for (const a of flood.filter((x) => x.status !== 200).slice(0, 1)) answer('  first refusal', a)
  const units = heldBy(flood, carts)
  const after = await shownOnline(sizes.map((v) => v.sku))
  const out = (m: Map<string, number>) => [...m.values()].filter((q) => q === 0).length
  note(`units held by 127.0.3.1: ${units}; sizes out of stock online: ${out(before)} before, ${out(after)} after`)
  verdict('hold flood (the audit’s requests)', units <= 10, `one client holds ${units} units (limit 10)`)
  await releaseHolds()

  // Within the per-order limits: 12 checkouts of 3 + 3 units at once from one address, then one unit at a time.
  const stocked = [...before].filter(([, q]) => q >= 6).map(([sku]) => ({ sku, size: sizeOf.get(sku) ?? '38' }))
  if (stocked.length < 2) return verdict('hold burst within the per-order limits', null, 'not two sizes with 6 units')
  const asked = Array.from({ length: 12 }, (_, i) => [
    { ...stocked[i % stocked.length]!, quantity: 3 },
    { ...stocked[(i + 1) % stocked.length]!, quantity: 3 },
  ])
  const burst = await Promise.all(asked.map((c) => checkout(c, '127.0.3.2')))
  let held = heldBy(burst, asked)
  note(`12 × (3 + 3 units) at once from 127.0.3.2 → ${burst.map((a) => a.status).join(' ')}`)
  for (let i = 0; i < 12; i++) {
    const one = [{ ...stocked[i % stocked.length]!, quantity: 1 }]
    const a = await checkout(one, '127.0.3.2')
    held += heldBy([a], [one])
    if (a.status !== 200) {
      answer(`then one unit at a time: refused after ${i}`, a)
      break
    }
  }
  note(`units held by 127.0.3.2: ${held}`)
  verdict('hold burst within the per-order limits', held <= 10, `one client holds ${held} units (limit 10)`)
  await releaseHolds()
}

const REDIRECTS = [
  '/%5Cevil.example/x',
  '%2F%09%2Fevil.example/y',
  '//evil.example/z',
  '/%5C/evil.example/w',
  'https://evil.example/v',
  'javascript:alert(document.domain)',
]

export async function openRedirects(accounts: Accounts) {
  section('5', 'Open redirect after sign-in (?next=), in Chromium')
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  try {
    let n = 0
    for (const next of REDIRECTS) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `127.0.5.${++n}` } })
      const page = await context.newPage()
      let landed = ''
      await page.route(
        (url) => url.hostname.endsWith('evil.example'),
        (route) => {
          landed = route.request().url()
          return route.abort()
        },
      )
      page.on('dialog', (d) => {
        landed = `a script ran: ${d.message()}`
        void d.dismiss()
      })
      await page.goto(`${site().origin}/account/sign-in?next=${next}`)
      await page
        .locator('html[data-hydrated]')
        .waitFor({ timeout: 20_000 })
        .catch(() => undefined)
      await page.locator('#account-email').fill(accounts.shoppers.attacker.email)
      await page.locator('#account-password').fill(SHOPPER_PASSWORD)
      await page.locator('main button[type="submit"]').click()
      const end = Date.now() + 8000
      while (!landed && Date.now() < end && !/\/account$/.test(new URL(page.url()).pathname))
        await page.waitForTimeout(100)
      await page.waitForTimeout(300)
      note(`?next=${next} → ${landed || new URL(page.url()).pathname}`)
      verdict(`next=${next}`, !landed, landed ? 'left the site' : 'stayed on the site')
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

export async function anonymousWrites() {
  section('7', 'Who before what: anonymous POST {} to staff endpoints')
  for (const url of ['/api/supply/adjust', '/api/returns/step']) {
    const a = await sendJson('POST', url, {}, { from: '127.0.7.1' })
    const fields = (parse<{ errors?: { field: string }[] }>(a)?.errors ?? []).map((e) => e.field).filter(Boolean)
    answer(`POST ${url} {}`, a, fields.length ? `names the fields: ${fields.join(', ')}` : said(a))
    verdict(url, a.status === 401 || a.status === 403, `${a.status}${fields.length ? ' with the field names' : ''}`)
  }
}

/** /api/health asked one after the other while `flood` runs (as a monitor would): quiet and busy medians. */
async function healthDuring(label: string, flood: () => Promise<Map<number, number>>) {
  const probe = async () => (await send('GET', '/api/health', { from: '127.0.9.2' })).ms
  await probe()
  const quietTimes: number[] = []
  for (let i = 0; i < 10; i++) quietTimes.push(await probe())
  const quiet = median(quietTimes)
  let running = true
  const started = performance.now()
  const flooding = flood().finally(() => (running = false))
  const busyTimes: number[] = []
  while (running && busyTimes.length < 60) busyTimes.push(await probe())
  const statuses = await flooding
  const busy = median(busyTimes)
  note(`${label} → ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')} in ${ms(performance.now() - started)}`)
  note(`/api/health median: ${ms(quiet)} quiet, ${ms(busy)} during the flood (${busyTimes.length} asks)`)
  verdict(`health during: ${label}`, busy <= Math.max(4 * quiet, quiet + 200), `${ms(quiet)} → ${ms(busy)}`)
}

/** `count` reads of `url` at once from one client, the answers counted by status. */
async function burst(url: string, from: string, count = 20) {
  const statuses = new Map<number, number>()
  await Promise.all(
    Array.from({ length: count }, async () => {
      const a = await send('GET', url, { from, origin: null, timeoutMs: 60_000 })
      statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
    }),
  )
  return statuses
}

export async function restFloods(accounts: Accounts) {
  section('9', 'Payload’s REST without a per-client limit: depth=10 floods, preferences, /api/access, migrations')
  // The audit's flood, then the same weight asked within the public bounds (the whole catalog at depth 2).
  await healthDuring('20 × GET /api/products?depth=10&limit=0 at once', () =>
    burst('/api/products?depth=10&limit=0', '127.0.9.1'),
  )
  await healthDuring('20 × GET /api/products?depth=2&limit=100 at once', () =>
    burst('/api/products?depth=2&limit=100', '127.0.9.6'),
  )
  for (const query of ['depth=10', 'limit=0', 'pagination=false', 'depth[0]=10']) {
    const a = await send('GET', `/api/products?${query}`, { from: '127.0.9.7', origin: null })
    answer(`GET /api/products?${query} (anonymous)`, a, a.status === 200 ? `${a.bytes} B` : said(a))
    verdict(`anonymous ${query}`, a.status === 400, String(a.status))
  }

  // The limiter in front of Payload's routes: 1,000 light reads from one client in a few seconds.
  const seen = new Map<number, number>()
  let sent = 0
  await Promise.all(
    Array.from({ length: 25 }, async () => {
      while (sent < 1000) {
        sent++
        const a = await send('GET', '/api/products?limit=1&depth=0', { from: '127.0.9.5', origin: null })
        seen.set(a.status, (seen.get(a.status) ?? 0) + 1)
      }
    }),
  )
  note(`1,000 × GET /api/products?limit=1 from 127.0.9.5 → ${[...seen].map(([s, n]) => `${n}×${s}`).join(', ')}`)
  verdict('a per-client limit on Payload’s REST', seen.has(429), seen.has(429) ? 'the client is slowed down' : 'no 429')
  const other = await send('GET', '/api/products?limit=1&depth=0', { from: '127.0.9.8', origin: null })
  answer('meanwhile, another client', other, String(other.status))
  verdict('another client still reads', other.status === 200, String(other.status))

  const value = 'x'.repeat(1_900_000)
  const cookie = await shopperCookie(accounts.shoppers.attacker.email, '127.0.9.3')
  if (!cookie) verdict('preferences of a shopper', null, 'the shopper could not sign in')
  else {
    const jwt = { Authorization: `JWT ${cookie.split('=')[1]}` }
    const a = await sendJson(
      'POST',
      '/api/payload-preferences',
      { key: `bench-${stamp}`, value },
      { from: '127.0.9.3', headers: jwt },
    )
    answer('POST /api/payload-preferences {key, value: 1.9 MB}, as a shopper', a)
    verdict('preferences of a shopper', a.status >= 400, a.status < 300 ? 'stored' : 'refused')
    const byKey = await sendJson(
      'POST',
      `/api/payload-preferences/bench-${stamp}`,
      { value: 'x' },
      { from: '127.0.9.3', headers: jwt },
    )
    answer('POST /api/payload-preferences/<key> (Payload writes it without access rules), as a shopper', byKey)
    verdict('preferences of a shopper by key', byKey.status >= 400, byKey.status < 300 ? 'stored' : 'refused')
    const access = await send('GET', '/api/access', { from: '127.0.9.3', headers: jwt })
    answer('GET /api/access as a shopper', access, access.status === 200 ? `${access.bytes} B` : said(access))
    verdict('/api/access as a shopper', access.status !== 200, String(access.status))
  }
  const token = await staffToken(accounts.staff[1]!.email, '127.0.9.9')
  if (!token) verdict('preferences of staff, 1.9 MB', null, 'the service-team account could not sign in')
  else {
    const jwt = { Authorization: `JWT ${token}` }
    const small = await sendJson(
      'POST',
      `/api/payload-preferences/bench-${stamp}`,
      { value: { columns: [] } },
      { from: '127.0.9.9', headers: jwt },
    )
    answer('POST /api/payload-preferences/<key> {value: columns}, as staff', small, String(small.status))
    const big = await sendJson(
      'POST',
      `/api/payload-preferences/bench-${stamp}`,
      { value },
      { from: '127.0.9.9', headers: jwt },
    )
    answer('POST /api/payload-preferences/<key> {value: 1.9 MB}, as staff', big)
    verdict(
      'preferences of staff: saved, and capped',
      small.status === 200 && big.status === 413,
      `${small.status}, ${big.status}`,
    )
  }
  const access = await send('GET', '/api/access', { from: '127.0.9.4', origin: null })
  answer(
    'GET /api/access (anonymous)',
    access,
    access.status === 200 ? `${access.bytes} B: the whole permission map` : said(access),
  )
  verdict('/api/access anonymous', access.status !== 200, String(access.status))
  const migrations = await send('GET', '/api/payload-migrations?limit=5', { from: '127.0.9.4', origin: null })
  answer('GET /api/payload-migrations', migrations)
  verdict('/api/payload-migrations', [403, 404].includes(migrations.status), String(migrations.status))
}

export async function csvFormulas(accounts: Accounts) {
  section('11', 'CSV formulas through ";" and tab in the orders export')
  const sizes = await variants()
  const stock = await shownOnline(sizes.map((v) => v.sku))
  const size = sizes.find((v) => (stock.get(v.sku) ?? 0) > 0)
  if (!size) return verdict('CSV export', null, 'no size in stock online for an order')
  const names = ['Dupont;=1+2', 'Dupont\t=1+2']
  for (const name of names) {
    const a = await checkout([{ ...size, quantity: 1 }], '127.0.11.1', {
      shippingAddress: {
        name,
        address: { line1: '1 rue de Rennes', city: 'Paris', postal_code: '75006', country: 'FR' },
      },
    })
    heldBy([a], [[{ ...size, quantity: 1 }]])
    answer(`a checkout in the name of ${JSON.stringify(name)}`, a, a.status === 200 ? 'order placed' : said(a))
  }
  const token = await staffToken(accounts.staff[0]!.email, '127.0.11.2')
  if (!token) return verdict('CSV export', null, 'the service-team account could not sign in')
  const csv = await send('GET', '/api/orders/export.csv?status=all', {
    from: '127.0.11.2',
    headers: { Authorization: `JWT ${token}` },
  })
  answer('GET /api/orders/export.csv?status=all (service team)', csv, `${csv.bytes} B, ${csv.headers['content-type']}`)
  for (const name of names) {
    const i = csv.text.indexOf(name)
    const cell = i < 0 ? '(not found)' : JSON.stringify(csv.text.slice(Math.max(0, i - 1), i + name.length + 1))
    note(`${JSON.stringify(name)} is written ${cell}`)
    verdict(
      `cell ${JSON.stringify(name)}`,
      i < 0 ? null : csv.text[i - 1] === '"',
      i < 0
        ? 'not in the export'
        : csv.text[i - 1] === '"'
          ? 'quoted'
          : 'unquoted: a French spreadsheet splits it and runs =1+2',
    )
  }
  await releaseHolds()
}

export async function lowItems() {
  section('low', 'A missing media file and a junk image URL')
  const media = await send('GET', '/api/media/file/nope.webp', { origin: null })
  answer('GET /api/media/file/nope.webp', media)
  verdict('missing media file', media.status >= 400 && media.status < 500, String(media.status))
  for (const url of [
    '/_next/image?url=junk&w=64&q=75',
    '/_next/image?url=%2Fnope.webp&w=64&q=75',
    '/_next/image?url=https%3A%2F%2Fevil.example%2Fa.png&w=64&q=75',
  ]) {
    const a = await send('GET', url, { origin: null })
    answer(`GET ${url}`, a)
    verdict(url, a.status >= 400 && a.status < 500, String(a.status))
  }
}
