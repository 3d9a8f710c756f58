'use client'
// The store map's shell, in the HTML of every page: a reserved box and the hide/show switch. The map itself
// (react-map-gl + maplibre-gl, ~250 kB) is a separate chunk fetched only when the box comes within 600 px of
// the viewport; no page's first load carries it.
import dynamic from 'next/dynamic'
import { useTranslations } from '@/i18n/client'
import { useEffect, useRef, useState } from 'react'
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

export function StoreMap(props: StoreMapProps) {
  const t = useTranslations('storeMap.map')
  const [ref, near] = useNearViewport()
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
        {near ? <StoreMapView {...props} /> : <div className={styles.placeholder} aria-hidden="true" />}
      </div>
    </div>
  )
}
