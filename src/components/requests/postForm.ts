// Client side of the form endpoints: one request id per submission (a retry reuses it, the server stores one
// record), JSON in, { id } or { errors } out.
export type FormResult = { ok: true; id: number } | { ok: false; status: number; errors: Array<{ field: string; message: string }> }

export const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

export async function postForm(url: string, body: Record<string, unknown>): Promise<FormResult> {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const json = (await res.json().catch(() => ({}))) as { id?: number; errors?: Array<{ field: string; message: string }> }
    if (res.ok && typeof json.id === 'number') return { ok: true, id: json.id }
    return { ok: false, status: res.status, errors: json.errors ?? [] }
  } catch {
    return { ok: false, status: 0, errors: [] }
  }
}

/** First message per field, for inline display. */
export const byField = (errors: Array<{ field: string; message: string }>) =>
  errors.reduce<Record<string, string>>((acc, e) => (e.field && !acc[e.field] ? { ...acc, [e.field]: e.message } : acc), {})
