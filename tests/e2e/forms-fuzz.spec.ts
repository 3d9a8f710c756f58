// 200 malformed bodies to each shopper endpoint: every answer is a 4xx (or a bot-like 201), never a 5xx. A 429 is
// a fine answer, but most bodies must reach validation for the test to mean anything.
import { expect, test } from './fixtures/test'

const ENDPOINTS = ['/api/forms/contact', '/api/forms/booking', '/api/forms/newsletter', '/api/forms/stock-interest']

// A small deterministic generator, so a failure replays identically.
function rng(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}

const atoms: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  Number.NaN,
  '',
  ' ',
  'x'.repeat(10_000),
  '<script>',
  '../../etc',
  '\u0000',
  '😀',
  [],
  {},
  [1, 2],
  { $ne: 1 },
  { equals: 'x' },
  '2470-12-31',
  '99:99',
  'a@b',
  '+33 1 23 45 67 89',
  'requestId-12345678',
]
const keys = [
  'email',
  'firstName',
  'lastName',
  'reason',
  'message',
  'consent',
  'requestId',
  'locale',
  'website',
  'size',
  'phone',
  'preferredDate',
  'preferredTime',
  'productId',
  'sku',
  'kind',
  'newsletter',
  '__proto__',
  'constructor',
]

function body(r: () => number): string {
  const kind = Math.floor(r() * 6)
  const pick = () => atoms[Math.floor(r() * atoms.length)]
  if (kind === 0) return ['', '{', 'null', '[]', '"str"', '{"a":', '\u0000\u0001', '1'][Math.floor(r() * 8)]
  if (kind === 1) return JSON.stringify(pick())
  const obj: Record<string, unknown> = {}
  const n = 1 + Math.floor(r() * keys.length)
  for (let i = 0; i < n; i++) obj[keys[Math.floor(r() * keys.length)]] = pick()
  if (kind === 2) obj.requestId = `fuzz-${Math.floor(r() * 1e9)}`
  return JSON.stringify(obj)
}

for (const endpoint of ENDPOINTS) {
  test(`fuzz ${endpoint}: 200 malformed bodies, no 5xx`, async ({ request }) => {
    const r = rng(endpoint.length * 7919)
    const statuses = new Map<number, number>()
    for (let i = 0; i < 200; i++) {
      const res = await request.post(endpoint, {
        data: body(r),
        // The e2e server trusts one proxy hop (TRUST_PROXY=1), so each address below is a distinct client.
        headers: {
          'content-type': r() < 0.8 ? 'application/json' : 'text/plain',
          'x-forwarded-for': `198.51.100.${i % 250}`,
        },
      })
      statuses.set(res.status(), (statuses.get(res.status()) ?? 0) + 1)
      expect(res.status(), `body #${i}`).toBeLessThan(500)
    }
    // Decided answers: unreadable (400), invalid (422), a reused request id (409), stored (201), and the text/plain
    // bodies refused by their content type alone (415).
    const validated = [400, 422, 409, 201, 415].reduce((sum, s) => sum + (statuses.get(s) ?? 0), 0)
    expect(validated, JSON.stringify([...statuses])).toBeGreaterThanOrEqual(180)
    expect(statuses.get(422) ?? 0).toBeGreaterThan(50)
  })
}
