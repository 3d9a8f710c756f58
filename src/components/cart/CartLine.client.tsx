'use client'
// One cart line: picture and title linking to the product, size and colour, price, − / + within stock and the order
// limits, the red stock warning, the size limit's hint, remove. Disabled states come from the domain rules
// (canDecrease, canIncrease, limitReached, exceedsStock).
import { useAtomValue, useSetAtom } from 'jotai'
import NextLink from 'next/link'
import { useTranslations } from '@/i18n/client'
import { productHref } from '@/domain/cart/linkType'
import { canDecrease, canIncrease, limitReached } from '@/domain/cart/rules'
import { knownStock, showsStockWarning } from '@/domain/cart/stockSync'
import type { CartItem } from '@/domain/cart/types'
import type { Locale } from '@/domain/locale'
import { formatSize } from '@/domain/numberFormat'
import { formatCartTotal } from '@/domain/money'
import { sizeKind } from '@/domain/orderLines'
import { trackAddToCart, trackRemoveFromCart } from '@/lib/analytics'
import { cartAnalyticsItem } from './analyticsItem'
import {
  adjustedIdsAtom,
  cartLimitsAtom,
  cartTotalsAtom,
  removeFromCartAtom,
  setQuantityAtom,
  stockAtom,
} from './atoms'
import styles from './cart.module.css'

type Props = { item: CartItem; locale: Locale; onNavigate: () => void }

export function CartLine({ item, locale, onNavigate }: Props) {
  const t = useTranslations('cart')
  const stockMap = useAtomValue(stockAtom)
  const adjusted = useAtomValue(adjustedIdsAtom).includes(item.id)
  const limits = useAtomValue(cartLimitsAtom)
  const { totalCount } = useAtomValue(cartTotalsAtom)
  const setQuantity = useSetAtom(setQuantityAtom)
  const remove = useSetAtom(removeFromCartAtom)
  // Unknown until a stock answer covers this line; the + stays enabled and no warning shows until then.
  const stock = knownStock(stockMap, item.id)
  const href = productHref(item, locale)
  const warn = showsStockWarning(item.quantity, stock, adjusted)
  // The order's own limit is said once in the drawer; the size's, here on its line.
  const limit = limitReached(item.quantity, totalCount, limits)
  const limitHint = limit === 'perSize' && limits ? `limit-${item.id}` : undefined
  // The size as the shopper reads it ('35,5' in French); the line keeps '35.5' for the server.
  const size = formatSize(item.size, locale)
  const name = item.titles?.[locale] || item.title
  const title = href ? (
    <NextLink href={href} onClick={onNavigate}>
      {name}
    </NextLink>
  ) : (
    name
  )
  return (
    <li className={styles.line} data-testid="cart-line" data-sku={item.product_id}>
      <div className={styles.thumb}>
        {/* The picture leads to the product too; one tab stop per line is enough, the title link is the named one. */}
        {item.image && href ? (
          <NextLink
            href={href}
            onClick={onNavigate}
            tabIndex={-1}
            aria-hidden="true"
            data-testid="cart-line-image-link"
          >
            <LineImage src={item.image} />
          </NextLink>
        ) : (
          item.image && <LineImage src={item.image} />
        )}
      </div>
      <div className={styles.lineBody}>
        <p className={styles.lineTitle}>{title}</p>
        <p className={styles.lineMeta}>
          {t('line', {
            size,
            kind: sizeKind(item.sizeSystem),
            color: item.colorNames?.[locale] || item.variant || item.color,
          })}
        </p>
        <p className={styles.linePrice}>{formatCartTotal(item.price)}</p>
        <div className={styles.qty} role="group" aria-label={t('quantity')}>
          <button
            type="button"
            aria-label={t('decrease', { title: name })}
            disabled={!canDecrease(item.quantity)}
            onClick={() => {
              setQuantity({ id: item.id, quantity: item.quantity - 1 })
              trackRemoveFromCart(cartAnalyticsItem(item, 1))
            }}
          >
            −
          </button>
          <span className={styles.count} aria-hidden="true" data-testid="cart-line-quantity">
            {item.quantity}
          </span>
          {/* What a change announces, whole: "Vavin pumps, size 38: quantity 2", not a bare "2". The visible
              number beside it is hidden from assistive technology, so the line reads the sentence once. */}
          <output className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="cart-line-status">
            {t('quantityStatus', { title: name, size, kind: sizeKind(item.sizeSystem), n: item.quantity })}
          </output>
          <button
            type="button"
            aria-label={t('increase', { title: name })}
            disabled={!canIncrease(item.quantity, stock) || limit !== null}
            aria-describedby={limitHint}
            onClick={() => {
              setQuantity({ id: item.id, quantity: item.quantity + 1 })
              trackAddToCart(cartAnalyticsItem(item, 1))
            }}
          >
            +
          </button>
        </div>
        {limitHint && (
          <p id={limitHint} className={styles.hint} data-testid="cart-line-limit">
            {t('sizeLimit', { n: limits!.perSize, kind: sizeKind(item.sizeSystem) })}
          </p>
        )}
        {warn && (
          <p className={styles.warning} role="alert" data-testid="cart-line-warning">
            {t('stockWarning', { n: stock ?? 0 })}
          </p>
        )}
        <button
          type="button"
          className={styles.remove}
          aria-label={t('removeLabel', { title: name, size, kind: sizeKind(item.sizeSystem) })}
          onClick={() => {
            remove(item.id)
            trackRemoveFromCart(cartAnalyticsItem(item))
          }}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  )
}

// The thumbnail file Payload generated at upload, as is (decorative: the title says what it is).
const LineImage = ({ src }: { src: string }) => (
  // eslint-disable-next-line @next/next/no-img-element -- a pre-generated size; no per-request optimisation
  <img src={src} alt="" width={96} height={120} loading="lazy" decoding="async" />
)
