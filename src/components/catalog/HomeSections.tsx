// The home's featured collection and the category blurbs.
import { getTranslations } from 'next-intl/server'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import { getFeatured, getTypes } from '@/server/catalog'
import { CatalogImage } from './CatalogImage'
import { ProductCard } from './ProductCard'
import styles from './home.module.css'
import catalog from './catalog.module.css'

export async function FeaturedCollection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'catalog.home' })
  const featured = await getFeatured(locale)
  return (
    <section className={styles.band} aria-labelledby="featured-title" data-testid="featured">
      <p className="eyebrow">{t('featuredEyebrow')}</p>
      <h2 id="featured-title" className={styles.bandTitle}>
        {t('featuredTitle')}
      </h2>
      {featured.length === 0 ? (
        <p className={catalog.empty}>{t('empty')}</p>
      ) : (
        // Columns follow the count so every row is full (6 → 3 × 2 on desktop, 2 × 3 on a phone).
        <ul className={styles.featuredGrid} data-count={featured.length} data-testid="featured-grid">
          {featured.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} locale={locale} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export async function CategoryBlurbs({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'catalog.home' })
  const types = await getTypes(locale)
  if (types.length === 0) return null
  return (
    <section className={styles.band} aria-labelledby="categories-title" data-testid="categories">
      <p className="eyebrow">{t('categoriesEyebrow')}</p>
      <h2 id="categories-title" className={styles.bandTitle}>
        {t('categoriesTitle')}
      </h2>
      <ul className={styles.categories}>
        {types.map((type) => (
          <li key={type.slug} className={styles.category}>
            <LocalLink href={`/${type.slug}`} locale={locale} className={styles.categoryLink}>
              <CatalogImage
                image={type.image}
                sizes="(min-width: 900px) 30vw, 90vw"
                alt=""
                className={styles.categoryImage}
              />
              <h3>{type.name}</h3>
            </LocalLink>
            <p>{type.blurb}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
