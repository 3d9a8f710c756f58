// A product inside an article: image, name, colour, price, and a link to its page. A product that was
// deleted (or not populated) renders nothing rather than a broken card.
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import type { Product } from '@/payload-types'
import { MediaImage } from '../MediaImage'
import styles from '../editorial.module.css'

export const productHrefFromHandle = (handle: string) => `/${handle}`

export function ProductCard({
  product,
  note,
  locale,
  cta,
}: {
  product: number | Product | null | undefined
  note?: string | null
  locale: Locale
  cta: string
}) {
  if (!product || typeof product !== 'object' || !product.handle) return null
  return (
    <aside className={styles.productCard}>
      <MediaImage media={product.images?.[0]} sizes="10rem" className={styles.productCardImage} use="card" />
      <div>
        <p className={styles.productCardTitle}>{product.title}</p>
        <p className={styles.productCardMeta}>
          {product.colorName} · {formatPrice(product.price, locale)}
        </p>
        {note && <p className={styles.productCardNote}>{note}</p>}
        <LocalLink href={productHrefFromHandle(product.handle)} locale={locale} className={styles.productCardLink}>
          {cta}
          <span className="visually-hidden"> — {product.title}</span>
        </LocalLink>
      </div>
    </aside>
  )
}
