'use client'
// The interactive store map (its own chunk, see StoreMap.client.tsx): the boutique's marker and popup, the
// shopper's position, recenter, colour ⇄ black and white (remembered), and travel time by car, on foot or by bike
// with the route drawn. Each failure shows its message; the section's address, hours and maps link never depend
// on this component. Its icons are imported glyph by glyph from the set: this chunk carries only the five it draws.
import 'maplibre-gl/dist/maplibre-gl.css'
import { useLocale, useTranslations } from '@/i18n/client'
import { type ComponentType, useCallback, useMemo, useRef, useState } from 'react'
import Map, { Layer, type MapRef, Marker, Popup, Source } from 'react-map-gl/maplibre'
import { type MapFailure, isBlocking } from '@/domain/storeMap/mapErrors'
import { TRAVEL_MODES, type TravelMode } from '@/domain/storeMap/travel'
import { STORE_MAP_ZOOM } from '@/domain/storeMap/preview'
import type { Locale } from '@/domain/locale'
import { BicycleIcon, CarIcon, CircleHalfStrokeIcon, PaletteIcon, PersonWalkingIcon } from '@/components/icons/glyphs'
import type { IconProps } from '@/components/icons'
import { MapNotice } from './MapNotice.client'
import { RouteSentence } from './RouteSentence.client'
import { plainMarker } from './plainMarker'
import { mapEvent } from './mapEvents'
import { useMapStyle } from './useMapStyle'
import { MAP_COLOURS, MAP_COLOURS_KEY } from './mapColours'
import { useStoredChoice } from './useStoredChoice'
import { useTravel } from './useTravel'
import styles from './storeMap.module.css'

export interface StoreMapProps {
  idPrefix: string
  lat: number
  lng: number
  name: string
  address: string
}

const ZOOM = STORE_MAP_ZOOM
export { MAP_COLOURS }

type Glyph = ComponentType<IconProps>
const MODE_ICONS: Record<TravelMode, Glyph> = { car: CarIcon, foot: PersonWalkingIcon, bike: BicycleIcon }
const COLOUR_ICONS: Record<(typeof MAP_COLOURS)[number], Glyph> = { colour: PaletteIcon, mono: CircleHalfStrokeIcon }

/** maplibre's own interface strings (the canvas' label, the popup's close button, the gesture hints). */
export const mapUiStrings = (t: (k: string) => string) => ({
  'Map.Title': t('region'),
  'Popup.Close': t('closePopup'),
  'CooperativeGesturesHandler.WindowsHelpText': t('gestureWindows'),
  'CooperativeGesturesHandler.MacHelpText': t('gestureMac'),
  'CooperativeGesturesHandler.MobileHelpText': t('gestureMobile'),
})

export function StoreMapView({ idPrefix, lat, lng, name, address }: StoreMapProps) {
  const t = useTranslations('storeMap.map')
  const locale = useLocale() as Locale
  const [attempt, setAttempt] = useState(0)
  const { style, failure: styleFailure, webgl } = useMapStyle(attempt)
  const [runtimeFailure, setRuntimeFailure] = useState<MapFailure | null>(null)
  const [loaded, setLoaded] = useState(false)
  const [popup, setPopup] = useState(true)
  const [colours, setColours] = useStoredChoice(MAP_COLOURS_KEY, MAP_COLOURS, 'colour')
  const boutique = useMemo(() => ({ lat, lng }), [lat, lng])
  const { position, locating, locationError, locate, travel, routing, route } = useTravel(boutique, locale)
  const mapRef = useRef<MapRef>(null)

  const failure = runtimeFailure ?? styleFailure
  const recenter = useCallback(() => {
    const map = mapRef.current
    if (!map) return
    if (position)
      map.fitBounds(
        [
          [Math.min(lng, position.lng), Math.min(lat, position.lat)],
          [Math.max(lng, position.lng), Math.max(lat, position.lat)],
        ],
        { padding: 60, maxZoom: ZOOM, duration: 600 },
      )
    else map.flyTo({ center: [lng, lat], zoom: ZOOM, duration: 600 })
  }, [lat, lng, position])

  if (failure && isBlocking(failure))
    return (
      <MapNotice
        failure={failure}
        onRetry={() => {
          setRuntimeFailure(null)
          setLoaded(false)
          setAttempt((a) => a + 1)
        }}
      />
    )
  if (!style)
    return (
      <p className={styles.loading} role="status" data-testid="map-loading">
        {t('loading')}
      </p>
    )

  const line = travel && {
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'LineString' as const, coordinates: travel.line },
  }
  return (
    <div className={styles.mapBox} data-colours={colours} data-testid="map-view" data-loaded={loaded || undefined}>
      {failure && <MapNotice failure={failure} />}
      {!loaded && (
        <p className={styles.loading} role="status" data-testid="map-loading">
          {t('loading')}
        </p>
      )}
      <div className={styles.canvas}>
        <Map
          ref={mapRef}
          mapStyle={style as never}
          initialViewState={{ longitude: lng, latitude: lat, zoom: ZOOM }}
          attributionControl={false}
          // Page scrolling stays page scrolling: the map zooms with Ctrl/⌘ + wheel or two fingers.
          cooperativeGestures
          locale={mapUiStrings(t)}
          // Software WebGL (the 'limited' notice): one pixel per CSS pixel, no rotation or tilt, no fades.
          {...(webgl === 'software'
            ? { pixelRatio: 1, dragRotate: false, pitchWithRotate: false, touchPitch: false, fadeDuration: 0 }
            : {})}
          onLoad={(e) => {
            setLoaded(true)
            // A lost GPU context freezes the map: say so, the rest of the section stays.
            e.target.getCanvas().addEventListener('webglcontextlost', () => setRuntimeFailure('limited'))
          }}
          onError={() => {
            // Before the first frame an error means the map cannot be shown; later ones (a missing tile) are minor.
            if (!loaded) setRuntimeFailure('load')
          }}
        >
          {line && (
            <Source id="route" type="geojson" data={line}>
              <Layer
                id="route-line"
                type="line"
                layout={{ 'line-cap': 'round', 'line-join': 'round' }}
                paint={{ 'line-color': '#7a1f2b', 'line-width': 4, 'line-dasharray': travel.estimated ? [2, 2] : [1] }}
              />
            </Source>
          )}
          <Marker ref={plainMarker} longitude={lng} latitude={lat} anchor="bottom">
            <button
              type="button"
              className={styles.pin}
              aria-label={t('marker')}
              aria-expanded={popup}
              data-testid="boutique-marker"
              onClick={(e) => {
                e.stopPropagation()
                setPopup((p) => !p)
                mapEvent('marker', 'boutique')
              }}
            >
              <svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true">
                <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" />
                <circle cx="12" cy="12" r="4.5" fill="#fff" />
              </svg>
            </button>
          </Marker>
          {popup && (
            <Popup
              longitude={lng}
              latitude={lat}
              anchor="top"
              offset={8}
              closeOnClick={false}
              // MapLibre would move the focus to the popup's close button as it opens (and scroll the page to it):
              // a map that loads while the shopper types in a form took the keyboard away mid-word. No map takes it.
              focusAfterOpen={false}
              onClose={() => setPopup(false)}
            >
              <div className={styles.popup} data-testid="boutique-popup">
                <strong>{name}</strong>
                <span>{address}</span>
              </div>
            </Popup>
          )}
          {position && (
            <Marker ref={plainMarker} longitude={position.lng} latitude={position.lat}>
              <span className={styles.you} role="img" aria-label={t('you')} data-testid="user-marker" />
            </Marker>
          )}
        </Map>
      </div>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.control}
          onClick={() => {
            if (locating) return
            mapEvent('locate')
            void locate()
          }}
          // As the travel modes: busy, not disabled, so the focus stays on it.
          aria-disabled={locating || undefined}
          data-testid="map-locate"
        >
          {locating ? t('locating') : t('locate')}
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => {
            mapEvent('recenter')
            recenter()
          }}
          data-testid="map-recenter"
        >
          {t('recenter')}
        </button>
        <div role="group" aria-label={t('styleLabel')} className={styles.segmented}>
          {MAP_COLOURS.map((c) => {
            const Glyph = COLOUR_ICONS[c]
            return (
              <button
                key={c}
                type="button"
                className={`${styles.control} with-icon`}
                aria-pressed={colours === c}
                onClick={() => {
                  setColours(c)
                  mapEvent(c === 'colour' ? 'style_colour' : 'style_mono')
                }}
                data-testid={`map-colours-${c}`}
              >
                <Glyph />
                {t(c)}
              </button>
            )
          })}
        </div>
      </div>
      {locationError && (
        <p className={styles.notice} role="alert" data-testid="location-error">
          {t('locationError')}
        </p>
      )}
      <div role="group" aria-labelledby={`${idPrefix}-travel`} className={styles.travel}>
        <p id={`${idPrefix}-travel`} className={styles.travelLabel}>
          {t('travelLabel')}
        </p>
        <div className={styles.segmented}>
          {TRAVEL_MODES.map((m) => {
            const Glyph = MODE_ICONS[m]
            return (
              <button
                key={m}
                type="button"
                className={`${styles.control} with-icon`}
                aria-pressed={travel?.mode === m}
                // Not `disabled` while a route is asked for: that would drop the keyboard focus from the pressed button.
                aria-disabled={routing !== null || undefined}
                onClick={() => {
                  if (routing !== null) return
                  mapEvent('travel_mode', m)
                  void route(m)
                }}
                data-testid={`travel-${m}`}
              >
                <Glyph />
                {t(`modes.${m}`)}
              </button>
            )
          })}
        </div>
        <div aria-live="polite" data-testid="travel-result">
          {routing && <p>{t('calculating')}</p>}
          {!routing && !travel && !position && <p className={styles.note}>{t('needLocation')}</p>}
          {!routing && travel && (
            <>
              <RouteSentence travel={travel} />
              {travel.serviceFailed && (
                <p className={styles.notice} role="alert" data-testid="route-error">
                  {t('routeError')}
                </p>
              )}
              {travel.estimated && !travel.serviceFailed && (
                <p className={styles.note} data-testid="route-estimate">
                  {t('estimate')}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  )
}
