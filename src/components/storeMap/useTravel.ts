// The shopper's position (browser geolocation, asked only on a click) and the way to the boutique for a travel
// mode: from /api/directions, or — when that call fails — the same labelled estimate computed here.
import { useCallback, useState } from 'react'
import { type LngLat, type Route, type TravelMode, estimateRoute } from '@/domain/storeMap/travel'
import { requestJson } from '@/lib/http'

export type Travel = Route & { mode: TravelMode; serviceFailed: boolean }

export function useTravel(boutique: LngLat, locale: string) {
  const [position, setPosition] = useState<LngLat | null>(null)
  const [locating, setLocating] = useState(false)
  const [locationError, setLocationError] = useState(false)
  const [travel, setTravel] = useState<Travel | null>(null)
  const [routing, setRouting] = useState<TravelMode | null>(null)

  const locate = useCallback(
    () =>
      new Promise<LngLat | null>((resolve) => {
        if (!('geolocation' in navigator)) {
          setLocationError(true)
          return resolve(null)
        }
        setLocating(true)
        navigator.geolocation.getCurrentPosition(
          (p) => {
            const here = { lat: p.coords.latitude, lng: p.coords.longitude }
            setLocating(false)
            setLocationError(false)
            setPosition(here)
            resolve(here)
          },
          () => {
            setLocating(false)
            setLocationError(true)
            resolve(null)
          },
          { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
        )
      }),
    [],
  )

  const route = useCallback(
    async (mode: TravelMode) => {
      const from = position ?? (await locate())
      if (!from) return
      setRouting(mode)
      const q = new URLSearchParams({ mode, lat: String(from.lat), lng: String(from.lng), locale })
      try {
        const r = await requestJson<Route>(`/api/directions?${q.toString()}`)
        setTravel({ ...r, mode, serviceFailed: false })
      } catch {
        setTravel({ ...estimateRoute(from, boutique, mode), mode, serviceFailed: true })
      } finally {
        setRouting(null)
      }
    },
    [position, locate, locale, boutique],
  )

  return { position, locating, locationError, locate, travel, routing, route }
}
