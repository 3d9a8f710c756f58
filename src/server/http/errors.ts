// The one error shape of every endpoint: { errors: [{ field, message }] } with the status that says why
// (400 unreadable, 401/403 who, 404, 409 conflict, 413 too large, 422 invalid, 429 slow down, 503 try later),
// plus any extra fields the endpoint's client reads (checkout: statusMessage, sku, available).
import type { FieldIssue } from '@/domain/schemas/issues'

export type { FieldIssue }

/** Thrown by a handler (or the code it calls) to answer with this status and these field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldIssue[],
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0]?.message ?? '')
  }

  override readonly name = 'ApiError'
}

/** One field's error, 422 unless said otherwise (409 for a reused request id). */
export class FieldError extends ApiError {
  constructor(field: string, message: string, status = 422) {
    super(status, [{ field, message }])
  }

  get field() {
    return this.errors[0]!.field
  }
}

/** JSON that no cache keeps: every answer of ours is about one caller or one moment. */
export const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export const errorResponse = (e: ApiError, statusMessage?: string) =>
  json({ ...(statusMessage === undefined ? {} : { statusMessage }), ...e.extra, errors: e.errors }, e.status, e.headers)
