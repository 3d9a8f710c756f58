// The icon set the spec registers: exactly its eleven names, each a decorative inline SVG on the 24-unit grid in
// the text's colour; and the route's sentence, which slots two of them between its words without changing them.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ICONS, Icon, type IconName } from '@/components/icons'
import { ClientMessages } from '@/i18n/client'
import { RouteSentence } from '@/components/storeMap/RouteSentence.client'
import type { Travel } from '@/components/storeMap/useTravel'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'

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

describe('the route sentence', () => {
  const travel: Travel = {
    mode: 'foot',
    duration: 720,
    distance: 930,
    line: [],
    estimated: false,
    serviceFailed: false,
  }
  // The layout's provider, called as the plain function component it is, around the sentence.
  const sentence = (locale: 'en' | 'fr') =>
    renderToStaticMarkup(
      ClientMessages({
        locale,
        messages: { storeMap: (locale === 'en' ? en : fr).storeMap },
        children: createElement(RouteSentence, { travel }),
      }),
    )

  it('reads as the translated message, the hourglass before the duration and the road before the distance', () => {
    const html = sentence('en')
    expect(textOf(html)).toBe('On foot: 12 min · 930 m')
    expect(html.match(/<svg /g)).toHaveLength(2)
    const [hourglass, road] = [
      html.indexOf(render('hourglass', { size: 18 })),
      html.indexOf(render('road', { size: 18 })),
    ]
    expect(hourglass).toBeGreaterThan(html.indexOf('On foot: '))
    expect(hourglass).toBeLessThan(html.indexOf('12 min'))
    expect(road).toBeGreaterThan(html.indexOf('12 min'))
    expect(road).toBeLessThan(html.indexOf('930 m'))
  })

  it('keeps the French typography of the message and the figures', () => {
    expect(textOf(sentence('fr'))).toBe('À pied\u00a0: 12\u00a0min · 930\u00a0m')
  })
})
