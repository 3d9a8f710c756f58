// The one rule for every place the shop sends someone after an action (issue 35, finding 5): a sign-in's ?next=,
// a preview link's path, the checkout's success and cancel URLs. The payloads are those that reached evil.example
// in Chromium, and their neighbours: what a browser's URL parser turns into another host must fall back.
import { describe, expect, it } from 'vitest'
import { safeRedirectPath, sameOriginUrl } from '@/domain/safeRedirect'

const FALLBACK = '/fr/account'
const SITE = 'https://maison.example'

/** As the browser hands `next` to the page: URLSearchParams decodes the query once. */
const fromQuery = (query: string) => new URLSearchParams(query).get('next')

describe('safeRedirectPath', () => {
  it.each([
    ['/fr/account'],
    ['/account?x=1#y'],
    ['/'],
    ['/ankle-boots/red?size=38'],
    ['/magazine/l-atelier-de-la-rue-de-grenelle'],
    ['/search?q=100%25'],
    ['/fr/checkout?next=%2Ffr'],
    ['/a//b'],
    ['/café'],
  ])('keeps the shop’s own path %s', (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(path)
  })

  it.each([
    // The audit's two payloads, as the sign-in page reads them from its query.
    ['next=/%5Cevil.example/x'],
    ['next=%2F%09%2Fevil.example/y'],
    // Neighbours: other control characters the URL parser drops, backslashes, double encoding.
    ['next=%2F%0A%2Fevil.example'],
    ['next=%2F%0D%2Fevil.example'],
    ['next=%2F%0D%0A%2Fevil.example'],
    ['next=%09%2F%2Fevil.example'],
    ['next=%2F%5C%2Fevil.example'],
    ['next=%5C%5Cevil.example'],
    ['next=%2F%2Fevil.example'],
    ['next=%2F%252F%252Fevil.example'],
    ['next=%2F%255Cevil.example'],
    ['next=%2F%2509%2Fevil.example'],
  ])('refuses %s', (query) => {
    expect(safeRedirectPath(fromQuery(query), FALLBACK)).toBe(FALLBACK)
  })

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/ok/\\..\\..\\evil',
    'https://evil.example',
    'https:evil.example',
    'http:/evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'account',
    '',
    ' /account',
    '/%E0%A4%A',
    '/%',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw, FALLBACK)).toBe(FALLBACK)
  })

  it('refuses what is not a string, and an address too long to be ours', () => {
    for (const raw of [null, undefined, 42, ['/account'], { href: '/account' }])
      expect(safeRedirectPath(raw, FALLBACK)).toBe(FALLBACK)
    expect(safeRedirectPath(`/${'a'.repeat(2048)}`, FALLBACK)).toBe(FALLBACK)
  })

  it('whatever it keeps, a browser resolves on the shop’s own origin', () => {
    const tries = ['/\\evil', '/\t/evil', '//evil', '/%2F/evil', '/fr/account', '/account?x=1#y', '/%5C%5Cevil']
    for (const raw of tries) expect(new URL(safeRedirectPath(raw, FALLBACK), SITE).origin).toBe(SITE)
  })
})

describe('sameOriginUrl', () => {
  it('keeps an absolute URL on the site, and a safe path resolved on it', () => {
    expect(sameOriginUrl(`${SITE}/fr/checkout/success`, SITE)?.toString()).toBe(`${SITE}/fr/checkout/success`)
    expect(sameOriginUrl(`${SITE}/?x=1#y`, SITE)?.toString()).toBe(`${SITE}/?x=1#y`)
    expect(sameOriginUrl('/checkout/success', SITE)?.toString()).toBe(`${SITE}/checkout/success`)
    expect(sameOriginUrl(`${SITE}/`, `${SITE}/`)?.toString()).toBe(`${SITE}/`)
  })

  it.each([
    'https://evil.example/checkout/success',
    'http://maison.example/checkout/success',
    'https://maison.example:8443/',
    'https://maison.example.evil.example/',
    'https://maison.example@evil.example/',
    'https:\\\\evil.example/',
    'https://evil.example\\@maison.example/',
    'https://maison.example\t/',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('refuses %j', (raw) => {
    expect(sameOriginUrl(raw, SITE)).toBeNull()
  })

  it('refuses what is not a string', () => {
    expect(sameOriginUrl(null, SITE)).toBeNull()
    expect(sameOriginUrl(undefined, SITE)).toBeNull()
  })
})
