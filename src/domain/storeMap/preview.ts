// The still preview of the boutique's map: where it is centred, at which zoom, and where a point falls on it.
// The preview is drawn at the interactive map's first zoom and shown unscaled, so a point sits at the same pixel
// on both and the live map replaces the still without a jump.

export type LngLat = [number, number]

/** The interactive map opens at this zoom on the boutique. */
export const STORE_MAP_ZOOM = 15.5

/** The still's centre (the boutique at 12 rue de Tournon) and its size: larger than any map box, cropped in the middle. */
export const PREVIEW = { center: [2.3372, 48.8497] as LngLat, zoom: STORE_MAP_ZOOM, width: 1600, height: 900 }

/** Web Mercator as MapLibre draws it (512-pixel tiles): a point's pixel in the world at `zoom`. */
export function project([lng, lat]: LngLat, zoom: number): [number, number] {
  const size = 512 * 2 ** zoom
  const phi = (lat * Math.PI) / 180
  return [((lng + 180) / 360) * size, ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * size]
}

/** How far (px) a point lies from the still's centre; null when it falls outside the still. */
export function offsetOnPreview(point: LngLat): { x: number; y: number } | null {
  const [px, py] = project(point, PREVIEW.zoom)
  const [cx, cy] = project(PREVIEW.center, PREVIEW.zoom)
  const x = px - cx
  const y = py - cy
  return Math.abs(x) > PREVIEW.width / 2 || Math.abs(y) > PREVIEW.height / 2 ? null : { x, y }
}
