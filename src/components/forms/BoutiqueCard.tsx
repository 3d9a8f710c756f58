// The boutique's address, phone, email and hours beside the contact form.
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { formatTimeRange } from '@/domain/numberFormat'
import { type BoutiqueView, mapsUrl } from '@/server/stores'
import styles from './contact.module.css'

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

export async function BoutiqueCard({ locale, boutique }: { locale: Locale; boutique: BoutiqueView | null }) {
  const t = await getTranslations({ locale, namespace: 'requests.contact' })
  const days = await getTranslations({ locale, namespace: 'footer.days' })
  if (!boutique) return null
  const hours = new Map(boutique.hours.map((h) => [h.day, h]))
  return (
    <aside className={styles.card} aria-labelledby="boutique-title" data-testid="contact-boutique">
      <h2 id="boutique-title" className={styles.cardTitle}>
        {t('boutiqueTitle')}
      </h2>
      <address className={styles.address}>
        {boutique.name}
        <br />
        {boutique.street}
        <br />
        {boutique.postalCode} {boutique.city}
      </address>
      <dl className={styles.contactList}>
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${boutique.phone.replace(/\s/g, '')}`}>{boutique.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('emailLabel')}</dt>
          <dd>
            <a href={`mailto:${boutique.email}`}>{boutique.email}</a>
          </dd>
        </div>
      </dl>
      <h3 className={styles.subTitle}>{t('hours')}</h3>
      <dl className={styles.hours}>
        {DAYS.map((d) => {
          const h = hours.get(d)
          return (
            <div key={d}>
              <dt>{days(d)}</dt>
              <dd>{!h || h.closed || !h.open ? t('closed') : formatTimeRange(h.open, h.close ?? '', locale)}</dd>
            </div>
          )
        })}
      </dl>
      <a className="button" href={mapsUrl(boutique)} target="_blank" rel="noopener noreferrer">
        {t('directions')}
      </a>
    </aside>
  )
}
