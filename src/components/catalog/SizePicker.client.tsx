'use client'
// Size selection with stock per size, add to cart, size guide. Shoe sizes are `selectedSize`, glove hand sizes
// `selectedSizeHand`. A size sold out online offers the back-in-stock question instead of the button.
import { useAtom, useSetAtom } from 'jotai'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { addToCartAtom, cartOpenAtom, selectedSizeAtom, selectedSizeHandAtom } from '@/components/cart/atoms'
import { StockInterestQuestion } from '@/components/forms/StockInterestQuestion.client'
import { pushToastAtom } from '@/components/toast/store'
import type { SizeAvailability } from '@/domain/inventory'
import type { Locale } from '@/domain/locale'
import { track } from '@/lib/analytics'
import { useLiveSizes } from './LiveStock.client'
import { SizeGuide, type SizeGuideProps } from './SizeGuide.client'
import styles from './catalog.module.css'

export interface PickerProduct {
  id: number
  handle: string
  type: string
  color: string
  colorName: string
  /** The colour in every language, so the cart shows it in the shopper's current one. */
  colorNames?: Partial<Record<Locale, string>>
  titles?: Partial<Record<Locale, string>>
  title: string
  price: number
  image: string
}

// preorder: a running preorder campaign covers this product, so a sold-out size asks about preordering.
type Props = {
  product: PickerProduct
  sizes: SizeAvailability[]
  hand: boolean
  preorder?: boolean
  guide: SizeGuideProps
}

export function SizePicker({ product, sizes: snapshot, hand, preorder = false, guide }: Props) {
  const sizes = useLiveSizes(snapshot)
  const t = useTranslations('catalog.product')
  const [size, setSize] = useAtom(hand ? selectedSizeHandAtom : selectedSizeAtom)
  const add = useSetAtom(addToCartAtom)
  const openCart = useSetAtom(cartOpenAtom)
  const toast = useSetAtom(pushToastAtom)
  const [added, setAdded] = useState(false)
  // Set once hydrated: a choice made before that would be lost (tests wait for it; the markup is the same).
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => root.current?.setAttribute('data-ready', 'true'), [])
  const [missing, setMissing] = useState(false)
  // The selection belongs to this product page: a new page starts without one.
  useEffect(() => setSize(null), [product.id, setSize])
  const chosen = sizes.find((s) => s.size === size)
  const soldOutOnline = !sizes.some((s) => s.online > 0)

  function onAdd() {
    if (!chosen) return setMissing(true)
    add({
      product_id: chosen.sku,
      title: product.title,
      price: product.price,
      image: product.image,
      size: chosen.size,
      variant: product.colorName,
      colorNames: product.colorNames,
      titles: product.titles,
      color: product.color,
      type: product.type,
    })
    setAdded(true)
    track('add_to_cart', {
      currency: 'EUR',
      value: product.price / 100,
      items: [{ item_id: chosen.sku, item_name: product.title }],
    })
    toast({
      type: 'success',
      title: t('added'),
      message: t('addedMessage', { title: product.title, size: chosen.size }),
    })
  }

  return (
    <div className={styles.picker} data-testid="size-picker" ref={root}>
      <fieldset className={styles.sizes}>
        <legend className={styles.legend}>{hand ? t('handSize') : t('size')}</legend>
        <div className={styles.sizeGrid}>
          {sizes.map((s) => (
            <label
              key={s.sku}
              className={styles.size}
              data-status={s.status}
              data-size={s.size}
              data-testid="size-option"
            >
              <input
                type="radio"
                name="size"
                value={s.size}
                checked={size === s.size}
                onChange={() => {
                  setSize(s.size)
                  setMissing(false)
                  setAdded(false)
                  track('size_selected', { size: s.size, sku: s.sku })
                }}
              />
              <span className={styles.sizeValue}>{s.size}</span>
              <span className={styles.sizeStatus}>
                <span className="visually-hidden">, </span>
                {t(`status.${s.status}`, { n: s.online })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SizeGuide {...guide} hand={hand} />
      {chosen && chosen.online === 0 ? (
        <div className={styles.unavailable}>
          <p>{t('unavailableSize')}</p>
          <StockInterestQuestion
            key={chosen.sku}
            product={{ id: product.id, title: product.title }}
            sku={chosen.sku}
            size={chosen.size}
            kind={preorder ? 'preorder' : 'notify'}
          />
        </div>
      ) : (
        // Nothing left online in any size: no active button to press before a size is even chosen.
        <button
          type="button"
          className={`button button--solid ${styles.add}`}
          onClick={onAdd}
          data-testid="add-to-cart"
          disabled={soldOutOnline}
          aria-describedby={missing ? 'size-missing' : undefined}
        >
          {soldOutOnline ? t('outOfStock') : t('addToCart')}
        </button>
      )}
      <p id="size-missing" role="alert" className={styles.missing}>
        {missing ? t('chooseSize') : ''}
      </p>
      {added && (
        <button type="button" className="button" onClick={() => openCart(true)} data-testid="view-cart">
          {t('viewCart')}
        </button>
      )}
    </div>
  )
}
