// bench/abuse: replays every finding of the hardening review against a running production server and prints each
// answer's status and time. Bounded and local: the target must be localhost / 127.0.0.x, each probe is sent a fixed
// number of times, and the run stops by itself. Exits 1 when an answer is a 5xx (an honest 503 "not configured"
// from the webhook or a checkout without a payment provider is fine) or slower than 1 s.
//   npx tsx bench/abuse.ts [http://localhost:3000]   (or SERVER_URL)
import http from 'node:http'
import { performance } from 'node:perf_hooks'

const target = new URL(process.argv[2] || process.env.SERVER_URL || 'http://localhost:3000')
if (!/^(localhost|127\.\d+\.\d+\.\d+)$/.test(target.hostname) || target.protocol !== 'http:') {
  console.error(`bench/abuse only runs against this machine (http://localhost or 127.0.0.x), not ${target.origin}.`)
  process.exit(2)
}
const port = Number(target.port || 80)
const SLOW_MS = 1000
const HONEST_503 = new Set(['webhook without Stripe', 'checkout without a payment provider'])

type Result = { label: string; status: number; ms: number; bytes: number; note?: string }
const results: Result[] = []

function send(
  method: string,
  path: string,
  opts: { body?: string | Buffer; type?: string; from?: string; headers?: Record<string, string> } = {},
) {
  const started = performance.now()
  return new Promise<{ status: number; ms: number; bytes: number; text: string }>((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: opts.from ?? '127.0.0.20',
        timeout: 15_000,
        headers: {
          origin: target.origin,
          ...(opts.type ? { 'content-type': opts.type } : {}),
          ...(opts.body ? { 'content-length': String(Buffer.byteLength(opts.body)) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        let bytes = 0
        res.on('data', (c: Buffer) => {
          bytes += c.length
          if (bytes < 4096) chunks.push(c)
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            bytes,
            text: Buffer.concat(chunks).toString('utf8').slice(0, 200),
          }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    // A server that closes the connection on an oversized upload is an answer too (status 0, noted).
    req.on('error', (e) => resolve({ status: 0, ms: performance.now() - started, bytes: 0, text: e.message }))
    req.end(opts.body)
  })
}

async function probe(label: string, method: string, path: string, opts: Parameters<typeof send>[2] = {}) {
  const r = await send(method, path, opts)
  results.push({
    label,
    status: r.status,
    ms: r.ms,
    bytes: r.bytes,
    note: r.status >= 400 ? r.text.replace(/\s+/g, ' ').slice(0, 90) : undefined,
  })
  return r
}

const json = (v: unknown) => JSON.stringify(v)
const big = (mb: number) => json({ email: 'a@example.com', message: 'x'.repeat(mb * 1024 * 1024) })

async function main() {
  console.log(`bench/abuse against ${target.origin}\n`)
  // 1. depth and limit on anonymous reads, with a health check running beside the heavy one.
  const [deep, health] = await Promise.all([
    probe('GET /api/products?depth=10', 'GET', '/api/products?depth=10'),
    (async () => {
      await new Promise((r) => setTimeout(r, 50))
      return probe('GET /api/health during depth=10', 'GET', '/api/health')
    })(),
  ])
  void deep
  void health
  await probe('GET /api/products?limit=0', 'GET', '/api/products?limit=0')
  await probe('GET /api/products?limit=-1&depth=6', 'GET', '/api/products?limit=-1&depth=6')
  // 2-3. password reset for the predictable admin address.
  await probe('POST forgot-password (admin address)', 'POST', '/api/users/forgot-password', {
    body: json({ email: 'admin@maison-sabine.example' }),
    type: 'application/json',
  })
  // 4. 200 failed sign-ins from one address, then one from another: 401 (wrong password), never 429.
  let limited = 0
  let worst = 0
  for (let i = 0; i < 200; i++) {
    const r = await send('POST', '/api/users/login', {
      body: json({ email: `intruder-${i}@example.com`, password: 'wrong' }),
      type: 'application/json',
      from: '127.0.0.21',
    })
    if (r.status === 429) limited++
    worst = Math.max(worst, r.ms)
    if (r.status >= 500)
      results.push({ label: `failed sign-in #${i}`, status: r.status, ms: r.ms, bytes: 0, note: r.text })
  }
  results.push({
    label: '200 failed sign-ins from 127.0.0.21 (slowest)',
    status: limited ? 429 : 401,
    ms: worst,
    bytes: 0,
    note: `${limited} answered 429`,
  })
  await probe('sign-in from 127.0.0.22 afterwards', 'POST', '/api/users/login', {
    body: json({ email: 'someone@example.com', password: 'wrong' }),
    type: 'application/json',
    from: '127.0.0.22',
  })
  // Issue 35, finding 10: five wrong shopper passwords from one connection lock that connection for that address
  // (429 naming the connection's lock), never the owner's connection (401: a wrong password, not a lock).
  for (let i = 0; i < 5; i++)
    await send('POST', '/api/account/sign-in', {
      body: json({ email: 'claire.dubois@example.com', password: `wrong-${i}-guess` }),
      type: 'application/json',
      from: '127.0.0.25',
    })
  await probe('shopper sign-in, 6th try from 127.0.0.25', 'POST', '/api/account/sign-in', {
    body: json({ email: 'claire.dubois@example.com', password: 'wrong-5-guess' }),
    type: 'application/json',
    from: '127.0.0.25',
  })
  await probe('same address from 127.0.0.26 (not locked)', 'POST', '/api/account/sign-in', {
    body: json({ email: 'claire.dubois@example.com', password: 'wrong-6-guess' }),
    type: 'application/json',
    from: '127.0.0.26',
  })
  // 6. body sizes.
  for (const mb of [1, 10]) {
    for (const path of [
      '/api/users/login',
      '/api/products',
      '/api/forms/contact',
      '/api/create-checkout-session',
      '/api/payments/webhook',
    ]) {
      await probe(`${mb} MB JSON to ${path}`, 'POST', path, {
        body: big(mb),
        type: 'application/json',
        from: '127.0.0.23',
      })
    }
  }
  // 9. bad input.
  for (const path of ['/%25', '/boots/%25', '/fr/%25zz', '/%E0%A4%A', '/api/products/abc'])
    await probe(`GET ${path}`, 'GET', path)
  for (const op of ['login', 'forgot-password']) {
    await probe(`multipart JSON to /api/users/${op}`, 'POST', `/api/users/${op}`, {
      body: json({ email: 'admin@maison-sabine.example', password: 'x' }),
      type: 'multipart/form-data',
    })
  }
  await probe('webhook without Stripe', 'POST', '/api/payments/webhook', {
    body: json({ type: 'checkout.session.completed' }),
    type: 'application/json',
  })
  await probe('checkout without a payment provider', 'POST', '/api/create-checkout-session', {
    from: '127.0.0.24',
    type: 'application/json',
    body: json({
      items: [{ id: 'x', sku: 'NOPE', quantity: 1 }],
      email: 'a@example.com',
      shippingAddress: { name: 'A', address: { line1: '1', city: 'Paris', postal_code: '75001', country: 'FR' } },
    }),
  })
  // 10. Host header echo.
  const echoed = await send('GET', '/fr/magazine', { headers: { host: 'evil.example' } })
  results.push({
    label: 'GET /fr/magazine with Host: evil.example',
    status: echoed.status,
    ms: echoed.ms,
    bytes: echoed.bytes,
    note: echoed.text.includes('evil.example') ? 'echoes the Host' : undefined,
  })

  const pad = Math.max(...results.map((r) => r.label.length))
  let bad = 0
  for (const r of results) {
    const failed =
      (r.status >= 500 && !(r.status === 503 && HONEST_503.has(r.label))) ||
      r.ms > SLOW_MS ||
      r.status === 0 ||
      r.note === 'echoes the Host'
    if (failed) bad++
    console.log(
      `${failed ? '✗' : ' '} ${r.label.padEnd(pad)}  ${String(r.status).padStart(3)}  ${r.ms.toFixed(0).padStart(6)} ms  ${String(r.bytes).padStart(8)} B  ${r.note ?? ''}`,
    )
  }
  console.log(`\n${results.length} probes, ${bad} not acceptable (a 5xx, no answer, or slower than ${SLOW_MS} ms).`)
  process.exit(bad ? 1 : 0)
}

const stop = setTimeout(() => {
  console.error('bench/abuse: stopped after 5 minutes.')
  process.exit(1)
}, 5 * 60_000)
stop.unref()
await main()
