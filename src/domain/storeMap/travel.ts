// Travel modes and the honest fallback: without a routing service, a duration estimated from the straight-line
// distance, a detour factor for the street grid and the mode's typical speed in central Paris. Always labelled
// as an estimate where it is shown.
export const TRAVEL_MODES = ['car', 'foot', 'bike'] as const
export type TravelMode = (typeof TRAVEL_MODES)[number]

export interface LngLat {
  lng: number
  lat: number
}

/** Typical door-to-door speeds in central Paris, km/h (car includes traffic lights and congestion). */
export const MODE_SPEED_KMH: Record<TravelMode, number> = { car: 18, foot: 4.8, bike: 14 }
/** Streets are not straight lines: Paris' grid adds about 30 % to the crow-flies distance. */
export const DETOUR_FACTOR = 1.3
const EARTH_RADIUS_M = 6_371_008.8

/** Great-circle distance in metres (haversine). */
export function haversineMeters(a: LngLat, b: LngLat): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface Route {
  /** Seconds. */
  duration: number
  /** Metres. */
  distance: number
  /** The line to draw, [lng, lat] pairs. */
  line: [number, number][]
  /** True when no routing service answered: the figures come from distance and mode speed. */
  estimated: boolean
}

export function estimateRoute(from: LngLat, to: LngLat, mode: TravelMode): Route {
  const distance = haversineMeters(from, to) * DETOUR_FACTOR
  const duration = distance / ((MODE_SPEED_KMH[mode] * 1000) / 3600)
  return {
    duration,
    distance,
    line: [
      [from.lng, from.lat],
      [to.lng, to.lat],
    ],
    estimated: true,
  }
}

/** OSRM's profile names for our modes (the demo server and osrm-backend use driving / walking / cycling). */
export const OSRM_PROFILE: Record<TravelMode, string> = { car: 'driving', foot: 'walking', bike: 'cycling' }
