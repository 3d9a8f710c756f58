// The 404 page: walked-away copy, a 7-second countdown back to the locale's home, ways onward. noindex.
import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { Icon } from '@/components/icons'
import { LocalLink } from '@/components/layout/LocalLink'
import { ACCESSORIES, HEELS, HOUSE, INSTAGRAM_URL } from '@/domain/navigation'
import { NotFoundCountdown } from '@/components/errors/NotFoundCountdown.client'
import { type Locale, localizedHref } from '@/domain/locale'
import { NOT_FOUND_REDIRECT_SECONDS } from '@/domain/notFound'

export const metadata: Metadata = { robots: { index: false, follow: true } }

export default async function NotFound() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const n = await getTranslations({ locale, namespace: 'nav' })
  const home = localizedHref('/', locale)
  return (
    <section className="not-found" aria-labelledby="nf-title" data-testid="not-found">
      <p className="eyebrow">404</p>
      <h1 id="nf-title" className="display">
        {t('title')}
      </h1>
      <p className="lede">{t('text')}</p>
      <NotFoundCountdown seconds={NOT_FOUND_REDIRECT_SECONDS} home={home} />
      <div className="actions">
        <LocalLink href="/" locale={locale} className="button button--solid with-icon">
          <Icon name="home" />
          {t('returnHome')}
        </LocalLink>
        <LocalLink href="/magazine" locale={locale} className="button">
          {t('exploreMagazine')}
        </LocalLink>
      </div>
      <div className="not-found__lists">
        <nav aria-label={t('collection')}>
          <h2>{t('collection')}</h2>
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
        <nav aria-label={t('discover')}>
          <h2>{t('discover')}</h2>
          <ul>
            {HOUSE.filter((l) => !l.href.startsWith('#')).map((l) => (
              <li key={l.href}>
                <LocalLink href={l.href} locale={locale}>
                  {n(l.key)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('connect')}>
          <h2>{t('connect')}</h2>
          <ul>
            <li>
              <LocalLink href="/contact" locale={locale}>
                {n('contact')}
              </LocalLink>
            </li>
            <li>
              <a href={`${home === '/' ? '' : home}#store`}>{n('store')}</a>
            </li>
            <li>
              <a href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer" className="with-icon">
                <Icon name="instagram" />
                {n('instagram')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <blockquote className="not-found__quote">{t('quote')}</blockquote>
    </section>
  )
}
