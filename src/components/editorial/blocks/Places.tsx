// A list of places (the map-of-places block). The interactive map comes with the store-map work; until then
// each address opens in the visitor's maps service.
import type { Place } from '@/domain/articleBody'
import styles from '../editorial.module.css'

export const placeMapsUrl = (p: Place) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${p.name}, ${p.address}`)}`

export function Places({
  places,
  openLabel,
  headingLevel = 3,
}: {
  places: Place[]
  openLabel: string
  headingLevel?: 2 | 3
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className={styles.places}>
      {places.map((p, i) => (
        <li key={p.id ?? i} className={styles.place}>
          <span className={styles.placeIndex} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <div>
            <H className={styles.placeName}>{p.name}</H>
            <p className={styles.placeAddress}>{p.address}</p>
            {p.note && <p>{p.note}</p>}
            <a href={placeMapsUrl(p)} target="_blank" rel="noopener noreferrer">
              {openLabel}
              <span className="visually-hidden"> — {p.name}</span>
            </a>
          </div>
        </li>
      ))}
    </ol>
  )
}
