// Product pictures: a swipeable strip on phones, a two-column grid on wide screens. No script: CSS scroll-snap.
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import type { ImageView } from '@/server/catalogViews'
import { CatalogImage } from './CatalogImage'
import styles from './catalog.module.css'

export async function Gallery({ images, title, locale }: { images: ImageView[]; title: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'catalog.product' })
  if (images.length === 0) return <div className={styles.galleryEmpty} aria-hidden="true" />
  return (
    <ul className={styles.gallery} aria-label={t('gallery', { title })} tabIndex={0}>
      {images.map((img, i) => (
        <li key={img.src}>
          {/* The first picture is the page's largest paint: preloaded, full width on phones. */}
          <CatalogImage image={img} use="large" priority={i === 0} sizes="(min-width: 900px) 30vw, 88vw" />
        </li>
      ))}
    </ul>
  )
}
