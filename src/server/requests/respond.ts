// JSON answers of the form endpoints: { id } on success, { errors: [{ field, message }] } otherwise.
import type { FieldIssue } from '@/domain/schemas/forms'

export const created = (id: number | string) => Response.json({ id }, { status: 201 })

export const failed = (status: number, errors: FieldIssue[], headers?: HeadersInit) =>
  Response.json({ errors }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly status = 422,
  ) {
    super(message)
  }
}
