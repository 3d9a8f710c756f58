// The browser's one JSON client, for checkout and every shopper form: idempotent calls are never retried, others
// once on 408, 409, 425, 429, 500, 502, 503, 504 — the rule lives in src/domain/retry.ts. A POST that may be
// retried carries its own idempotency key (requestId in the body) so the retry cannot act twice on the server.
import { backoffMs, shouldRetry } from '@/domain/retry'
import type { FieldIssue } from '@/domain/schemas/issues'

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
  /** Marks a non-GET call as idempotent: then it is not retried either. */
  idempotent?: boolean
  signal?: AbortSignal
  /** Injected for tests. */
  fetchImpl?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

export async function requestJson<T>(
  url: string,
  { method = 'GET', body, idempotent, signal, fetchImpl = fetch, sleep = wait }: Options = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetchImpl(url, {
      method,
      signal,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
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

/**
 * A file the server answers as an attachment (the orders CSV): its bytes and the name the server gave it, or an
 * HttpError carrying the JSON refusal, which the screen shows instead of a page of raw JSON. A GET: not retried.
 */
export async function requestFile(
  url: string,
  { signal, fetchImpl = fetch }: Pick<Options, 'signal' | 'fetchImpl'> = {},
): Promise<{ blob: Blob; filename: string }> {
  const res = await fetchImpl(url, { signal })
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

/** The `{ field, message }` list of an error body of the pipeline (empty for any other body). */
export const errorsOf = (data: unknown): FieldIssue[] => {
  const errors = (data as { errors?: unknown } | null)?.errors
  return Array.isArray(errors)
    ? errors.filter((e): e is FieldIssue => typeof e?.field === 'string' && typeof e?.message === 'string')
    : []
}

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
    // Status 0: the network failed (not retried: the request may or may not have arrived).
    return err instanceof HttpError
      ? { ok: false, status: err.status, errors: errorsOf(err.data) }
      : { ok: false, status: 0, errors: [] }
  }
}
