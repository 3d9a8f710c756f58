// The boutique's section: address, contact, the week's hours with open/closed now, 'How to Get There' and the map.
// It is the #store target in every page's footer and the body of /store. Everything but the map is server HTML,
// so the address, the hours and the maps-app link stay usable whatever happens to the map.
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { Icon, type IconName } from '@/components/icons'
import type { BoutiqueView } from '@/server/stores'
import { MapsAppLink } from './MapsAppLink.client'
import { StoreHours } from './StoreHours.client'
import { StoreMap } from './StoreMap.client'
import styles from './storeMap.module.css'

/** How each way of arriving is drawn beside its name. */
const DIRECTION_ICONS: Record<'metro' | 'walking' | 'parking', IconName> = {
  metro: 'subway',
  walking: 'person-walking',
  parking: 'car',
}

export async function StoreSection({
  locale,
  boutique,
  id,
  headingLevel = 2,
  placement = 'footer',
  lede,
}: {
  locale: Locale
  boutique: BoutiqueView | null
  id: string
  headingLevel?: 1 | 2
  /** In every page's footer, or the body of /store (where the footer's copy is hidden: one map a page). */
  placement?: 'footer' | 'page'
  lede?: string
}) {
  const t = await getTranslations({ locale, namespace: 'storeMap' })
  const H = headingLevel === 1 ? 'h1' : 'h2'
  const S = headingLevel === 1 ? 'h2' : 'h3'
  const address = boutique ? `${boutique.street}, ${boutique.postalCode} ${boutique.city}` : ''
  const target = { lat: boutique?.lat ?? null, lng: boutique?.lng ?? null, label: boutique?.name ?? '', address }
  const d = boutique?.directions
  return (
    <section
      id={id}
      className={`${styles.section} ${placement === 'footer' ? styles.inFooter : ''}`}
      data-store-placement={placement}
      aria-labelledby={`${id}-title`}
    >
      <H id={`${id}-title`} className={styles.title}>
        {t('title')}
      </H>
      {lede && <p className={styles.lede}>{lede}</p>}
      <div className={styles.grid}>
        <div className={styles.info}>
          {boutique && (
            <>
              <S className={styles.subheading}>{t('addressTitle')}</S>
              <address className={styles.address} data-testid="store-address">
                {boutique.name}
                <br />
                {boutique.street}
                <br />
                {boutique.postalCode} {boutique.city}
              </address>
              <MapsAppLink target={target} label={t('map.openInMaps')} className={styles.mapsLink} />
              <S className={styles.subheading}>{t('contactTitle')}</S>
              <p className={styles.contact}>
                {boutique.phone && (
                  <a href={`tel:${boutique.phone.replace(/\s/g, '')}`} data-analytics="store" data-action="call">
                    {boutique.phone}
                  </a>
                )}
                {boutique.email && (
                  <a href={`mailto:${boutique.email}`} data-analytics="store" data-action="email">
                    {boutique.email}
                  </a>
                )}
              </p>
              <S className={`${styles.subheading} with-icon`}>
                <Icon name="clock" size={14} />
                {t('hoursTitle')}
              </S>
              <StoreHours hours={boutique.hours} idPrefix={id} />
              {d && (d.metro || d.walking || d.parking) && (
                <>
                  <S className={styles.subheading}>{t('howTitle')}</S>
                  <dl className={styles.directions} data-testid="store-directions">
                    {(['metro', 'walking', 'parking'] as const)
                      .filter((k) => d[k])
                      .map((k) => (
                        <div key={k}>
                          <dt className="with-icon">
                            <Icon name={DIRECTION_ICONS[k]} />
                            {t(k)}
                          </dt>
                          <dd>{d[k]}</dd>
                        </div>
                      ))}
                  </dl>
                </>
              )}
            </>
          )}
        </div>
        {boutique && boutique.lat !== null && boutique.lng !== null && (
          <StoreMap
            idPrefix={id}
            lat={boutique.lat}
            lng={boutique.lng}
            name={boutique.name}
            address={address}
            placement={placement}
          />
        )}
      </div>
    </section>
  )
}
