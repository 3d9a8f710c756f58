// HTTP client retry policy: idempotent calls are retried zero times, other calls once, and only
// on these statuses. Observed behaviour of the original client, kept as is.
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const
export const IDEMPOTENT_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const
export const MAX_RETRIES = 1
export const BACKOFF_BASE_MS = 250
export const BACKOFF_MAX_MS = 4000

export interface RetryQuestion {
  method: string
  /** HTTP status of the failed attempt; undefined for a network error (not retried: not in the list). */
  status?: number
  /** 0 for the first attempt. */
  attempt: number
  /** True for a call the caller knows to be idempotent whatever its method. */
  idempotent?: boolean
}

export const isIdempotent = (method: string, idempotent?: boolean) =>
  idempotent === true || (IDEMPOTENT_METHODS as readonly string[]).includes(method.toUpperCase())

export function shouldRetry({ method, status, attempt, idempotent }: RetryQuestion): boolean {
  if (isIdempotent(method, idempotent)) return false
  return attempt < MAX_RETRIES && status !== undefined && (RETRY_STATUSES as readonly number[]).includes(status)
}

/** Exponential delay before retry number attempt+1: 250, 500, 1000 … capped at 4 s. No jitter: stays pure. */
export const backoffMs = (attempt: number) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt), BACKOFF_MAX_MS)
