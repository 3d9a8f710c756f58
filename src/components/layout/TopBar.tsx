import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { LocalLink } from './LocalLink'

/** The thin black bar above every page: the black ankle boots, and the boutique on a maps service. */
export async function TopBar({ locale, mapsHref }: { locale: Locale; mapsHref: string }) {
  const t = await getTranslations({ locale, namespace: 'topbar' })
  return (
    <div className="topbar">
      <LocalLink href="/ankle-boots/black" locale={locale} className="topbar__link">
        {t('blackAnkleBoots')}
      </LocalLink>
      <a href={mapsHref} className="topbar__link" target="_blank" rel="noopener noreferrer">
        {t('store')}
      </a>
    </div>
  )
}
