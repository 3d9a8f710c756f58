// The home hero's data and its loading state (streamed: the page shell paints while slides are read).
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { localizedHref } from '@/domain/locale'
import { getHeroSlides } from '@/server/catalog'
import { HeroSlideshow } from './HeroSlideshow.client'
import styles from './home.module.css'

export function HeroLoading({ label }: { label: string }) {
  return (
    <div className={`${styles.hero} ${styles.heroLoading}`} aria-busy="true">
      <p role="status" className={styles.loadingText}>
        {label}
      </p>
    </div>
  )
}

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'catalog.home' })
  const slides = await getHeroSlides(locale)
  if (slides.length === 0) return null
  return (
    <HeroSlideshow slides={slides.map((s) => ({ ...s, href: localizedHref(s.href, locale) }))} cta={t('discover')} />
  )
}
