// The one placeholder filler and the one HTML escaper of the shop's copy (src/domain/fill.ts, src/domain/html.ts).
import { describe, expect, it } from 'vitest'
import { fill } from '@/domain/fill'
import { escapeHtml } from '@/domain/html'

describe('fill', () => {
  it('fills every occurrence of each name, numbers included', () => {
    expect(fill('Only {n} left, {n} of {total}', { n: 2, total: 9 })).toBe('Only 2 left, 2 of 9')
    expect(fill('Dear {firstName},', { firstName: 'Claire' })).toBe('Dear Claire,')
    expect(fill('{n}', { n: 0 })).toBe('0')
  })

  it('leaves a name the values do not give as written, so the mistake shows', () => {
    expect(fill('Only {n} left', {})).toBe('Only {n} left')
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}')
    // Only the values' own names: nothing inherited from Object.prototype fills a placeholder.
    expect(fill('{constructor} {toString}', {})).toBe('{constructor} {toString}')
  })

  it('treats an empty string as a value and leaves text without placeholders alone', () => {
    expect(fill('[{x}]', { x: '' })).toBe('[]')
    expect(fill('No placeholder {  } here', { x: 1 })).toBe('No placeholder {  } here')
  })

  it('does not escape: an HTML caller escapes the result', () => {
    expect(fill('{x}', { x: '<b>' })).toBe('<b>')
  })
})

describe('escapeHtml', () => {
  it('escapes what could end a text node or an attribute value, either quote', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
    expect(escapeHtml('Maison Sabine — l’atelier')).toBe('Maison Sabine — l’atelier')
  })
})
