// The zero-setup MapLibre style: the neighbourhood sketch inlined as one GeoJSON source (no tile server, no
// network, no glyphs — street names are left out so no font files are needed). Served at /map/style.json.
import { NEIGHBOURHOOD } from './neighbourhood'

const kind = (k: string) => ['==', ['get', 'kind'], k]
// Widths grow with the zoom level, as on a real map.
const width = (at13: number, at17: number) => ['interpolate', ['exponential', 1.6], ['zoom'], 13, at13, 17, at17]

export function offlineStyle() {
  return {
    version: 8,
    name: 'Maison Sabine — Saint-Germain (offline)',
    center: [2.3372, 48.8497],
    zoom: 15,
    sources: { neighbourhood: { type: 'geojson', data: NEIGHBOURHOOD } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#efe9df' } },
      {
        id: 'parks',
        type: 'fill',
        source: 'neighbourhood',
        filter: kind('park'),
        paint: { 'fill-color': '#cfdcbf', 'fill-outline-color': '#b5c6a2' },
      },
      {
        id: 'water',
        type: 'line',
        source: 'neighbourhood',
        filter: kind('water'),
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': '#aac6d6', 'line-width': width(8, 90) },
      },
      {
        id: 'streets-casing',
        type: 'line',
        source: 'neighbourhood',
        filter: ['any', kind('major'), kind('minor')],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': '#d8cfc0', 'line-width': width(3, 26) },
      },
      {
        id: 'streets-minor',
        type: 'line',
        source: 'neighbourhood',
        filter: kind('minor'),
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': width(1.5, 18) },
      },
      {
        id: 'streets-major',
        type: 'line',
        source: 'neighbourhood',
        filter: kind('major'),
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': '#fffaf0', 'line-width': width(2.5, 24) },
      },
      {
        id: 'metro',
        type: 'circle',
        source: 'neighbourhood',
        filter: kind('metro'),
        paint: {
          'circle-color': '#2f4f8f',
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 13, 3, 17, 7],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      },
    ],
  }
}
