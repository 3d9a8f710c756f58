// The caller's address for rate limits and the security log. X-Forwarded-For is read only when TRUST_PROXY says
// how many reverse proxies of ours stand in front of the server (see ./requests/clientIp.ts); otherwise every
// caller shares one key (DIRECT_CLIENT) and the limiters give that key a larger, flood-guard budget.
import { DIRECT_CLIENT, requestIp } from './requests/clientIp'

export { DIRECT_CLIENT }

export function clientIp(headers: Headers): string {
  return requestIp(headers)
}
