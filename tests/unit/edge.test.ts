// The edge of the production server: the caller's address, SERVER_URL, the CSP and its inline-script hashes.
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { CONSENT_DEFAULTS_SCRIPT, gtmScript } from '@/domain/tagManagerScripts'
import { inlineScriptHashes, knownScriptHashes } from '@/server/edge/cspHashes'
import { malformedPath } from '@/server/edge/malformedPath'
import { normalizeAddress, PEER_FLAG, PEER_HEADER } from '@/server/edge/peer'
import { contentSecurityPolicy } from '@/server/edge/securityHeaders.mjs'
import { serverUrl, serverUrlProblem } from '@/server/platform/serverUrl'
import { DIRECT_CLIENT, requestIp } from '@/server/forms/clientIp'

const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`
const env = (e: Record<string, string>) => e as unknown as NodeJS.ProcessEnv
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('the caller address', () => {
  afterEach(() => {
    delete process.env[PEER_FLAG]
  })
  const h = (peer?: string, xff?: string) =>
    new Headers({ ...(peer ? { [PEER_HEADER]: peer } : {}), ...(xff ? { 'x-forwarded-for': xff } : {}) })

  it('is the socket address our server reports, when no proxy is trusted', () => {
    process.env[PEER_FLAG] = '1'
    expect(requestIp(h('127.0.0.2'), 0)).toBe('127.0.0.2')
    expect(requestIp(h('::ffff:127.0.0.2'), 0)).toBe('127.0.0.2')
    // A client-written X-Forwarded-For buys nothing without TRUST_PROXY.
    expect(requestIp(h('127.0.0.2', '203.0.113.9'), 0)).toBe('127.0.0.2')
  })

  it('is the trusted proxy hop when TRUST_PROXY says so, the socket address when the chain is missing', () => {
    process.env[PEER_FLAG] = '1'
    expect(requestIp(h('10.0.0.2', 'forged, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(requestIp(h('10.0.0.2'), 1)).toBe('10.0.0.2')
    // Next adds the socket address as X-Forwarded-For when none came; an IPv4-mapped form is the same caller.
    expect(requestIp(h('10.0.0.2', '::ffff:127.0.0.12'), 1)).toBe('127.0.0.12')
  })

  it('ignores the private header when our server did not set it (next dev, a forged header)', () => {
    expect(requestIp(h('127.0.0.2'), 0)).toBe(DIRECT_CLIENT)
  })

  it('normalizes mapped IPv4 and refuses junk', () => {
    expect(normalizeAddress('::ffff:10.1.2.3')).toBe('10.1.2.3')
    expect(normalizeAddress('::1')).toBe('::1')
    expect(normalizeAddress('<script>')).toBeNull()
    expect(normalizeAddress(undefined)).toBeNull()
  })
})

describe('SERVER_URL', () => {
  it('defaults from PORT on localhost and drops a trailing slash', () => {
    expect(serverUrl(env({ PORT: '3203' }))).toBe('http://localhost:3203')
    expect(serverUrl(env({}))).toBe('http://localhost:3000')
    expect(serverUrl(env({ SERVER_URL: 'https://shop.example.com/' }))).toBe('https://shop.example.com')
  })

  it('refuses a production server reachable from elsewhere without SERVER_URL, with the fix in the message', () => {
    const prod = env({ NODE_ENV: 'production' })
    expect(serverUrlProblem(prod, '::')).toMatch(/SERVER_URL is not set.*SERVER_URL=https:\/\//)
    expect(serverUrlProblem(prod, '0.0.0.0')).toMatch(/SERVER_URL is not set/)
    expect(serverUrlProblem(prod, '127.0.0.1')).toBeNull()
    expect(serverUrlProblem(prod, 'localhost')).toBeNull()
    expect(serverUrlProblem({ ...prod, SERVER_URL: 'https://shop.example.com' }, '::')).toBeNull()
    expect(serverUrlProblem({ ...prod, SERVER_URL: 'shop.example.com' }, '::')).toMatch(/absolute http\(s\) URL/)
  })
})

describe('Content-Security-Policy', () => {
  it('runs no inline script unless its hash is listed, and names no wildcard host', () => {
    const csp = contentSecurityPolicy({ env: env({}), scriptHashes: ['sha256-abc'] })
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc'")
    expect(csp).not.toContain("unsafe-inline' https")
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline')
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
    expect(csp).not.toMatch(/ https:(;|\s|$)/)
  })

  it('adds Stripe, Tag Manager/Analytics and the map host only when configured', () => {
    const csp = contentSecurityPolicy({
      env: env({
        STRIPE_SECRET_KEY: 'sk_test_x',
        NEXT_PUBLIC_GTM_ID: 'GTM-ABC123',
        NEXT_PUBLIC_MAP_STYLE_URL: 'https://tiles.example.org/style.json',
      }),
    })
    expect(directive(csp, 'script-src')).toContain('https://js.stripe.com')
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(csp, 'connect-src')).toContain('https://api.stripe.com')
    expect(directive(csp, 'connect-src')).toContain('https://www.google-analytics.com')
    expect(directive(csp, 'connect-src')).toContain('https://tiles.example.org')
    expect(directive(csp, 'img-src')).toContain('https://tiles.example.org')
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://checkout.stripe.com")
  })

  it('hashes the inline scripts of a page byte for byte, skipping external ones', () => {
    const html =
      '<html><head><script src="/_next/a.js" async></script><script>self.__next_f=[]</script></head>' +
      '<body><script id="x">alert("é")</script><script>self.__next_f=[]</script><script type="application/ld+json">{"a":1}</script></body></html>'
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f=[]'), sha('alert("é")'), sha('{"a":1}')])
  })

  it('knows the consent defaults and, with a container id, the Tag Manager snippet', () => {
    expect(knownScriptHashes()).toContain(sha(CONSENT_DEFAULTS_SCRIPT))
    process.env.NEXT_PUBLIC_GTM_ID = 'GTM-ABC123'
    try {
      expect(knownScriptHashes()).toContain(sha(gtmScript('GTM-ABC123')))
    } finally {
      delete process.env.NEXT_PUBLIC_GTM_ID
    }
  })
})

describe('bad percent-encoding', () => {
  it.each(['/%25', '/boots/%25', '/fr/%25zz', '/%E0%A4%A', '/%', '/a%2'])('%s is caught before Next', (p) => {
    expect(malformedPath(p)).toBe(true)
  })
  it.each(['/', '/fr/magazine', '/ankle-boots/red?q=%25', '/caf%C3%A9', '/a%2525'])('%s goes through', (p) => {
    expect(malformedPath(p)).toBe(false)
  })
})
