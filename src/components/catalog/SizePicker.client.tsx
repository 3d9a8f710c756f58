'use client'
// Size selection with stock per size, add to cart, size guide. Shoe sizes are `selectedSize`, glove hand sizes
// `selectedSizeHand`. A size sold out online offers the back-in-stock question instead of the button. The size chosen
// is remembered (./useRememberedSize.ts) and offered checked on the next product that has it.
import { useAtom, useSetAtom } from 'jotai'
import { useLocale, useTranslations } from '@/i18n/client'
import { useEffect, useId, useRef, useState } from 'react'
import { addToCartAtom, cartOpenAtom, selectedSizeAtom, selectedSizeHandAtom } from '@/components/cart/atoms'
import { StockInterestQuestion } from '@/components/forms/StockInterestQuestion.client'
import { pushToastAtom } from '@/components/toast/store'
import type { SizeAvailability } from '@/domain/inventory'
import type { Locale } from '@/domain/locale'
import { preselect } from '@/domain/listing/preferredSize'
import { formatSize } from '@/domain/numberFormat'
import {
  trackAddToCart,
  trackAvailableInStore,
  trackOutOfStock,
  trackSizeSelected,
  trackViewItem,
} from '@/lib/analytics'
import { useLiveSizes } from './LiveStock.client'
import { earlyTap } from '@/components/system/earlyTaps'
import { useClearOfToasts } from './useClearOfToasts'
import { useRememberedSize } from './useRememberedSize'
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

/** The product as a GA4 item (the colourway's handle until a size makes it a SKU). */
const analyticsItem = (p: PickerProduct) => ({
  item_id: p.handle,
  item_name: p.title,
  item_category: p.type,
  item_variant: p.colorName,
  price: p.price / 100,
  quantity: 1,
})

export function SizePicker({ product, sizes: snapshot, hand, preorder = false, guide }: Props) {
  const sizes = useLiveSizes(snapshot)
  const t = useTranslations('catalog.product')
  const locale = useLocale() as Locale
  const [size, setSize] = useAtom(hand ? selectedSizeHandAtom : selectedSizeAtom)
  const add = useSetAtom(addToCartAtom)
  const openCart = useSetAtom(cartOpenAtom)
  const toast = useSetAtom(pushToastAtom)
  const [added, setAdded] = useState(false)
  // "View the cart" appears under the button: kept clear of the bottom-right toasts.
  const viewCart = useRef<HTMLButtonElement>(null)
  useClearOfToasts(viewCart, added)
  // Set once hydrated: a choice made before that would be lost (tests wait for it; the markup is the same).
  const root = useRef<HTMLDivElement>(null)
  const tileId = useId()
  useEffect(() => root.current?.setAttribute('data-ready', 'true'), [])
  const [missing, setMissing] = useState(false)
  // The selection belongs to this product page: a new page starts without one — except a size tapped before the
  // page was live, which the page shows checked: on the first mount that is the shopper's choice (issue 38).
  const first = useRef(true)
  const chosenHere = useRef(false)
  useEffect(() => {
    const early = first.current
      ? (root.current?.querySelector<HTMLInputElement>('input[name="size"]:checked')?.value ?? null)
      : null
    first.current = false
    chosenHere.current = early !== null
    setSize(early)
  }, [product.id, setSize])
  // The size the shopper told us before (here or in a listing) is offered checked, if this product has it, until
  // they choose another; it is only a preselection: nothing goes to the cart without the button.
  // Whose size this is: a glove's hand size (a taille in French) or a shoe's (a pointure).
  const kind = hand ? 'glove' : 'shoe'
  const { remembered, remember } = useRememberedSize(kind)
  useEffect(() => {
    if (chosenHere.current) return
    const pick = preselect(
      remembered,
      snapshot.map((s) => s.size),
    )
    if (pick) setSize(pick)
  }, [remembered, snapshot, product.id, setSize])
  // view_item once per product page shown (the data is the page's own props: the cached HTML stays the same).
  const viewed = useRef<string | null>(null)
  useEffect(() => {
    if (viewed.current === product.handle) return
    viewed.current = product.handle
    trackViewItem(analyticsItem(product))
  }, [product])
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
      sizeSystem: hand ? 'glove-hand' : 'eu-shoe',
      color: product.color,
      type: product.type,
    })
    setAdded(true)
    trackAddToCart({
      ...analyticsItem(product),
      item_id: chosen.sku,
      item_variant: `${product.colorName} ${chosen.size}`,
    })
    toast({
      type: 'success',
      title: t('added'),
      message: t('addedMessage', {
        title: product.title,
        size: formatSize(chosen.size, locale),
        kind,
      }),
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
                // A screen reader hears the size as the name and its stock as the description ("36, In stock").
                aria-labelledby={`${tileId}-${s.sku}-size`}
                aria-describedby={`${tileId}-${s.sku}-status`}
                checked={size === s.size}
                onChange={() => {
                  chosenHere.current = true
                  setSize(s.size)
                  remember(s.size)
                  setMissing(false)
                  setAdded(false)
                  const item = { item_id: product.handle, size: s.size, sku: s.sku }
                  trackSizeSelected(item)
                  // Sold out online: the shopper met an out-of-stock size; held in the boutique: it can be tried there.
                  if (s.online === 0) trackOutOfStock(item)
                  if (s.boutique > 0) trackAvailableInStore({ ...item, quantity: s.boutique })
                }}
              />
              {/* Read and heard as '35,5' in French; the radio's value stays '35.5'. */}
              <span className={styles.sizeValue} id={`${tileId}-${s.sku}-size`}>
                {formatSize(s.size, locale)}
              </span>
              <span className={styles.sizeStatus} id={`${tileId}-${s.sku}-status`}>
                {t(`status.${s.status}`, { n: s.online })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SizeGuide {...guide} hand={hand} itemId={product.handle} />
      {chosen && chosen.online === 0 ? (
        <div className={styles.unavailable}>
          <p>{t('unavailableSize', { kind })}</p>
          <StockInterestQuestion
            key={chosen.sku}
            product={{ id: product.id, title: product.title }}
            sku={chosen.sku}
            size={chosen.size}
            kind={preorder ? 'preorder' : 'notify'}
            hand={hand}
          />
        </div>
      ) : (
        // Nothing left online in any size: no active button to press before a size is even chosen.
        <button
          type="button"
          className={`button button--solid ${styles.add}`}
          onClick={onAdd}
          {...earlyTap}
          data-testid="add-to-cart"
          disabled={soldOutOnline}
          aria-describedby={missing ? 'size-missing' : undefined}
        >
          {soldOutOnline ? t('outOfStock') : t('addToCart')}
        </button>
      )}
      <p id="size-missing" role="alert" className={styles.missing}>
        {missing ? t('chooseSize', { kind }) : ''}
      </p>
      {added && (
        <button type="button" className="button" onClick={() => openCart(true)} data-testid="view-cart" ref={viewCart}>
          {t('viewCart')}
        </button>
      )}
    </div>
  )
}
