'use client'
// Shows only the other language. Stores the choice in the locale cookie, then lands on the same page there.
import { usePathname } from 'next/navigation'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale, switchLocalePath } from '@/domain/locale'

interface Props {
  locale: Locale
  label: string
  title: string
  className?: string
}

export function LanguageSwitcher({ locale, label, title, className }: Props) {
  const pathname = usePathname() || '/'
  const target: Locale = locale === 'fr' ? 'en' : 'fr'
  const href = switchLocalePath(pathname, target)
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      title={title}
      className={className ?? 'lang-switch'}
      data-testid="language-switcher"
      onClick={(e) => {
        e.preventDefault()
        document.cookie = `${LOCALE_COOKIE}=${target}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`
        const { pathname: p, search, hash } = window.location
        window.location.assign(switchLocalePath(`${p}${search}${hash}`, target))
      }}
    >
      {label}
    </a>
  )
}
