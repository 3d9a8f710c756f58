'use client'
// The places' map (its own chunk): one numbered marker a place, the selected one raised with its name in a popup.
import 'maplibre-gl/dist/maplibre-gl.css'
import { useTranslations } from '@/i18n/client'
import { useCallback, useEffect, useRef, useState } from 'react'
import Map, { type MapRef, Marker, Popup } from 'react-map-gl/maplibre'
import type { Place } from '@/domain/articleBody'
import { type MapFailure, isBlocking } from '@/domain/storeMap/mapErrors'
import { type ScreenPoint, spreadMarkers } from '@/domain/storeMap/spread'
import { MapNotice } from './MapNotice.client'
import { plainMarker } from './plainMarker'
import { mapUiStrings } from './StoreMapView.client'
import { useMapStyle } from './useMapStyle'
import styles from './places.module.css'

export function PlacesMapView({
  places,
  selected,
  onSelect,
}: {
  places: Place[]
  selected: number | null
  onSelect: (i: number) => void
}) {
  const t = useTranslations('storeMap')
  const tm = useTranslations('storeMap.map')
  const [attempt, setAttempt] = useState(0)
  const { style, failure: styleFailure, webgl } = useMapStyle(attempt)
  const [runtimeFailure, setRuntimeFailure] = useState<MapFailure | null>(null)
  const [loaded, setLoaded] = useState(false)
  const mapRef = useRef<MapRef>(null)
  const failure = runtimeFailure ?? styleFailure
  // Places a few steps apart overlap at the city-wide zoom: each marker is nudged clear of its neighbours (a
  // selected marker grows to 36 px, hence the 38 px gap), recomputed whenever the zoom changes.
  const [offsets, setOffsets] = useState<ScreenPoint[]>([])
  const spread = useCallback(() => {
    const map = mapRef.current
    if (!map) return
    setOffsets(
      spreadMarkers(
        places.map((p) => map.project([p.lng, p.lat])),
        38,
      ),
    )
  }, [places])

  useEffect(() => {
    const p = selected === null ? null : places[selected]
    if (p)
      mapRef.current?.flyTo({ center: [p.lng, p.lat], zoom: Math.max(mapRef.current.getZoom(), 15), duration: 600 })
  }, [selected, places])

  if (failure && isBlocking(failure))
    return (
      <MapNotice
        failure={failure}
        onRetry={() => {
          setRuntimeFailure(null)
          setAttempt((a) => a + 1)
        }}
      />
    )
  if (!style)
    return (
      <p className={styles.loading} role="status">
        {tm('loading')}
      </p>
    )
  const lngs = places.map((p) => p.lng)
  const lats = places.map((p) => p.lat)
  const current = selected === null ? null : places[selected]
  return (
    <div className={styles.mapBox} data-testid="places-map" data-loaded={loaded || undefined}>
      {failure && <MapNotice failure={failure} />}
      <div className={styles.canvas}>
        <Map
          ref={mapRef}
          mapStyle={style as never}
          initialViewState={{
            bounds: [
              [Math.min(...lngs), Math.min(...lats)],
              [Math.max(...lngs), Math.max(...lats)],
            ],
            fitBoundsOptions: { padding: 48 },
          }}
          attributionControl={false}
          cooperativeGestures
          locale={mapUiStrings(tm)}
          {...(webgl === 'software' ? { pixelRatio: 1, dragRotate: false, fadeDuration: 0 } : {})}
          onLoad={() => {
            setLoaded(true)
            spread()
          }}
          onZoomEnd={spread}
          onError={() => !loaded && setRuntimeFailure('load')}
        >
          {/* Markers are drawn only once they have been spread: at their raw positions, neighbours overlap and
              neither can be aimed at, even for the instant before the map finishes loading. */}
          {offsets.length === places.length &&
            places.map((p, i) => (
              <Marker
                ref={plainMarker}
                key={p.id ?? i}
                longitude={p.lng}
                latitude={p.lat}
                anchor="center"
                offset={[offsets[i].x, offsets[i].y]}
                style={{ zIndex: selected === i ? 2 : 1 }}
              >
                <button
                  type="button"
                  className={styles.marker}
                  aria-pressed={selected === i}
                  aria-label={t('places.marker', { index: i + 1, name: p.name })}
                  data-testid="place-marker"
                  onClick={(e) => {
                    e.stopPropagation()
                    onSelect(i)
                  }}
                >
                  {i + 1}
                </button>
              </Marker>
            ))}
          {current && (
            <Popup
              longitude={current.lng}
              latitude={current.lat}
              anchor="top"
              offset={16}
              closeButton={false}
              // The focus stays where the shopper put it (MapLibre would move it into the popup).
              focusAfterOpen={false}
            >
              <span className={styles.popup} data-testid="place-popup">
                {current.name}
              </span>
            </Popup>
          )}
        </Map>
      </div>
    </div>
  )
}
