// The browser's JSON client (SPEC §7): idempotent calls are never retried, others once on 408, 409, 425, 429,
// 500, 502, 503, 504 — the rule lives in src/domain/retry.ts. A POST that may be retried must carry its own
// idempotency key (e.g. requestId in the body) so the retry cannot act twice on the server.
import { backoffMs, shouldRetry } from '@/domain/retry'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** The parsed JSON body, if any: checkoutErrorMessage() reads data.statusMessage. */
    readonly data: unknown,
  ) {
    // No message of its own: the UI falls back to its translated text rather than showing 'status 502'.
    super('')
  }

  override readonly name = 'HttpError'
}

interface Options {
  method?: string
  body?: unknown
  /** Marks a non-GET call as idempotent: then it is not retried either (SPEC §7). */
  idempotent?: boolean
  signal?: AbortSignal
  /** Injected for tests. */
  fetchImpl?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

export async function requestJson<T>(url: string, { method = 'GET', body, idempotent, signal, fetchImpl = fetch, sleep = wait }: Options = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetchImpl(url, {
      method,
      signal,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const data: unknown = await res.json().catch(() => null)
    if (res.ok) return data as T
    if (!shouldRetry({ method, status: res.status, attempt, idempotent })) throw new HttpError(res.status, data)
    await sleep(backoffMs(attempt))
  }
}

export const postJson = <T>(url: string, body: unknown, opts: Omit<Options, 'method' | 'body'> = {}) =>
  requestJson<T>(url, { ...opts, method: 'POST', body })
