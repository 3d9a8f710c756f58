// The seed's imagery: every product type and every scene gets the same photographic finish (grain from a seeded
// tile, light and shadow gradients), and a picture stays a pure function of its key — same bytes on every run,
// which the visual baselines rely on.
import { describe, expect, it } from 'vitest'
import { imageForKey, renderImage } from '../../seed/images/render'

const PRODUCTS = ['ankle-boots/red', 'boots/black', 'pumps/yellow', 'sandals/gold', 'sneakers/white', 'gloves/black']

describe('seed imagery finish', () => {
  it.each(PRODUCTS)('product %s carries the shared studio grain in every view', (p) => {
    for (const view of ['side', 'three-quarter', 'pair', 'detail'])
      expect(imageForKey(`product/${p}/${view}`).svg).toMatch(/^<svg data-grain="0\.02" /)
  })

  it.each(['lookbook/sneakers/white/1', 'lookbook/boots/taupe/2', 'article/why-wear-heels'])(
    'scene %s is finished like a photograph (grain, vignette, key light)',
    (key) => {
      const { svg } = imageForKey(key)
      expect(svg).toMatch(/^<svg data-grain="0\.03" /)
      expect(svg).toContain('radialGradient')
    },
  )

  it('renders the same bytes twice, and the grain really changes the picture', async () => {
    const { svg } = imageForKey('lookbook/ankle-boots/red/2')
    const a = await renderImage(svg, { format: 'png', width: 200 })
    const b = await renderImage(svg, { format: 'png', width: 200 })
    expect(Buffer.compare(a, b)).toBe(0)
    const plain = await renderImage(svg.replace(/ data-grain="[\d.]+"/, ''), { format: 'png', width: 200 })
    expect(Buffer.compare(a, plain)).not.toBe(0)
    // Smaller than the grain tile: the tile shrinks to fit instead of failing the seed.
    expect((await renderImage(svg, { format: 'webp', width: 120 })).length).toBeGreaterThan(0)
  })

  it('sneakers are drawn with the finish of the heeled styles: panels, double stitching, shaded sole, laces', () => {
    const { svg } = imageForKey('product/sneakers/black/side')
    expect((svg.match(/stroke-dasharray/g) ?? []).length).toBeGreaterThanOrEqual(10)
    expect(svg).toMatch(/<linearGradient id="[^"]+sw"/) // the sole's sidewall gradient
    expect(svg).toContain('filter="url(#mb)"') // blurred key-light sheen, as on the pumps
  })
})
