// A colourway in a grid: picture, title, colour, price and, when known, availability.
import { getTranslations } from 'next-intl/server'
import { LocalLink } from '@/components/layout/LocalLink'
import type { ProductAvailability } from '@/domain/inventory'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import type { CardView } from '@/server/catalogViews'
import { SaveButton } from '@/components/wishlist/SaveButton.client'
import { CatalogImage } from './CatalogImage'
import styles from './catalog.module.css'

type Props = {
  product: CardView & { availability?: ProductAvailability }
  locale: Locale
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
}

export async function ProductCard({ product: p, locale, priority, headingLevel: H = 'h2' }: Props) {
  const t = await getTranslations({ locale, namespace: 'catalog' })
  return (
    <article className={styles.card} data-testid="product-card" data-handle={p.handle}>
      <LocalLink href={`/${p.handle}`} locale={locale} className={styles.cardLink}>
        <CatalogImage
          image={p.image}
          sizes="(min-width: 1100px) 22vw, (min-width: 700px) 33vw, 50vw"
          priority={priority}
          className={styles.cardImage}
          alt=""
        />
        <H className={styles.cardTitle}>{p.title}</H>
      </LocalLink>
      <SaveButton id={p.id} title={`${p.title}, ${p.colorName}`} place="card" />
      <p className={styles.cardMeta}>
        <span className={styles.swatch} style={{ background: p.swatch }} aria-hidden="true" />
        <span>{p.colorName}</span>
        <span className={styles.cardPrice}>{formatPrice(p.price, locale)}</span>
      </p>
      {p.availability && (
        <p className={styles.availability} data-state={p.availability} data-testid="card-availability">
          {t(`availability.${p.availability}`)}
        </p>
      )}
    </article>
  )
}
