import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { type Locale, localizedHref } from '@/domain/locale'
import { HeaderSearch } from './HeaderSearch'
import { HeaderShell } from './HeaderShell.client'
import { AccountLink } from '../account/AccountLink.client'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { LocalLink } from './LocalLink'
import { MobileMenu } from './MobileMenu.client'
import { Icon } from '@/components/icons'
import { ACCESSORIES, HEELS, HOUSE, INSTAGRAM_URL } from '@/domain/navigation'

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const tl = await getTranslations({ locale, namespace: 'language' })
  const ts = await getTranslations({ locale, namespace: 'search' })
  const tw = await getTranslations({ locale, namespace: 'wishlist' })
  const search = { label: ts('label'), placeholder: ts('placeholder'), submit: ts('submit') }
  const resolve = (links: typeof HEELS) =>
    links.map((l) => ({ label: t(l.key), href: l.href.startsWith('#') ? l.href : localizedHref(l.href, locale) }))
  const groups = [
    { title: t('heels'), links: resolve(HEELS) },
    { title: t('accessories'), links: resolve(ACCESSORIES) },
    { title: t('house'), links: resolve(HOUSE) },
  ]
  return (
    <HeaderShell>
      <div className="header__bar">
        <div className="header__start">
          <MobileMenu
            locale={locale}
            groups={groups}
            instagramUrl={INSTAGRAM_URL}
            instagramIcon={<Icon name="instagram" />}
            labels={{
              open: t('openMenu'),
              close: t('closeMenu'),
              menu: t('menu'),
              instagram: t('instagram'),
              switchTo: tl('switchTo'),
              switchLabel: tl('switchLabel'),
              language: t('language'),
            }}
            search={{ ...search, action: localizedHref('/search', locale) }}
          />
          <HeaderSearch locale={locale} labels={search} />
        </div>
        <Link href={localizedHref('/', locale)} className="wordmark" aria-label={`Maison Sabine — ${t('home')}`}>
          Maison Sabine
        </Link>
        <div className="header__end">
          <LocalLink href="/contact" locale={locale} className="header__util">
            {t('contact')}
          </LocalLink>
          <LocalLink href="/wishlist" locale={locale} className="header__util" data-testid="header-wishlist">
            {tw('link')}
          </LocalLink>
          <AccountLink locale={locale} className="header__util" />
          <LanguageSwitcher
            locale={locale}
            label={tl('switchTo')}
            title={tl('switchLabel')}
            className="header__util lang-switch"
          />
        </div>
      </div>
      <nav className="header__nav" aria-label={t('mainLabel')}>
        <ul>
          {[...HEELS, ...ACCESSORIES, ...HOUSE.slice(0, 1)].map((l) => (
            <li key={l.href}>
              <LocalLink href={l.href} locale={locale}>
                {t(l.key)}
              </LocalLink>
            </li>
          ))}
          {/* The house's own pages under one entry: a native disclosure, so it opens before any script has run. */}
          <li className="nav-house">
            <details data-testid="nav-house">
              <summary>{t('house')}</summary>
              <ul className="nav-house__list">
                {HOUSE.slice(1).map((l) => (
                  <li key={l.href}>
                    <LocalLink href={l.href} locale={locale}>
                      {l.key === 'brand' ? t('houseStory') : t(l.key)}
                    </LocalLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        </ul>
      </nav>
    </HeaderShell>
  )
}
