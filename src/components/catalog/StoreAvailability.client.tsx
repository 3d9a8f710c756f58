'use client'
// Stock per size in each store, online and in the boutique, with the way to the boutique.
// Follows the live stock island like the size picker.
import { useLocale, useTranslations } from '@/i18n/client'
import type { Locale } from '@/domain/locale'
import { formatSize } from '@/domain/numberFormat'
import type { SizeAvailability } from '@/domain/inventory'
import { useLiveSizes } from './LiveStock.client'
import styles from './catalog.module.css'

export function StoreAvailability({ sizes: snapshot, hand }: { sizes: SizeAvailability[]; hand: boolean }) {
  const sizes = useLiveSizes(snapshot)
  const t = useTranslations('catalog.product')
  const locale = useLocale() as Locale
  const cell = (n: number) => (n > 0 ? t('available', { n }) : t('unavailable'))
  return (
    <section className={styles.section} aria-labelledby="stores-title" data-testid="store-availability">
      <h2 id="stores-title">{t('storeTitle')}</h2>
      <p className={styles.muted}>{t('storeIntro')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{hand ? t('handSize') : t('size')}</th>
              <th scope="col">{t('online')}</th>
              <th scope="col">{t('boutique')}</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((s) => (
              <tr key={s.sku} data-size={s.size}>
                <th scope="row">{formatSize(s.size, locale)}</th>
                <td data-zero={s.online === 0}>{cell(s.online)}</td>
                <td data-zero={s.boutique === 0}>{cell(s.boutique)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a href="#store" className={styles.mapLink} data-analytics="store" data-action="view_on_map">
        {t('viewOnMap')}
      </a>
    </section>
  )
}
