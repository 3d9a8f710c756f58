// The product page: gallery, size and stock, add to cart, store availability, the
// editorial sections, lookbook, related products and, for heels, the shop-the-looks carousel. The page is cached
// for every visitor; stock per size is a snapshot that the LiveStock island keeps fresh.
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'
import { FindYourPair } from '@/components/assistant/FindYourPair.client'
import { LocalLink } from '@/components/layout/LocalLink'
import { SaveButton } from '@/components/wishlist/SaveButton.client'
import { TryOnQuestion } from '@/components/forms/TryOnQuestion'
import { JsonLd } from '@/components/seo/JsonLd'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { type ProductPageData, getColourways } from '@/server/catalog'
import { hasActivePreorder } from '@/server/forms/preorders'
import { ColourSwitcher } from './ColourSwitcher'
import { Gallery } from './Gallery'
import { Lookbook, LookbookLoading } from './Lookbook'
import { productLd } from './productLd'
import { ProductSections } from './ProductSections'
import { ShopTheLooks } from './ShopTheLooks'
import { SizePicker } from './SizePicker.client'
import { LiveStock } from './LiveStock.client'
import { StockState } from './StockState.client'
import { StoreAvailability } from './StoreAvailability.client'
import styles from './catalog.module.css'

export async function ProductPage({ data, locale }: { data: ProductPageData; locale: Locale }) {
  const { product, type, sizes, availability } = data
  const t = await getTranslations({ locale, namespace: 'catalog.product' })
  const colorless = product.handle === type.slug
  const [preorder, colourways] = await Promise.all([
    hasActivePreorder(product, locale),
    colorless ? Promise.resolve([]) : getColourways(type.slug, locale),
  ])
  return (
    <LiveStock sizes={sizes}>
      <div className={styles.page} data-testid="product-page" data-availability={availability}>
        <JsonLd data={productLd(data, locale)} />
        <LocalLink href={colorless ? '/' : `/${type.slug}`} locale={locale} className={styles.back}>
          <span aria-hidden="true">← </span>
          {colorless ? t('backHome') : t('back', { category: type.name })}
        </LocalLink>
        <div className={styles.product}>
          <Gallery images={product.images} title={product.title} locale={locale} />
          <div className={styles.info}>
            <p className="eyebrow">{type.name}</p>
            <div className={styles.titleRow}>
              <h1 className={styles.productTitle}>{product.title}</h1>
              <SaveButton id={product.id} title={`${product.title}, ${product.colorName}`} place="page" />
            </div>
            <p className={styles.price}>
              <span data-testid="product-price">{formatPrice(product.price, locale)}</span>{' '}
              <span className={styles.vat}>{t('vat')}</span>
            </p>
            <p className={styles.colour}>
              <span className={styles.swatch} style={{ background: product.swatch }} aria-hidden="true" />
              {t('colour', { colour: product.colorName })}
            </p>
            <ColourSwitcher current={product} colourways={colourways} locale={locale} />
            <FindYourPair />
            <StockState sizes={sizes} />
            <SizePicker
              product={{
                id: product.id,
                handle: product.handle,
                type: product.type,
                color: product.color,
                colorName: product.colorName,
                colorNames: product.colorNames,
                titles: product.titles,
                title: product.title,
                price: product.price,
                image: product.image?.cropped[0]?.src ?? product.image?.src ?? '',
              }}
              sizes={sizes}
              hand={type.sizeSystem === 'glove-hand'}
              preorder={preorder}
              guide={{
                title: t('sizeGuideTitle', { type: type.name }),
                note: type.sizeGuideNote,
                rows: type.sizeGuide,
              }}
            />
            <TryOnQuestion
              product={{ id: product.id, title: product.title }}
              sizes={sizes.map((s) => s.size)}
              hand={type.sizeSystem === 'glove-hand'}
              locale={locale}
            />
            <p className={styles.heel} data-testid="product-make">
              {t('heel', { type: type.slug })}
            </p>
            <section aria-labelledby="description-title" className={styles.description}>
              <h2 id="description-title" className="visually-hidden">
                {t('descriptionTitle')}
              </h2>
              <p data-testid="product-description">{product.description || t('noDescription')}</p>
            </section>
          </div>
        </div>
        <StoreAvailability sizes={sizes} hand={type.sizeSystem === 'glove-hand'} />
        <ProductSections product={product} locale={locale} />
        <Suspense fallback={<LookbookLoading label={t('lookbookLoading')} title={t('lookbook')} />}>
          <Lookbook handle={product.handle} locale={locale} />
        </Suspense>
        {type.shopTheLook && (
          <Suspense fallback={null}>
            <ShopTheLooks current={product.handle} locale={locale} />
          </Suspense>
        )}
      </div>
    </LiveStock>
  )
}
