// Looks for /shop-the-look: one lookbook picture per colourway, linking to the product to buy it.
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import type { Product } from '@/payload-types'
import { MediaImage } from './MediaImage'
import styles from './editorial.module.css'

export function LookGrid({ products, locale, empty }: { products: Product[]; locale: Locale; empty: string }) {
  const looks = products.filter((p) => p.handle)
  if (looks.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <ul className={styles.related}>
      {looks.map((p) => (
        <li key={p.id}>
          <LocalLink href={`/${p.handle}`} locale={locale}>
            <MediaImage media={p.lookbook?.[0] ?? p.images?.[0]} sizes="(min-width: 60rem) 16rem, 50vw" use="card" />
            {p.title}
            <span>
              {p.colorName} · {formatPrice(p.price, locale)}
            </span>
          </LocalLink>
        </li>
      ))}
    </ul>
  )
}
