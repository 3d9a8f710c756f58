import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import type { BoutiqueView } from '@/server/stores'
import { CookieSettingsLink } from '@/components/consent/CookieSettingsLink.client'
import { FooterNewsletter } from '@/components/forms/NewsletterBlock'
import { FooterNewsletterGate } from '@/components/forms/FooterNewsletterGate.client'
import { Icon } from '@/components/icons'
import { StoreSection } from '@/components/storeMap/StoreSection'
import { LocalLink } from './LocalLink'
import { ACCESSORIES, HEELS, HOUSE, INSTAGRAM_URL } from '@/domain/navigation'

export async function Footer({
  locale,
  boutique,
}: {
  locale: Locale
  boutique: BoutiqueView | null
  /** The store section builds its own maps-app link (per platform); kept so the layout's call stays valid. */
  mapsHref?: string
}) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const n = await getTranslations({ locale, namespace: 'nav' })
  const w = await getTranslations({ locale, namespace: 'wishlist' })
  return (
    <footer className="footer">
      <StoreSection locale={locale} boutique={boutique} id="store" />
      <FooterNewsletterGate>
        <FooterNewsletter locale={locale} />
      </FooterNewsletterGate>
      <div className="footer__columns">
        <p className="footer__brand">
          <span className="wordmark wordmark--small">Maison Sabine</span>
          <span>{t('tagline')}</span>
        </p>
        <nav aria-label={t('collectionTitle')}>
          <h2 className="footer__heading">{t('collectionTitle')}</h2>
          <ul>
            {[...HEELS, ...ACCESSORIES].map((l) => (
              <li key={l.href}>
                <LocalLink href={l.href} locale={locale}>
                  {n(l.key)}
                </LocalLink>
              </li>
            ))}
            <li>
              <LocalLink href="/wishlist" locale={locale}>
                {w('link')}
              </LocalLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('houseTitle')}>
          <h2 className="footer__heading">{t('houseTitle')}</h2>
          <ul>
            {HOUSE.filter((l) => !l.href.startsWith('#')).map((l) => (
              <li key={l.href}>
                <LocalLink href={l.href} locale={locale}>
                  {n(l.key)}
                </LocalLink>
              </li>
            ))}
            <li>
              <LocalLink href="/contact" locale={locale}>
                {n('contact')}
              </LocalLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('legalTitle')}>
          <h2 className="footer__heading">{t('legalTitle')}</h2>
          <ul>
            <li>
              <LocalLink href="/legal" locale={locale}>
                {t('legal')}
              </LocalLink>
            </li>
            <li>
              <LocalLink href="/terms" locale={locale}>
                {t('terms')}
              </LocalLink>
            </li>
            <li>
              <LocalLink href="/privacy" locale={locale}>
                {t('privacy')}
              </LocalLink>
            </li>
            <li>
              <LocalLink href="/return-policy" locale={locale}>
                {t('returns')}
              </LocalLink>
            </li>
            <li>
              <LocalLink href="/orders/find" locale={locale}>
                {t('findOrder')}
              </LocalLink>
            </li>
            <li>
              <LocalLink href="/accessibility" locale={locale}>
                {t('accessibility')}
              </LocalLink>
            </li>
            <li>
              <LocalLink href="/wholesales" locale={locale}>
                {t('wholesale')}
              </LocalLink>
            </li>
            <li>
              <CookieSettingsLink label={t('cookieSettings')} />
            </li>
            <li>
              <a
                href={INSTAGRAM_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="with-icon"
                data-analytics="social"
                data-network="instagram"
                data-location="footer"
              >
                <Icon name="instagram" />
                {n('instagram')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__legal">{t('rights', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
