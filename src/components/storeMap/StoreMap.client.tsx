'use client'
// The store map's shell, in the HTML of every page: the box with a still sketch of the neighbourhood and the
// boutique's pin (/map/preview.svg, drawn like the live map at its first zoom), and the hide/show switch. The map
// itself (react-map-gl + maplibre-gl, ~250 kB and a WebGL context) is a separate chunk fetched only once the box is
// within 600 px of the viewport AND the shopper has done something on the page (scrolled, touched, moved the
// pointer, pressed a key): a page that is only looked at never pays for it, and no page's first load carries it.
import dynamic from 'next/dynamic'
import { useTranslations } from '@/i18n/client'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { offsetOnPreview } from '@/domain/storeMap/preview'
import { MAP_COLOURS, MAP_COLOURS_KEY } from './mapColours'
import { mapEvent } from './mapEvents'
import styles from './storeMap.module.css'
import type { StoreMapProps } from './StoreMapView.client'

function Loading() {
  const t = useTranslations('storeMap.map')
  return (
    <p className={styles.loading} role="status" data-testid="map-loading">
      {t('loading')}
    </p>
  )
}

const StoreMapView = dynamic(() => import('./StoreMapView.client').then((m) => m.StoreMapView), {
  ssr: false,
  loading: Loading,
})

/** Starts false; turns true once the element is within `margin` of the viewport (and stays true). */
export function useNearViewport(margin = '600px') {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin} 0px`,
    })
    io.observe(el)
    return () => io.disconnect()
  }, [near, margin])
  return [ref, near] as const
}

const ENGAGING_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const

/** Starts false; turns true at the shopper's first gesture on the page (and stays true). */
export function useEngaged() {
  const [engaged, setEngaged] = useState(false)
  useEffect(() => {
    if (engaged) return
    const on = () => setEngaged(true)
    const opts = { capture: true, passive: true, once: true } as const
    for (const e of ENGAGING_EVENTS) window.addEventListener(e, on, opts)
    return () => {
      for (const e of ENGAGING_EVENTS) window.removeEventListener(e, on, opts)
    }
  }, [engaged])
  return engaged
}

const noSubscription = () => () => undefined
/** Whether the shopper chose the black-and-white map in this browser (the colour look when storage is blocked). */
function storedMono() {
  try {
    return window.localStorage.getItem(MAP_COLOURS_KEY) === MAP_COLOURS[1]
  } catch {
    return false
  }
}

/**
 * The still sketch with the boutique's pin where the live map will draw it (black and white if so chosen). In the
 * footer it is far below the first screen: loaded lazily, so it is neither preloaded in <head> (React does that for
 * an eager <img>) nor fetched beside the page's LCP picture; on /store it is the first screen and loads at once.
 */
function Preview({ lat, lng, loading }: { lat: number; lng: number; loading: 'eager' | 'lazy' }) {
  const mono = useSyncExternalStore(noSubscription, storedMono, () => false)
  const pin = offsetOnPreview([lng, lat])
  return (
    <div
      className={styles.preview}
      data-colours={mono ? 'mono' : 'colour'}
      data-testid="map-preview"
      aria-hidden="true"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG shown unscaled: nothing to optimise */}
      <img src="/map/preview.svg" alt="" width={1600} height={900} decoding="async" loading={loading} />
      {pin && (
        <svg
          className={styles.previewPin}
          style={{ left: `calc(50% + ${pin.x}px)`, top: `calc(50% + ${pin.y}px)` }}
          viewBox="0 0 24 32"
          width="28"
          height="36"
        >
          <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" />
          <circle cx="12" cy="12" r="4.5" fill="#fff" />
        </svg>
      )}
    </div>
  )
}

export function StoreMap({ placement, ...props }: StoreMapProps & { placement: 'footer' | 'page' }) {
  const t = useTranslations('storeMap.map')
  const [ref, near] = useNearViewport()
  const engaged = useEngaged()
  const [hidden, setHidden] = useState(false)
  return (
    <div ref={ref} className={styles.mapColumn} data-testid="store-map">
      <button
        type="button"
        className={styles.control}
        aria-expanded={!hidden}
        aria-controls={`${props.idPrefix}-map`}
        onClick={() => {
          setHidden((h) => !h)
          mapEvent('toggle_map', hidden ? 'show' : 'hide')
        }}
        data-testid="map-toggle"
      >
        {hidden ? t('show') : t('hide')}
      </button>
      <div id={`${props.idPrefix}-map`} hidden={hidden} className={styles.mapArea}>
        {near && engaged ? (
          <StoreMapView {...props} />
        ) : (
          <Preview lat={props.lat} lng={props.lng} loading={placement === 'page' ? 'eager' : 'lazy'} />
        )}
      </div>
    </div>
  )
}
