// The product-level stock message: out of stock everywhere, or out online but in the Paris boutique.
import { getTranslations } from 'next-intl/server'
import type { ProductAvailability } from '@/domain/inventory'
import type { Locale } from '@/domain/locale'
import styles from './catalog.module.css'

export async function StockState({ availability, locale }: { availability: ProductAvailability; locale: Locale }) {
  if (availability === 'in-stock') return null
  const t = await getTranslations({ locale, namespace: 'catalog.product' })
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
