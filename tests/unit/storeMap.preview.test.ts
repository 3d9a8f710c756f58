import { describe, expect, it } from 'vitest'
import { PREVIEW, STORE_MAP_ZOOM, offsetOnPreview, project } from '@/domain/storeMap/preview'
import { NEIGHBOURHOOD } from '@/server/storeMap/neighbourhood'
import { circleRadiusAt, lineWidthAt, offlineStyle } from '@/server/storeMap/offlineStyle'
import { previewSvg } from '@/server/storeMap/previewSvg'

describe('Web Mercator as MapLibre draws it', () => {
  it('puts the world on 512 px at zoom 0 and doubles it per zoom level', () => {
    expect(project([0, 0], 0)).toEqual([256, 256])
    expect(project([-180, 0], 0)[0]).toBe(0)
    expect(project([180, 0], 1)[0]).toBe(1024)
    // The edge of the square world.
    expect(project([0, 85.0511287798], 0)[1]).toBeCloseTo(0, 3)
    expect(project([0, -85.0511287798], 0)[1]).toBeCloseTo(512, 3)
  })
})

describe("the still sketch of the boutique's map", () => {
  it('is centred where the offline style and the live map open', () => {
    expect(offlineStyle().center).toEqual(PREVIEW.center)
    expect(PREVIEW.zoom).toBe(STORE_MAP_ZOOM)
    expect(offsetOnPreview(PREVIEW.center)).toEqual({ x: 0, y: 0 })
  })

  it('places a point at its pixel distance from the centre: east is right, north is up; far away is off the still', () => {
    // Odéon station, 227 m east and 256 m north of the boutique; at zoom 15.5 and this latitude a pixel is 1.11 m
    // (2π × 6,378,137 m × cos 48.85° / (512 × 2^15.5)).
    const metresPerPixel = (2 * Math.PI * 6378137 * Math.cos((48.8497 * Math.PI) / 180)) / (512 * 2 ** 15.5)
    expect(metresPerPixel).toBeCloseTo(1.11, 2)
    const odeon = offsetOnPreview([2.3403, 48.852])!
    expect(odeon.x).toBeCloseTo(227 / metresPerPixel, -1)
    expect(odeon.y).toBeCloseTo(-256 / metresPerPixel, -1)
    expect(offsetOnPreview([2.2945, 48.8584])).toBeNull() // the Eiffel Tower, ~3 km away
  })

  it('draws the widths and radii MapLibre draws at that zoom (exponential base 1.6 between 13 and 17)', () => {
    expect(lineWidthAt('major', 13)).toBe(2.5)
    expect(lineWidthAt('major', 17)).toBeCloseTo(24, 10)
    expect(lineWidthAt('major', 20)).toBeCloseTo(24, 10)
    const t = (1.6 ** 2.5 - 1) / (1.6 ** 4 - 1)
    expect(lineWidthAt('minor', 15.5)).toBeCloseTo(1.5 + t * 16.5, 10)
    expect(circleRadiusAt(15.5)).toBe(5.5)
  })

  it('is an SVG of the still size with the gardens, the river, the streets and a dot per metro station on it', () => {
    const svg = previewSvg()
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    const stations = NEIGHBOURHOOD.features.filter((f) => f.properties.kind === 'metro')
    const circles = [...svg.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])])
    expect(circles).toHaveLength(stations.length)
    // Each station is drawn where the pin arithmetic puts it, measured from the middle of the still.
    stations.forEach((f, i) => {
      const at = offsetOnPreview(f.geometry.coordinates as [number, number])
      if (!at) return
      expect(circles[i]![0]).toBeCloseTo(800 + at.x, 0)
      expect(circles[i]![1]).toBeCloseTo(450 + at.y, 0)
    })
    expect(circles.filter(([x, y]) => x! > 0 && x! < 1600 && y! > 0 && y! < 900).length).toBeGreaterThanOrEqual(4)
    for (const colour of ['#cfdcbf', '#aac6d6', '#d8cfc0', '#fffaf0']) expect(svg).toContain(colour)
    expect(previewSvg()).toBe(svg)
  })
})
