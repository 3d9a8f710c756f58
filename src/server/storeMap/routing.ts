// The routing port: the way from the shopper to the boutique for a travel mode. With ROUTING_URL set, an
// OSRM-compatible service (osrm-backend, the OSRM demo, Valhalla's OSRM mode…) answers; without it — or when it
// fails — the duration is estimated from distance and mode speed and flagged `estimated`, which the map labels.
import { type LngLat, OSRM_PROFILE, type Route, type TravelMode, estimateRoute } from '@/domain/storeMap/travel'
import { log } from '../platform/log'

export interface RoutingPort {
  route(from: LngLat, to: LngLat, mode: TravelMode): Promise<Route>
}

const TIMEOUT_MS = 4000

interface OsrmAnswer {
  code?: string
  routes?: { duration: number; distance: number; geometry?: { coordinates?: [number, number][] } }[]
}

/** OSRM's HTTP API: GET {base}/route/v1/{profile}/{lng,lat;lng,lat}?overview=full&geometries=geojson */
export function osrmRouting(baseUrl: string, fetchImpl: typeof fetch = fetch): RoutingPort {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    async route(from, to, mode) {
      const coords = `${from.lng},${from.lat};${to.lng},${to.lat}`
      const url = `${base}/route/v1/${OSRM_PROFILE[mode]}/${coords}?overview=full&geometries=geojson`
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      if (!res.ok) throw new Error(`routing answered ${res.status}`)
      const body = (await res.json()) as OsrmAnswer
      const r = body.routes?.[0]
      if (body.code !== 'Ok' || !r || !Number.isFinite(r.duration)) throw new Error(`routing code ${body.code}`)
      return {
        duration: r.duration,
        distance: r.distance,
        line: r.geometry?.coordinates ?? estimateRoute(from, to, mode).line,
        estimated: false,
      }
    },
  }
}

export const estimateRouting: RoutingPort = { route: async (from, to, mode) => estimateRoute(from, to, mode) }

/** The configured port; a failing service falls back to the labelled estimate rather than to an error. */
export function routingFromEnv(env: Record<string, string | undefined> = process.env): RoutingPort {
  const url = env.ROUTING_URL?.trim()
  if (!url) return estimateRouting
  const osrm = osrmRouting(url)
  return {
    async route(from, to, mode) {
      try {
        return await osrm.route(from, to, mode)
      } catch (err) {
        log.warn('routing service failed; answering with an estimate', { err: String(err) })
        return estimateRoute(from, to, mode)
      }
    },
  }
}
