// Stock per size in each store (SPEC §3 product attributes "store availability"), with the way to the boutique.
import { getTranslations } from 'next-intl/server'
import type { SizeAvailability } from '@/domain/inventory'
import type { Locale } from '@/domain/locale'
import styles from './catalog.module.css'

export async function StoreAvailability({ sizes, locale, hand }: { sizes: SizeAvailability[]; locale: Locale; hand: boolean }) {
  const t = await getTranslations({ locale, namespace: 'catalog.product' })
  const cell = (n: number) => (n > 0 ? t('available', { n }) : t('unavailable'))
  return (
    <section className={styles.section} aria-labelledby="stores-title" data-testid="store-availability">
      <h2 id="stores-title">{t('storeTitle')}</h2>
      <p className={styles.muted}>{t('storeIntro')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr><th scope="col">{hand ? t('handSize') : t('size')}</th><th scope="col">{t('online')}</th><th scope="col">{t('boutique')}</th></tr>
          </thead>
          <tbody>
            {sizes.map((s) => (
              <tr key={s.sku} data-size={s.size}>
                <th scope="row">{s.size}</th>
                <td data-zero={s.online === 0}>{cell(s.online)}</td>
                <td data-zero={s.boutique === 0}>{cell(s.boutique)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a href="#store" className={styles.mapLink}>{t('viewOnMap')}</a>
    </section>
  )
}
