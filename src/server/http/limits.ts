// The one limiter of the shop: every rate limit, lockout and per-address guard counts here, with the maintained
// rate-limiter-flexible library. With REDIS_URL set the counts live in Redis, so every instance behind the load
// balancer spends one budget and sees one lockout, and a restart forgets none of them; without it (one process, the
// zero-setup default) they live in this process's memory. Should Redis stop answering, each instance counts in its
// own memory until it answers again: a shopper is never refused because the store is down.
//
// Budgets, keyed by the caller's real address (../clientIp.ts) and the endpoint. Each has a per-address limit and,
// for callers whose address is unknown (every such caller shares one key), a shared flood-guard limit ten times
// larger. Environment variables tune them (tests and load benches):
//   checkout  CHECKOUT_RATE_LIMIT (30) / CHECKOUT_RATE_LIMIT_SHARED / CHECKOUT_RATE_LIMIT_WINDOW_MS (10 min):
//             each start holds stock for 30 minutes, so a flood could empty the shop.
//   form      FORM_RATE_LIMIT (20) / FORM_RATE_LIMIT_SHARED / FORM_RATE_LIMIT_WINDOW_MS (10 min), per form;
//   formEmail half the form limit per typed address: an address gets a handful of submissions, whoever sends them.
//   api       API_RATE_LIMIT (600) / API_RATE_LIMIT_SHARED / API_RATE_LIMIT_WINDOW_MS (1 min): reads and links.
//   rest      REST_RATE_LIMIT (600) / REST_RATE_LIMIT_SHARED / REST_RATE_LIMIT_WINDOW_MS (1 min): every call to
//             Payload's REST API but its files, one count per address (./restGuard.ts).
//   login     LOGIN_RATE_LIMIT (10) / LOGIN_RATE_LIMIT_SHARED (10 min): staff sign-in attempts per address, counted
//             by the proxy before Payload reads the body (Payload's own lockout counts per account, in the database).
// Lockouts (the rule: src/domain/accounts/lockout.ts) are failure counters in the same store: `lock('password')`.
//
// One guard stays per process on purpose: a caller who is not staff has at most REST_CONCURRENCY (2) of Payload's
// REST calls running at once on an instance (`takeSlot`). It protects that instance's event loop — one read of the
// catalog costs it ~100 ms, and twenty at once made /api/health wait 1.6 s — which no other instance shares.
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { LOCKOUT } from '@/domain/accounts/lockout'
import { DIRECT_CLIENT } from '@/server/clientIp'
import { firstConnected, sharedRedis } from '../platform/redis'

export type Budget = 'checkout' | 'form' | 'formEmail' | 'api' | 'rest' | 'login'
/** The shopper lockouts: wrong passwords and codes per connection and address, wrong passwords per address. */
export type Lock = 'password' | 'code' | 'account'

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  /** 0 when allowed; otherwise the time until the window ends (for a Retry-After header). */
  retryAfterMs: number
}

export interface FailureCounter {
  /** Milliseconds this key stays locked, 0 when it may try. */
  lockedFor(key: string): Promise<number>
  /** Counts one failure; true when this one started the lock. */
  record(key: string): Promise<boolean>
  clear(key: string): Promise<void>
}

type Env = Record<string, string | undefined>
const num = (env: Env, name: string) => Number(env[name]) || undefined

function settings(env: Env, budget: Budget) {
  const prefix = budget === 'formEmail' ? 'FORM' : budget.toUpperCase()
  const perMinute = budget === 'api' || budget === 'rest'
  const fallback = budget === 'checkout' ? 30 : budget === 'login' ? 10 : perMinute ? 600 : 20
  const base = num(env, `${prefix}_RATE_LIMIT`) ?? fallback
  const limit = budget === 'formEmail' ? Math.max(1, Math.ceil(base / 2)) : base
  const windowMs = num(env, `${prefix}_RATE_LIMIT_WINDOW_MS`) ?? (perMinute ? 60_000 : 10 * 60_000)
  return { limit, shared: num(env, `${prefix}_RATE_LIMIT_SHARED`) ?? limit * 10, windowMs }
}

const LOCKS: Record<Lock, number> = {
  password: LOCKOUT.perConnection,
  code: LOCKOUT.perConnection,
  account: LOCKOUT.perAccount,
}

/** A refusal of the library carries the time left; anything else (a store that failed without insurance) throws. */
const refusal = (r: unknown): { msBeforeNext: number; consumedPoints: number } | null =>
  r && typeof r === 'object' && typeof (r as { msBeforeNext?: unknown }).msBeforeNext === 'number'
    ? (r as { msBeforeNext: number; consumedPoints: number })
    : null

export type LimitsOptions = {
  /** The shared store, or null for this process's memory. */
  redis: Redis | null
  /** Begins every key in Redis: REDIS_KEY_PREFIX (maison:), as the shared cache's; tests give each run its own. */
  prefix?: string
  env?: Env
}

/** One set of counters: the app's (from the environment, below), or a test's simulated instance. */
export function createLimits({ redis, env = process.env, prefix = env.REDIS_KEY_PREFIX || 'maison:' }: LimitsOptions) {
  const counters = new Map<string, RateLimiterAbstract>()
  const counter = (name: string, points: number, windowMs: number) => {
    let c = counters.get(name)
    if (c) return c
    // Redis keeps a key for whole seconds; memory for the exact window.
    const memory = new RateLimiterMemory({ points, duration: windowMs / 1000 })
    c = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${prefix}limit:${name}`,
          points,
          duration: Math.max(1, Math.ceil(windowMs / 1000)),
          insuranceLimiter: memory,
          // While the connection is down, straight to memory rather than waiting for a command to time out (an
          // instance's first connection is waited for instead: ../platform/redis.ts).
          rejectIfRedisNotReady: true,
        })
      : memory
    counters.set(name, c)
    return c
  }

  /** Counts one request of `who` (an address, or a typed email for formEmail) against an endpoint's budget. */
  async function hit(budget: Budget, endpoint: string, who: string): Promise<RateLimitResult> {
    if (redis) await firstConnected(redis)
    const s = settings(env, budget)
    const shared = budget !== 'formEmail' && who === DIRECT_CLIENT
    const c = counter(`${budget}:${shared ? 'shared' : 'each'}`, shared ? s.shared : s.limit, s.windowMs)
    try {
      const r = await c.consume(`${endpoint}:${who}`)
      return { allowed: true, remaining: r.remainingPoints, retryAfterMs: 0 }
    } catch (r) {
      const refused = refusal(r)
      if (!refused) throw r
      return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, refused.msBeforeNext) }
    }
  }

  /** Failures per key in a window that starts at the first one; the lock's count of them locks the key until the
   * window ends. */
  function lock(kind: Lock): FailureCounter {
    const max = LOCKS[kind]
    const c = counter(`lock:${kind}`, max, LOCKOUT.windowMs)
    return {
      async lockedFor(key) {
        if (redis) await firstConnected(redis)
        const r = await c.get(key)
        return r && r.consumedPoints >= max ? Math.max(1, r.msBeforeNext) : 0
      },
      async record(key) {
        if (redis) await firstConnected(redis)
        try {
          return (await c.consume(key)).consumedPoints === max
        } catch (r) {
          const refused = refusal(r)
          if (!refused) throw r
          return refused.consumedPoints === max
        }
      },
      async clear(key) {
        if (redis) await firstConnected(redis)
        await c.delete(key)
      },
    }
  }

  return { hit, lock }
}

export type Limits = ReturnType<typeof createLimits>

const g = globalThis as unknown as { __limits?: Limits; __running?: Map<string, number> }
// One set per process, shared by the app's bundle and the proxy's (two module copies, one globalThis).
const limits = (): Limits => (g.__limits ??= createLimits({ redis: sharedRedis() }))

export const hitLimit = (budget: Budget, endpoint: string, who: string) => limits().hit(budget, endpoint, who)

export const failures = (kind: Lock) => limits().lock(kind)

/**
 * Takes one of the calls `who` may have running at once on `endpoint` on this instance (ten times as many for the
 * shared unknown address): the function that gives it back when the call is answered, or null when all are taken.
 */
export function takeSlot(endpoint: string, who: string): (() => void) | null {
  const each = num(process.env, 'REST_CONCURRENCY') ?? 2
  const key = `${endpoint}:${who}`
  const running = (g.__running ??= new Map())
  const now = running.get(key) ?? 0
  if (now >= (who === DIRECT_CLIENT ? each * 10 : each)) return null
  running.set(key, now + 1)
  let given = false
  return () => {
    if (given) return
    given = true
    const left = (running.get(key) ?? 1) - 1
    if (left > 0) running.set(key, left)
    else running.delete(key)
  }
}

/** Empties this process's counters (and re-reads the environment): tests start each case with it, through
 * accounts/guard.ts too. In memory only: a test that uses Redis makes its own set with its own prefix. */
export const resetLimits = () => {
  delete g.__limits
  delete g.__running
}
