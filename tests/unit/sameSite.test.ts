// Where a call that changes something comes from, and what it carries (issue 35, finding 6): the first stage of our
// endpoints and of Payload's REST guard.
import { describe, expect, it } from 'vitest'
import { isBodyOf, mediaType, requestSite } from '@/server/http/sameSite'

describe('requestSite', () => {
  const site = (h: Record<string, string>) => requestSite(new Headers(h), ['https://shop.example'])

  it('trusts the Origin first: the shop’s own, or another site (null included)', () => {
    expect(site({ origin: 'https://shop.example' })).toBe('same')
    expect(site({ origin: 'https://shop.example', 'sec-fetch-site': 'cross-site' })).toBe('same')
    expect(site({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toBe('cross')
    expect(site({ origin: 'null' })).toBe('cross')
    expect(site({ origin: 'http://shop.example' })).toBe('cross')
  })

  it('falls back on Sec-Fetch-Site, and names a call with neither header "unnamed"', () => {
    expect(site({ 'sec-fetch-site': 'cross-site' })).toBe('cross')
    expect(site({ 'sec-fetch-site': 'same-origin' })).toBe('same')
    expect(site({ 'sec-fetch-site': 'same-site' })).toBe('same')
    expect(site({ 'sec-fetch-site': 'none' })).toBe('same')
    expect(site({})).toBe('unnamed')
  })
})

describe('content types', () => {
  const h = (type: string) => new Headers({ 'content-type': type })

  it('reads the media type without its parameters', () => {
    expect(mediaType(h('Application/JSON; charset=utf-8'))).toBe('application/json')
    expect(mediaType(new Headers())).toBe('')
  })

  it('knows a JSON body from a form, and text/plain from both', () => {
    expect(isBodyOf(h('application/json;charset=UTF-8'), 'json')).toBe(true)
    expect(isBodyOf(h('text/plain;charset=UTF-8'), 'json')).toBe(false)
    expect(isBodyOf(h('application/x-www-form-urlencoded'), 'json')).toBe(false)
    expect(isBodyOf(h('multipart/form-data; boundary=x'), 'form')).toBe(true)
    expect(isBodyOf(h('application/x-www-form-urlencoded;charset=UTF-8'), 'form')).toBe(true)
    expect(isBodyOf(h('text/plain'), 'form')).toBe(false)
    expect(isBodyOf(new Headers(), 'json')).toBe(false)
  })
})
