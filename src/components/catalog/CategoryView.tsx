// A category page (/ankle-boots, /fr/pumps…): the type's name and blurb, then every colourway, which the listing
// island lets the shopper filter by size in stock, colour and price, and sort. The page renders them all, the same
// for every visitor (a cached page); the island works on the cards it is given.
import { getTranslations } from 'next-intl/server'
import { ListViewed } from '@/components/analytics/ListViewed.client'
import { FindYourPair } from '@/components/assistant/FindYourPair.client'
import { sizeKindOf } from '@/domain/listing/preferredSize'
import type { Locale } from '@/domain/locale'
import type { CategoryItem } from '@/server/catalog'
import type { TypeView } from '@/server/catalogViews'
import { CategoryListing, type ListedColourway } from './CategoryListing.client'
import { ProductCard } from './ProductCard'
import styles from './catalog.module.css'

/** What the island filters on: no picture, no copy beyond the colour's name. */
const listed = (p: CategoryItem): ListedColourway => ({
  handle: p.handle,
  color: p.color,
  colorName: p.colorName,
  swatch: p.swatch,
  price: p.price,
  createdAt: p.createdAt,
  sizes: p.sizes.map(({ size, sku, online, boutique }) => ({ size, sku, online, boutique })),
})

export async function CategoryView({ type, items, locale }: { type: TypeView; items: CategoryItem[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'catalog.category' })
  return (
    <div className={styles.page}>
      <header className={styles.categoryHead}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className="display">{type.name}</h1>
        {type.blurb && <p className="lede">{type.blurb}</p>}
        <p className={styles.count}>{t('count', { n: items.length })}</p>
        <FindYourPair />
      </header>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <>
          <ListViewed
            list={{ id: type.slug, name: type.name }}
            items={items.map((p, index) => ({
              item_id: p.handle,
              item_name: p.title,
              item_category: p.type,
              item_variant: p.colorName,
              price: p.price / 100,
              index,
            }))}
          />
          <CategoryListing
            type={type.slug}
            label={type.name}
            kind={sizeKindOf(type.sizeSystem)}
            items={items.map(listed)}
            cards={Object.fromEntries(
              items.map((p, i) => [p.handle, <ProductCard key={p.id} product={p} locale={locale} priority={i < 2} />]),
            )}
          />
        </>
      )}
    </div>
  )
}
