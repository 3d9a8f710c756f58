// What Node's res.write/res.end may be given (a Buffer, a string in some encoding, any Uint8Array), as bytes: for the
// wrappers that hold or copy a response body (./htmlCsp.ts, ./pageCache.ts).
export const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, (typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined) || 'utf8')
      : Buffer.from(chunk as Uint8Array)
