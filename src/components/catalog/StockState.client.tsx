'use client'
// The product-level stock message: out of stock everywhere, or out online but in the Paris boutique. Follows the
// live stock island, so a product selling out shows it without a new page.
import { useTranslations } from '@/i18n/client'
import { type SizeAvailability, productAvailability } from '@/domain/inventory'
import { useLiveSizes } from './LiveStock.client'
import styles from './catalog.module.css'

export function StockState({ sizes: snapshot }: { sizes: SizeAvailability[] }) {
  const availability = productAvailability(useLiveSizes(snapshot))
  const t = useTranslations('catalog.product')
  if (availability === 'in-stock') return null
  if (availability === 'out-of-stock') {
    return (
      <div className={styles.stockState} data-testid="out-of-stock">
        <p className={styles.stockStateTitle}>{t('outOfStock')}</p>
        <p>{t('outOfStockAll')}</p>
      </div>
    )
  }
  return (
    <div className={styles.stockState} data-testid="boutique-only">
      <p>{t('boutiqueOnly')}</p>
      <a href="#store">{t('boutiqueOnlyCta')}</a>
    </div>
  )
}
