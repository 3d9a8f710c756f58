// The caller's address for rate limits and the security log: the TRUST_PROXY-th X-Forwarded-For hop behind our
// own proxies, else the connection's address as our production server reports it (see ./forms/clientIp.ts).
// DIRECT_CLIENT remains only where no address is known (`next dev`, tests); the limiters give it a flood-guard budget.
import { DIRECT_CLIENT, requestIp } from './forms/clientIp'

export { DIRECT_CLIENT }

export function clientIp(headers: Headers): string {
  return requestIp(headers)
}
