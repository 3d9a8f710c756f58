// The shop's public origin (canonical URLs, sitemap, emails, Payload's CORS/CSRF allow-list, checkout returns).
// SERVER_URL when set; on a machine serving only itself, http://localhost:<PORT>. A production server reachable
// from elsewhere must be told its address: guessing would put the wrong origin in every link and allow-list.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

export const isLoopbackHost = (host: string | undefined) =>
  Boolean(host && (LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host)))

export function serverUrl(env: NodeJS.ProcessEnv = process.env): string {
  const set = env.SERVER_URL?.trim()
  return (set || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '')
}

/** Why a server may not start with this configuration, or null. `host` is the address it will listen on. */
export function serverUrlProblem(env: NodeJS.ProcessEnv, host: string): string | null {
  const set = env.SERVER_URL?.trim()
  if (set) {
    try {
      const u = new URL(set)
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol')
      return null
    } catch {
      return `SERVER_URL must be an absolute http(s) URL such as https://shop.example.com (got "${set}").`
    }
  }
  if (env.NODE_ENV !== 'production' || isLoopbackHost(host)) return null
  return (
    `SERVER_URL is not set and the server would listen on ${host}, not on localhost. Set SERVER_URL to the shop's ` +
    'public address (e.g. SERVER_URL=https://shop.example.com), or HOST=127.0.0.1 to serve this machine only.'
  )
}
