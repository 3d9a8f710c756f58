// The zero-setup MapLibre style: the neighbourhood sketch inlined as one GeoJSON source (no tile server, no
// network, no glyphs — street names are left out so no font files are needed). Served at /map/style.json; the
// still preview (previewSvg.ts) draws the same data with the same colours and widths.
import { PREVIEW } from '@/domain/storeMap/preview'
import { NEIGHBOURHOOD } from './neighbourhood'

const kind = (k: string) => ['==', ['get', 'kind'], k]

export const OFFLINE_COLOURS = {
  background: '#efe9df',
  park: '#cfdcbf',
  parkOutline: '#b5c6a2',
  water: '#aac6d6',
  casing: '#d8cfc0',
  minor: '#ffffff',
  major: '#fffaf0',
  metro: '#2f4f8f',
}

// Line widths at zoom 13 and 17; they grow exponentially (base 1.6) in between, as on a real map.
const WIDTHS = { water: [8, 90], casing: [3, 26], minor: [1.5, 18], major: [2.5, 24] } as const
const BASE = 1.6
const width = (w: keyof typeof WIDTHS) => [
  'interpolate',
  ['exponential', BASE],
  ['zoom'],
  13,
  WIDTHS[w][0],
  17,
  WIDTHS[w][1],
]

/** The width MapLibre draws a line of this kind at `zoom` (its exponential interpolation, clamped at both ends). */
export function lineWidthAt(w: keyof typeof WIDTHS, zoom: number) {
  const [lo, hi] = WIDTHS[w]
  const z = Math.min(17, Math.max(13, zoom))
  const t = (BASE ** (z - 13) - 1) / (BASE ** 4 - 1)
  return lo + t * (hi - lo)
}

// Metro stations: circles of radius 3 at zoom 13 to 7 at zoom 17, linear in between.
const METRO_RADIUS = [3, 7] as const

/** The radius MapLibre draws a metro station at `zoom`. */
export const circleRadiusAt = (zoom: number) =>
  METRO_RADIUS[0] + ((Math.min(17, Math.max(13, zoom)) - 13) / 4) * (METRO_RADIUS[1] - METRO_RADIUS[0])

export function offlineStyle() {
  return {
    version: 8,
    name: 'Maison Sabine — Saint-Germain (offline)',
    center: PREVIEW.center,
    zoom: 15,
    sources: { neighbourhood: { type: 'geojson', data: NEIGHBOURHOOD } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': OFFLINE_COLOURS.background } },
      {
        id: 'parks',
        type: 'fill',
        source: 'neighbourhood',
        filter: kind('park'),
        paint: { 'fill-color': OFFLINE_COLOURS.park, 'fill-outline-color': OFFLINE_COLOURS.parkOutline },
      },
      {
        id: 'water',
        type: 'line',
        source: 'neighbourhood',
        filter: kind('water'),
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': OFFLINE_COLOURS.water, 'line-width': width('water') },
      },
      {
        id: 'streets-casing',
        type: 'line',
        source: 'neighbourhood',
        filter: ['any', kind('major'), kind('minor')],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': OFFLINE_COLOURS.casing, 'line-width': width('casing') },
      },
      {
        id: 'streets-minor',
        type: 'line',
        source: 'neighbourhood',
        filter: kind('minor'),
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': OFFLINE_COLOURS.minor, 'line-width': width('minor') },
      },
      {
        id: 'streets-major',
        type: 'line',
        source: 'neighbourhood',
        filter: kind('major'),
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': OFFLINE_COLOURS.major, 'line-width': width('major') },
      },
      {
        id: 'metro',
        type: 'circle',
        source: 'neighbourhood',
        filter: kind('metro'),
        paint: {
          'circle-color': OFFLINE_COLOURS.metro,
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 13, METRO_RADIUS[0], 17, METRO_RADIUS[1]],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      },
    ],
  }
}
