// The tag-manager container (NEXT_PUBLIC_GTM_ID, inlined at build) is fetched only once the shopper grants
// something, once per page, and only for a well-formed id; without an id nothing is ever fetched. The e2e build
// has no id, so this is where a configured container is exercised.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Script = { async?: boolean; src?: string }
const g = globalThis as unknown as { window?: { dataLayer?: unknown[] }; document?: unknown }
let appended: Script[] = []

beforeEach(() => {
  appended = []
  g.window = {}
  g.document = {
    cookie: '',
    createElement: (tag: string) => (tag === 'script' ? {} : null),
    head: { appendChild: (s: Script) => void appended.push(s) },
  }
  vi.resetModules()
})
afterEach(() => {
  vi.unstubAllEnvs()
  delete g.window
  delete g.document
})

const analyticsBuiltWith = async (id: string | undefined) => {
  vi.stubEnv('NEXT_PUBLIC_GTM_ID', id)
  return import('@/lib/analytics')
}

describe('the tag-manager container', () => {
  it('is fetched once the shopper grants measurement or ads, once per page, with its id', async () => {
    const { pushConsent } = await analyticsBuiltWith('GTM-E2E123')
    pushConsent({ analytics: false, ads: false })
    expect(appended).toEqual([])
    pushConsent({ analytics: true, ads: false })
    expect(appended).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-E2E123' }])
    expect(g.window!.dataLayer).toContainEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' })
    pushConsent({ analytics: true, ads: true })
    expect(appended).toHaveLength(1)
  })

  it('ads alone are a grant too', async () => {
    const { pushConsent } = await analyticsBuiltWith('GTM-E2E123')
    pushConsent({ analytics: false, ads: true })
    expect(appended.map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2E123'])
  })

  it.each([undefined, '', 'UA-12345', 'GTM-abc', 'GTM-X"><script>'])(
    'is never fetched when the id is %j — the events stay in dataLayer',
    async (id) => {
      const { pushConsent } = await analyticsBuiltWith(id)
      pushConsent({ analytics: true, ads: true })
      expect(appended).toEqual([])
      expect(g.window!.dataLayer).toContainEqual({ event: 'consent_update', analytics: true, ads: true })
    },
  )
})
