// The lookbook: the colourway worn in its scenes. Each picture shows its own placeholder until it has loaded.
import { getTranslations } from 'next-intl/server'
import { Seen } from '@/components/analytics/Seen.client'
import type { Locale } from '@/domain/locale'
import { getProductContent } from '@/server/catalog'
import { LookbookImage } from './LookbookImage.client'
import styles from './catalog.module.css'

export function LookbookLoading({ label, title }: { label: string; title: string }) {
  return (
    <section className={styles.section} aria-busy="true" aria-labelledby="lookbook-title">
      <h2 id="lookbook-title">{title}</h2>
      <p role="status" className={styles.loading}>
        {label}
      </p>
      <div className={styles.lookbook} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    </section>
  )
}

export async function Lookbook({ handle, locale }: { handle: string; locale: Locale }) {
  const images = (await getProductContent(handle, locale))?.lookbook ?? []
  if (images.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'catalog.product' })
  return (
    <section className={styles.section} aria-labelledby="lookbook-title" data-testid="lookbook">
      <Seen on="lookbook" itemId={handle} />
      <h2 id="lookbook-title">{t('lookbook')}</h2>
      <ul className={styles.lookbook}>
        {images.map((img) => (
          <LookbookImage key={img.src} image={img} sizes="(min-width: 900px) 33vw, 90vw" />
        ))}
      </ul>
    </section>
  )
}
