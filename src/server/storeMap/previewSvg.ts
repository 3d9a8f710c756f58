// The neighbourhood sketch drawn once as a still SVG: what the boutique's map box shows until the interactive map
// (react-map-gl + maplibre-gl, ~250 kB of script and a WebGL context) is loaded. The same data, colours and widths
// as the offline MapLibre style, at the live map's first zoom, so the two line up when one replaces the other.
import { type LngLat, PREVIEW, project } from '@/domain/storeMap/preview'
import { NEIGHBOURHOOD } from './neighbourhood'
import { OFFLINE_COLOURS, circleRadiusAt, lineWidthAt } from './offlineStyle'

const fmt = (n: number) => (Math.round(n * 10) / 10).toString()

export function previewSvg(view = PREVIEW): string {
  const { zoom, width, height } = view
  const [cx, cy] = project(view.center, zoom)
  const at = (p: LngLat) => {
    const [x, y] = project(p, zoom)
    return [x - cx + width / 2, y - cy + height / 2] as const
  }
  const path = (pts: LngLat[], close = false) =>
    `M${pts.map((p) => at(p).map(fmt).join(',')).join('L')}${close ? 'Z' : ''}`
  const of = (kind: string) => NEIGHBOURHOOD.features.filter((f) => f.properties.kind === kind)
  const lines = (kind: string) => of(kind).map((f) => path((f.geometry as { coordinates: LngLat[] }).coordinates))
  const stroke = (d: string[], colour: string, w: number) =>
    `<path d="${d.join('')}" fill="none" stroke="${colour}" stroke-width="${fmt(w)}" stroke-linecap="round" stroke-linejoin="round"/>`
  const c = OFFLINE_COLOURS
  const parks = of('park').map((f) => path((f.geometry as { coordinates: LngLat[][] }).coordinates[0]!, true))
  const metro = of('metro').map((f) => {
    const [x, y] = at((f.geometry as { coordinates: LngLat }).coordinates)
    return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(circleRadiusAt(zoom))}" fill="${c.metro}" stroke="#ffffff" stroke-width="1.5"/>`
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${c.background}"/>`,
    `<path d="${parks.join('')}" fill="${c.park}" stroke="${c.parkOutline}"/>`,
    stroke(lines('water'), c.water, lineWidthAt('water', zoom)),
    stroke([...lines('major'), ...lines('minor')], c.casing, lineWidthAt('casing', zoom)),
    stroke(lines('minor'), c.minor, lineWidthAt('minor', zoom)),
    stroke(lines('major'), c.major, lineWidthAt('major', zoom)),
    ...metro,
    '</svg>',
  ].join('')
}
