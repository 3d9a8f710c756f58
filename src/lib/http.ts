// The browser's one JSON client: every call a page or the backoffice makes to our /api goes through it. Two retry
// rules, both from the spec: by default idempotent calls are never retried and others once on 408, 409, 425, 429,
// 500, 502, 503, 504 (src/domain/retry.ts); the account calls (`authCall`) are retried only on 502, 503 and 504, as
// an auth answer such as 401 or 429 is final (src/domain/accounts/session.ts). A POST that may be retried carries its
// own idempotency key (requestId in the body) so the retry cannot act twice on the server. Every failure is an
// HttpError: the status (0 when the network failed) and the server's one error shape ({ errors, code }).
import { backoffMs, shouldRetry } from '@/domain/retry'
import { shouldRetryAuth } from '@/domain/accounts/session'
import type { FieldIssue } from '@/domain/schemas/issues'

const errorsOf = (data: unknown): FieldIssue[] => {
  const errors = (data as { errors?: unknown } | null)?.errors
  return Array.isArray(errors)
    ? errors.filter((e): e is FieldIssue => typeof e?.field === 'string' && typeof e?.message === 'string')
    : []
}

export class HttpError extends Error {
  constructor(
    /** The answer's status; 0 when no answer came (network failure). */
    readonly status: number,
    /** The parsed JSON body, if any: checkoutErrorMessage() reads data.statusMessage. */
    readonly data: unknown,
  ) {
    // No message of its own: the UI falls back to its translated text rather than showing 'status 502'.
    super('')
  }

  override readonly name = 'HttpError'

  /** The server's { field, message } list. */
  get errors(): FieldIssue[] {
    return errorsOf(this.data)
  }

  /** The server's error code (sessionMissing, invalidCredentials, weakPassword…), if it gave one. */
  get code(): string | undefined {
    const code = (this.data as { code?: unknown } | null)?.code
    return typeof code === 'string' ? code : undefined
  }
}

interface Options {
  method?: string
  body?: unknown
  /** Marks a non-GET call as idempotent: then it is not retried either. */
  idempotent?: boolean
  /** Which of the spec's two retry rules applies; the account calls use 'auth'. */
  retry?: 'default' | 'auth'
  /** The browser's HTTP cache mode: 'no-store' for answers that must be fresh (stock, the saved cart). */
  cache?: RequestCache
  /** The request outlives the page (a click-through sent as the shopper leaves). */
  keepalive?: boolean
  signal?: AbortSignal
  /** Injected for tests. */
  fetchImpl?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

const isAbort = (err: unknown) =>
  err instanceof DOMException && (err.name === 'AbortError' || err.name === 'TimeoutError')

export async function requestJson<T>(
  url: string,
  {
    method = 'GET',
    body,
    idempotent,
    retry = 'default',
    cache,
    keepalive,
    signal,
    fetchImpl = fetch,
    sleep = wait,
  }: Options = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let res: Response
    try {
      res = await fetchImpl(url, {
        method,
        signal,
        cache,
        keepalive,
        credentials: 'same-origin',
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (err) {
      // A call the caller cancelled stays an abort; any other failure to get an answer is status 0 (not retried:
      // the request may or may not have arrived).
      if (isAbort(err)) throw err
      throw new HttpError(0, null)
    }
    const data: unknown = await res.json().catch(() => null)
    if (res.ok) return data as T
    const again =
      retry === 'auth'
        ? shouldRetryAuth(res.status, attempt)
        : shouldRetry({ method, status: res.status, attempt, idempotent })
    if (!again) throw new HttpError(res.status, data)
    await sleep(backoffMs(attempt))
  }
}

export const postJson = <T>(url: string, body: unknown, opts: Omit<Options, 'method' | 'body'> = {}) =>
  requestJson<T>(url, { ...opts, method: 'POST', body })

/** A call to /api/account: a POST unless told otherwise, under the auth retry rule. */
export const authCall = <T>(url: string, { method = 'POST', ...opts }: Omit<Options, 'retry' | 'idempotent'> = {}) =>
  requestJson<T>(url, { ...opts, method, retry: 'auth' })

/**
 * A file the server answers as an attachment (the orders CSV): its bytes and the name the server gave it, or an
 * HttpError carrying the JSON refusal (status 0 without an answer), which the screen shows instead of a page of raw
 * JSON. A GET: not retried.
 */
export async function requestFile(
  url: string,
  { signal, fetchImpl = fetch }: Pick<Options, 'signal' | 'fetchImpl'> = {},
): Promise<{ blob: Blob; filename: string }> {
  let res: Response
  try {
    res = await fetchImpl(url, { signal, credentials: 'same-origin' })
  } catch (err) {
    if (isAbort(err)) throw err
    throw new HttpError(0, null)
  }
  if (!res.ok) throw new HttpError(res.status, await res.json().catch(() => null))
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download'
  return { blob: await res.blob(), filename }
}

/** One id per submission: a retry (ours, or the shopper's second click) reuses it and the server keeps one record. */
export const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

export type FormResult = { ok: true; id: number } | { ok: false; status: number; errors: FieldIssue[] }

/** Posts a shopper form (whose requestId makes the retry safe): its stored id, or the status and field errors. */
export async function submitForm(
  url: string,
  body: Record<string, unknown> & { requestId: string },
  opts: Omit<Options, 'method' | 'body'> = {},
): Promise<FormResult> {
  try {
    const data = await postJson<{ id?: unknown } | null>(url, body, opts)
    return typeof data?.id === 'number' ? { ok: true, id: data.id } : { ok: false, status: 200, errors: [] }
  } catch (err) {
    return err instanceof HttpError
      ? { ok: false, status: err.status, errors: err.errors }
      : { ok: false, status: 0, errors: [] }
  }
}
