// Responsive image candidates from Payload's sizes: narrowest first, one per width, missing sizes dropped,
// versioned URLs, the srcset string the <img> gets, and which of an upload's sizes a page offers.
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { missingSizes, sizeIsMade } from '@/domain/imageSizes'
import {
  avifSrcSetOf,
  avifTwin,
  candidates,
  fallbackOf,
  srcSetOf,
  versionOf,
  versioned,
} from '@/domain/responsiveImage'
import type { Media } from '@/payload-types'
import { imageView } from '@/server/catalogViews'

const f = (width: number, src = `/api/media/file/a-${width}.webp`) => ({ src, width, height: width * 1.25 })

describe('responsive images', () => {
  it('keeps one candidate per width, narrowest first, without the sizes that were not generated', () => {
    expect(candidates([f(1920), null, f(640), undefined, f(640, '/other'), f(320)]).map((c) => c.width)).toEqual([
      320, 640, 1920,
    ])
    expect(candidates([{ src: '/x', width: 0, height: 10 }])).toEqual([])
  })
  it('writes a width srcset and picks a fallback of at least 640 px (or the widest there is)', () => {
    const list = candidates([f(320), f(640), f(1280)])
    expect(srcSetOf(list)).toBe(
      '/api/media/file/a-320.webp 320w, /api/media/file/a-640.webp 640w, /api/media/file/a-1280.webp 1280w',
    )
    expect(fallbackOf(list)?.width).toBe(640)
    expect(fallbackOf(candidates([f(320)]))?.width).toBe(320)
    expect(fallbackOf([])).toBeUndefined()
  })
  it('versions a URL by the document change, so an immutable file URL changes when the picture does', () => {
    const v = versionOf('2026-01-02T03:04:05.000Z')
    expect(v).toMatch(/^[0-9a-z]+$/)
    expect(versionOf('2026-01-02T03:04:06.000Z')).not.toBe(v)
    expect(versioned('/api/media/file/a.webp', v)).toBe(`/api/media/file/a.webp?v=${v}`)
    expect(versioned('/x?w=1', 'k')).toBe('/x?w=1&v=k')
    expect(versioned('/x', versionOf(null))).toBe('/x')
    expect(versionOf('not a date')).toBe('')
  })
})

describe('the sizes a page offers for one uploaded picture', () => {
  const size = (width: number, height: number) => ({
    url: `http://localhost:3000/api/media/file/boot-${width}x${height}.webp`,
    width,
    height,
  })
  const media = {
    id: 1,
    alt: 'Red ankle boot',
    url: 'http://localhost:3000/api/media/file/boot.webp',
    width: 1600,
    height: 2000,
    updatedAt: '2026-11-25T03:00:00.000Z',
    createdAt: '2026-11-25T03:00:00.000Z',
    sizes: {
      thumb: size(320, 400),
      card: size(640, 800),
      medium: size(768, 960),
      large: size(1280, 1600),
      // Payload never enlarges: a 1600 px upload has no 1920 px size.
      wide: { url: null, width: null, height: null },
    },
  } as unknown as Media

  it('offers a phone the 768 px uncropped file before the 1280 px one, and falls back to it', () => {
    const view = imageView(media)!
    expect(view.full.map((c) => c.width)).toEqual([768, 1280, 1600])
    expect(view.cropped.map((c) => c.width)).toEqual([320, 640])
    const srcSet = srcSetOf(view.full)
    expect(srcSet.startsWith('/api/media/file/boot-768x960.webp?v=')).toBe(true)
    expect(srcSet).toContain(' 768w, /api/media/file/boot-1280x1600.webp?v=')
    expect(fallbackOf(view.full)?.src).toMatch(/^\/api\/media\/file\/boot-768x960\.webp\?v=[0-9a-z]+$/)
  })

  const avif = (width: number, height: number) => ({
    ...size(width, height),
    url: size(width, height).url.replace('.webp', '.avif'),
  })
  const withAvif = {
    ...media,
    sizes: {
      ...media.sizes,
      thumbAvif: avif(320, 400),
      cardAvif: avif(640, 800),
      mediumAvif: avif(768, 960),
      largeAvif: avif(1280, 1600),
    },
  } as unknown as Media

  it('pairs each WebP size with its AVIF twin, and offers the original itself in the AVIF set where it has none', () => {
    const view = imageView(withAvif)!
    expect(view.full.map((c) => c.avif?.replace(/\?v=.*/, ''))).toEqual([
      '/api/media/file/boot-768x960.avif',
      '/api/media/file/boot-1280x1600.avif',
      undefined,
    ])
    expect(avifSrcSetOf(view.full)).toMatch(
      /^\/api\/media\/file\/boot-768x960\.avif\?v=\w+ 768w, \/api\/media\/file\/boot-1280x1600\.avif\?v=\w+ 1280w, \/api\/media\/file\/boot\.webp\?v=\w+ 1600w$/,
    )
    expect(avifSrcSetOf(imageView(media)!.full)).toBeUndefined()
  })

  it('ignores an AVIF file whose dimensions differ from its WebP size (another crop is not the same picture)', () => {
    const odd = { ...withAvif, sizes: { ...withAvif.sizes, cardAvif: avif(600, 800) } } as unknown as Media
    expect(imageView(odd)!.cropped.map((c) => Boolean(c.avif))).toEqual([true, false])
  })

  it('renders a <picture> whose AVIF source has the same widths and sizes as the <img>, and a bare <img> without AVIF', () => {
    const render = (m: Media) =>
      renderToStaticMarkup(
        createElement(ResponsiveImage, { sources: imageView(m)!.full, alt: 'Red ankle boot', sizes: '50vw' }),
      )
    const html = render(withAvif)
    const attrs = (tag: string) => {
      const found = html.match(new RegExp(`<${tag}\\b([^>]*)>`))
      expect(found, `<${tag}> in ${html}`).not.toBeNull()
      return Object.fromEntries(
        [...found![1].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2].replaceAll('&amp;', '&')]),
      )
    }
    expect(html).toMatch(/^<picture><source [^>]*\/?><img [^>]*\/?><\/picture>$/)
    const source = attrs('source')
    const img = attrs('img')
    expect(source.type).toBe('image/avif')
    expect(source.sizes).toBe('50vw')
    expect(img.sizes).toBe('50vw')
    const widths = (set: string) => set.split(', ').map((c) => c.split(' ')[1])
    expect(widths(source.srcset)).toEqual(widths(img.srcset))
    expect(source.srcset).toContain('boot-768x960.avif')
    expect(img.src).toMatch(/boot-768x960\.webp/)
    expect(img.loading).toBe('lazy')
    expect(render(media).startsWith('<img')).toBe(true)
  })

  it('keeps serving the larger files for a picture uploaded before the 768 px size existed', () => {
    const older = { ...media, sizes: { ...media.sizes, medium: { url: null, width: null, height: null } } } as Media
    expect(imageView(older)!.full.map((c) => c.width)).toEqual([1280, 1600])
  })
})

describe('which sizes an upload should have (what the regeneration makes)', () => {
  const specs = [
    { name: 'thumb', width: 320, height: 400 },
    { name: 'medium', width: 768 },
    { name: 'wide', width: 1920 },
    { name: avifTwin('medium'), width: 768 },
  ]
  it('mirrors Payload: never enlarges, but crops a picture smaller on one side only', () => {
    expect(sizeIsMade({ width: 700, height: 900 }, { name: 'medium', width: 768 })).toBe(false)
    expect(sizeIsMade({ width: 768, height: 900 }, { name: 'medium', width: 768 })).toBe(true)
    expect(sizeIsMade({ width: 300, height: 900 }, { name: 'thumb', width: 320, height: 400 })).toBe(true)
    expect(sizeIsMade({ width: 300, height: 390 }, { name: 'thumb', width: 320, height: 400 })).toBe(false)
    expect(sizeIsMade({ width: 300, height: 390 }, { name: 'tall', height: 400 })).toBe(false)
  })
  it('lists the sizes with no file that the original is large enough for', () => {
    const stored = { thumb: { filename: 'a-320x400.webp' }, medium: { filename: null }, mediumAvif: null }
    expect(missingSizes({ width: 1600, height: 2000 }, stored, specs).map((s) => s.name)).toEqual([
      'medium',
      'mediumAvif',
    ])
    expect(missingSizes({ width: 700, height: 875 }, stored, specs)).toEqual([])
    expect(missingSizes({ width: 1600, height: 2000 }, undefined, specs).map((s) => s.name)).toEqual([
      'thumb',
      'medium',
      'mediumAvif',
    ])
  })
})
