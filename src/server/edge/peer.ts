// The socket address of a caller, as our production server hands it to Next in a private header. Route handlers
// under `next start` see no socket, so scripts/server.ts removes any copy of PEER_HEADER a client sent and sets it
// from the connection; PEER_FLAG tells the app (same process) that the header can be believed. Under `next dev`
// or a test harness the flag is absent and the header is ignored.
export const PEER_HEADER = 'x-maison-peer'
export const PEER_FLAG = 'MAISON_PEER_HEADER'

/** "::ffff:127.0.0.1" → "127.0.0.1"; anything that does not look like an address → null. */
export function normalizeAddress(address: string | undefined | null): string | null {
  if (!address) return null
  const a = address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
  return /^[0-9a-fA-F:.]{2,45}$/.test(a) ? a : null
}

export function trustedPeer(headers: Headers): string | null {
  if (process.env[PEER_FLAG] !== '1') return null
  return normalizeAddress(headers.get(PEER_HEADER))
}
