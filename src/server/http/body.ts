// Reads a request body with a size cap: a declared Content-Length over the cap is refused without reading a byte,
// and a body without one (chunked) is read chunk by chunk and dropped as soon as it passes the cap, so a 10 MB
// body never sits in memory whole.
export const PUBLIC_MAX_BYTES = 64 * 1024

export class TooLarge extends Error {
  override readonly name = 'TooLarge'
}

/** True when the declared length alone is over the cap. */
export const declaredTooLarge = (headers: Headers, maxBytes: number) =>
  Number(headers.get('content-length') ?? 0) > maxBytes

export async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaredTooLarge(request.headers, maxBytes)) throw new TooLarge()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new TooLarge()
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}
