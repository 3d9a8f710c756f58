// The caller's address for rate limits and the security log. X-Forwarded-For is anyone's to write, so it is read
// only when TRUST_PROXY says how many proxies of ours stand in front of the server (1 = one reverse proxy). Each
// proxy appends the address it saw, so the client is the TRUST_PROXY-th entry from the right: entries further left
// were written by the client and are ignored. Otherwise the address is the connection's own, which our production
// server passes on (see src/server/edge/peer.ts). Only where neither is known (`next dev`, a test calling a
// handler directly) do callers share one key, DIRECT_CLIENT, which the limiters give a flood-guard budget.
import { trustedPeer } from '../edge/peer'

export const DIRECT_CLIENT = 'direct'

export function trustedProxyHops(value = process.env.TRUST_PROXY): number {
  if (!value) return 0
  if (value === 'true') return 1
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n < 10 ? n : 0
}

/** The right-most hop our own proxies did not write, or null when the chain is shorter than our proxies. */
export function rightmostUntrusted(forwardedFor: string | null, hops: number): string | null {
  if (!forwardedFor || hops < 1) return null
  const chain = forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const ip = chain[chain.length - hops]?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
  return ip && /^[0-9a-fA-F:.[\]]{2,64}$/.test(ip) ? ip : null
}

export function requestIp(headers: Headers, hops = trustedProxyHops()): string {
  const peer = trustedPeer(headers)
  if (hops > 0) {
    return (
      rightmostUntrusted(headers.get('x-forwarded-for'), hops) ??
      headers.get('x-real-ip')?.trim() ??
      peer ??
      DIRECT_CLIENT
    )
  }
  return peer ?? DIRECT_CLIENT
}
