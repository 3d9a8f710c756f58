// What the map needs from the production CSP: maplibre's worker from a blob: URL, the style and its tiles from
// self or the configured origins only, and still no inline script.
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '@/server/edge/securityHeaders.mjs'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''
const env = (e: Record<string, string>) => ({ NODE_ENV: 'production', ...e }) as NodeJS.ProcessEnv

describe('CSP for the map', () => {
  it('without a configured style: the worker from blob:, everything else from self', () => {
    const csp = contentSecurityPolicy({ env: env({}) })
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline')
  })

  it('adds the style origin and the extra tile/glyph origins, each once, nothing else', () => {
    const csp = contentSecurityPolicy({
      env: env({
        NEXT_PUBLIC_MAP_STYLE_URL: 'https://api.maps.example.com/style.json?key={token}',
        NEXT_PUBLIC_MAP_EXTRA_ORIGINS:
          'https://tiles.example.net/a, https://api.maps.example.com, not a url, ftp://x.y',
      }),
    })
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.maps.example.com https://tiles.example.net",
    )
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https://api.maps.example.com https://tiles.example.net",
    )
    expect(directive(csp, 'script-src')).toBe("script-src 'self'")
  })
})
