// Every product page has every product-page section with data: the seed gives each colourway press mentions, wearers and
// related products that exist (a section without data would not render at all).
import { describe, expect, it } from 'vitest'
import { people } from '../../seed/content/people'
import { press } from '../../seed/content/press'
import { products } from '../../seed/data/catalog'

const handle = (type: string, color: string) => (type === 'gloves' ? 'gloves' : `${type}/${color}`)
const handles = products.map((p) => handle(p.type, p.color))
const resolve = (ref: string) => (ref.startsWith('gloves') ? 'gloves' : ref)

describe('seeded product sections', () => {
  it.each(handles)('%s is in the press, worn by someone and has related products', (h) => {
    expect(press.filter((m) => m.products.includes(h)).length).toBeGreaterThan(0)
    expect(people.filter((p) => p.wears.includes(h)).length).toBeGreaterThan(0)
    const related = products.find((p) => handle(p.type, p.color) === h)!.related.map(resolve)
    expect(related.length).toBeGreaterThan(0)
    expect(related.filter((r) => r !== h && handles.includes(r))).toEqual(related)
  })

  it('every product reference in press and people names a seeded product', () => {
    const refs = [...press.flatMap((m) => m.products), ...people.flatMap((p) => p.wears)]
    expect(refs.filter((r) => !handles.includes(r))).toEqual([])
  })

  it('press mentions carry both languages', () => {
    for (const m of press) for (const l of ['en', 'fr'] as const) expect(m.headline[l] && m.quote[l]).toBeTruthy()
  })
})
