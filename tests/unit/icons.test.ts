// The icon set the spec registers: exactly its eleven names, each a decorative inline SVG on the 24-unit grid in
// the text's colour.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ICONS, Icon, type IconName } from '@/components/icons'

const SPEC_NAMES = [
  'car',
  'person-walking',
  'bicycle',
  'subway',
  'home',
  'circle-half-stroke',
  'palette',
  'clock',
  'road',
  'hourglass',
  'instagram',
]

const render = (name: IconName, props: { size?: number; label?: string } = {}) =>
  renderToStaticMarkup(createElement(Icon, { name, ...props }))
const textOf = (html: string) => html.replace(/<[^>]*>/g, '')

describe('the icon registry', () => {
  it('holds exactly the spec names', () => {
    expect(Object.keys(ICONS).sort()).toEqual([...SPEC_NAMES].sort())
  })

  it.each(SPEC_NAMES as IconName[])('draws %s as a hidden, unfocusable svg in the text colour', (name) => {
    const html = render(name)
    expect(html).toMatch(/^<svg [^>]*>.*<\/svg>$/)
    const open = html.slice(0, html.indexOf('>'))
    expect(open).toContain('aria-hidden="true"')
    expect(open).toContain('focusable="false"')
    expect(open).toContain('viewBox="0 0 24 24"')
    expect(open).toContain('width="16" height="16"')
    expect(open).toContain('stroke="currentColor"')
    expect(open).not.toContain('role=')
    // Something drawn, and no colour of its own: every fill and stroke is the text's colour or none.
    expect(html).toMatch(/<(path|circle|rect) /)
    for (const [, paint] of html.matchAll(/(?:fill|stroke)="([^"]*)"/g))
      expect(['none', 'currentColor']).toContain(paint)
    expect(textOf(html)).toBe('')
  })

  it('draws eleven different glyphs', () => {
    const drawings = SPEC_NAMES.map((n) => render(n as IconName))
    expect(new Set(drawings).size).toBe(SPEC_NAMES.length)
  })

  it('takes a size, and a label only when the icon stands alone', () => {
    expect(render('clock', { size: 22 })).toContain('width="22" height="22"')
    const named = render('instagram', { label: 'Instagram' })
    expect(named).toContain('role="img"')
    expect(named).toContain('aria-label="Instagram"')
    expect(named).not.toContain('aria-hidden')
  })
})
