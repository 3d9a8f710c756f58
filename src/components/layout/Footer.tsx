import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import type { BoutiqueView } from '@/server/stores'
import { CookieSettingsLink } from '@/components/consent/CookieSettingsLink.client'
import { FooterNewsletter } from '@/components/forms/NewsletterBlock'
import { LocalLink } from './LocalLink'
import { ACCESSORIES, HEELS, HOUSE, INSTAGRAM_URL } from '@/domain/navigation'

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

export async function Footer({
  locale,
  boutique,
  mapsHref,
}: {
  locale: Locale
  boutique: BoutiqueView | null
  mapsHref: string
}) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const n = await getTranslations({ locale, namespace: 'nav' })
  const hours = new Map((boutique?.hours ?? []).map((h) => [h.day, h]))
  return (
    <footer className="footer">
      <section id="store" className="footer__store" aria-labelledby="store-title">
        <h2 id="store-title" className="footer__heading">
          {t('storeTitle')}
        </h2>
        {boutique && (
          <address className="footer__address">
            {boutique.name}
            <br />
            {boutique.street}
            <br />
            {boutique.postalCode} {boutique.city}
            <br />
            <a href={`tel:${boutique.phone.replace(/\s/g, '')}`}>{boutique.phone}</a>
          </address>
        )}
        <a className="footer__directions" href={mapsHref} target="_blank" rel="noopener noreferrer">
          {t('directions')}
        </a>
        <h3 className="footer__subheading">{t('hoursTitle')}</h3>
        <dl className="footer__hours">
          {DAYS.map((d) => {
            const h = hours.get(d)
            return (
              <div key={d}>
                <dt>{t(`days.${d}`)}</dt>
                <dd>{!h || h.closed || !h.open ? t('closed') : `${h.open} – ${h.close}`}</dd>
              </div>
            )
          })}
        </dl>
      </section>
      <FooterNewsletter locale={locale} />
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
              <a href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer">
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
