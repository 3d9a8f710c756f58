// A category page (/ankle-boots, /fr/pumps…): the type's name and blurb, then every colourway.
import { getTranslations } from 'next-intl/server'
import { ListViewed } from '@/components/analytics/ListViewed.client'
import { FindYourPair } from '@/components/assistant/FindYourPair.client'
import type { Locale } from '@/domain/locale'
import type { CategoryItem } from '@/server/catalog'
import type { TypeView } from '@/server/catalogViews'
import { ProductCard } from './ProductCard'
import styles from './catalog.module.css'

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
          <ul className={styles.grid} aria-label={type.name}>
            {items.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} locale={locale} priority={i < 2} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
