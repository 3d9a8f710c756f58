import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { LocalLink } from './LocalLink'

/** The thin black bar above every page: the black ankle boots, and the boutique on a maps service. A labelled
 * navigation landmark, so no content of the page sits outside a landmark (axe `region`). */
export async function TopBar({ locale, mapsHref }: { locale: Locale; mapsHref: string }) {
  const t = await getTranslations({ locale, namespace: 'topbar' })
  return (
    <nav className="topbar" aria-label={t('label')}>
      <LocalLink href="/ankle-boots/black" locale={locale} className="topbar__link">
        {t('blackAnkleBoots')}
      </LocalLink>
      <a href={mapsHref} className="topbar__link" target="_blank" rel="noopener noreferrer">
        {t('store')}
      </a>
    </nav>
  )
}
