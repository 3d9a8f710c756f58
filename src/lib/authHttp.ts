// The browser's client for /api/account: JSON in and out, retried only on 502, 503 and 504 (the rule in
// src/domain/accounts/session.ts) — an auth answer such as 401 or 429 is final. Errors carry the server's
// { field, message } list and its code (sessionMissing, invalidCredentials, weakPassword…).
import { backoffMs } from '@/domain/retry'
import { shouldRetryAuth } from '@/domain/accounts/session'
import type { FieldIssue } from '@/domain/schemas/issues'

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldIssue[],
    readonly code?: string,
  ) {
    super(errors[0]?.message ?? '')
  }

  override readonly name = 'AuthError'
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

export async function authCall<T>(
  url: string,
  {
    method = 'POST',
    body,
    fetchImpl = fetch,
    sleep = wait,
  }: { method?: string; body?: unknown; fetchImpl?: typeof fetch; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let res: Response
    try {
      res = await fetchImpl(url, {
        method,
        credentials: 'same-origin',
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch {
      throw new AuthError(0, [])
    }
    const data = (await res.json().catch(() => null)) as { errors?: FieldIssue[]; code?: string } | null
    if (res.ok) return data as T
    if (!shouldRetryAuth(res.status, attempt)) throw new AuthError(res.status, data?.errors ?? [], data?.code)
    await sleep(backoffMs(attempt))
  }
}
