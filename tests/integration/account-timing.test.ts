// The time of an answer says nothing about whether an address has an account (issue 35, finding 8): the audit saw
// a shopper's sign-in take 190–611 ms for a known address and 8–37 ms for an unknown one, forgot-password 49–116 ms
// against 12–43 ms. Thirty tries of each, known and unknown interleaved (a load spike hits both alike), compared by
// their medians’ ratio with five milliseconds of slack — robust on a loaded 2-core machine, far from the 5–10×
// the leak showed.
import { performance } from 'node:perf_hooks'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Handler, type Routes, accountRoutes, email, mailsTo, verifiedCustomer } from './helpers/accounts'
import { testPayload } from './helpers/payload'

let r: Routes
const TRIES = 30

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2
}

async function timed(handler: Handler, body: unknown): Promise<number> {
  const t = performance.now()
  const res = await handler(
    new Request('http://localhost/api/account/x', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`,
      },
    }),
  )
  await res.arrayBuffer()
  const ms = performance.now() - t
  // Mail written after the answer is let finish before the next try, so it slows neither side's next answer.
  await mailsTo('nobody@example.com')
  return ms
}

/** Medians of known and unknown addresses over interleaved tries. */
async function compare(handler: Handler, body: (address: string, i: number) => unknown, known: string[]) {
  const times = { known: [] as number[], unknown: [] as number[] }
  for (let i = 0; i < TRIES; i++) {
    const pair = [
      ['known', known[i % known.length]!],
      ['unknown', email()],
    ] as const
    for (const [side, address] of i % 2 ? [...pair].reverse() : pair)
      times[side].push(await timed(handler, body(address, i)))
  }
  return { known: median(times.known), unknown: median(times.unknown) }
}

/** Neither median is more than half again the other, a few milliseconds of scheduling noise aside. */
function expectSameTime({ known, unknown }: { known: number; unknown: number }) {
  const slack = 5
  expect(known, `known ${known.toFixed(1)} ms vs unknown ${unknown.toFixed(1)} ms`).toBeLessThanOrEqual(
    unknown * 1.5 + slack,
  )
  expect(unknown, `unknown ${unknown.toFixed(1)} ms vs known ${known.toFixed(1)} ms`).toBeLessThanOrEqual(
    known * 1.5 + slack,
  )
}

const accounts: string[] = []

beforeAll(async () => {
  await testPayload()
  r = await accountRoutes()
  // Six accounts take five wrong passwords each: under every lock, so each try does the full work.
  for (let i = 0; i < 6; i++) accounts.push((await verifiedCustomer(r)).address)
  ;(await import('@/server/http/limits')).resetLimits()
}, 180_000)

describe('timing tells nothing about accounts', () => {
  it('a wrong password for a known address takes as long as any password for an unknown one', async () => {
    const m = await compare(r.signIn, (address, i) => ({ email: address, password: `wrong-guess-${i}` }), accounts)
    expectSameTime(m)
  }, 120_000)

  it('forgot-password answers as fast for a known address as for an unknown one', async () => {
    const m = await compare(r.forgot, (address) => ({ email: address }), accounts)
    expectSameTime(m)
  }, 120_000)

  it('a code request answers as fast for a known address as for an unknown one', async () => {
    const m = await compare(r.codeRequest, (address) => ({ email: address }), accounts)
    expectSameTime(m)
  }, 120_000)
})
