'use client'
// The filming-locations page: the numbered list and the map side by side, linked both ways — "Show on the map"
// flies the map to the place and opens its label; a numbered marker (a button, reachable with Tab) marks its
// list entry and scrolls it into view. The map's code is fetched only as it nears the viewport.
import dynamic from 'next/dynamic'
import { useTranslations } from '@/i18n/client'
import { useState } from 'react'
import type { Place } from '@/domain/articleBody'
import { MapsAppLink } from './MapsAppLink.client'
import { useNearViewport } from './StoreMap.client'
import { mapEvent } from './mapEvents'
import styles from './places.module.css'

const PlacesMapView = dynamic(() => import('./PlacesMapView.client').then((m) => m.PlacesMapView), { ssr: false })

export function PlacesExplorer({ places, openLabel }: { places: Place[]; openLabel: string }) {
  const t = useTranslations('storeMap')
  const [selected, setSelected] = useState<number | null>(null)
  const [ref, near] = useNearViewport()
  const select = (i: number, from: 'list' | 'map') => {
    setSelected(i)
    mapEvent('place', `${from}:${i + 1}`)
    if (from === 'map') document.getElementById(`place-${i + 1}`)?.scrollIntoView({ block: 'nearest' })
  }
  return (
    <div className={styles.explorer}>
      <ol className={styles.list} data-testid="places-list">
        {places.map((p, i) => (
          <li
            key={p.id ?? i}
            id={`place-${i + 1}`}
            className={styles.item}
            aria-current={selected === i ? 'true' : undefined}
            data-testid="place-item"
          >
            <span className={styles.index} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <div>
              <h2 className={styles.name}>{p.name}</h2>
              <p className={styles.address}>{p.address}</p>
              {p.note && <p>{p.note}</p>}
              <p className={styles.actions}>
                <button
                  type="button"
                  className={styles.show}
                  onClick={() => select(i, 'list')}
                  aria-pressed={selected === i}
                  data-testid="place-show"
                >
                  {t('places.showOnMap')}
                  <span className="visually-hidden"> — {p.name}</span>
                </button>
                <MapsAppLink
                  target={{ lat: p.lat, lng: p.lng, label: p.name, address: p.address }}
                  label={openLabel}
                  testId="place-maps-link"
                />
              </p>
            </div>
          </li>
        ))}
      </ol>
      <div ref={ref} className={styles.mapColumn} aria-label={t('places.mapTitle')} role="group">
        {near ? (
          <PlacesMapView places={places} selected={selected} onSelect={(i) => select(i, 'map')} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
    </div>
  )
}
