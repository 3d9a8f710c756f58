'use client'
// The home hero: ~25 titled slides, advancing every 6 s (paused on hover, focus, or by the shopper), with
// previous / next. Only the current and next pictures are mounted; each shows a loading shimmer until painted.
// A shopper whose system asks for reduced motion gets it paused: it never advances by itself until they press play.
import NextLink from 'next/link'
import { useTranslations } from '@/i18n/client'
import { useEffect, useState } from 'react'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useReducedMotion } from '@/components/system/useReducedMotion'
import type { ImageView } from '@/server/catalogViews'
import styles from './home.module.css'

export interface Slide {
  key: string
  title: string
  subtitle: string
  href: string
  image: ImageView
}

const ADVANCE_MS = 6000

export function HeroSlideshow({ slides, cta }: { slides: Slide[]; cta: string }) {
  const t = useTranslations('catalog.home')
  const [index, setIndex] = useState(0)
  const reducedMotion = useReducedMotion()
  // null until the shopper presses play or pause: then their choice wins over the system's preference.
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = choice ?? !reducedMotion
  const [hold, setHold] = useState(false)
  const [loaded, setLoaded] = useState<Record<string, boolean>>({})
  const n = slides.length
  const markLoaded = (key: string) => setLoaded((l) => (l[key] ? l : { ...l, [key]: true }))
  // The first picture is usually painted before hydration, when onLoad is not listened to yet.
  const seen = (key: string) => (el: HTMLImageElement | null) => {
    if (el?.complete && el.naturalWidth > 0) markLoaded(key)
  }
  useEffect(() => {
    if (!playing || hold || n < 2) return
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % n), ADVANCE_MS)
    return () => window.clearTimeout(id)
  }, [index, playing, hold, n])
  const go = (i: number) => setIndex((i + n) % n)
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={t('heroLabel')}
      onMouseEnter={() => setHold(true)}
      onMouseLeave={() => setHold(false)}
      onFocus={() => setHold(true)}
      onBlur={() => setHold(false)}
    >
      <div className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((s, i) => {
          const near = i === index || i === (index + 1) % n
          return (
            <div
              key={s.key}
              className={styles.slide}
              data-active={i === index}
              aria-hidden={i !== index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { n: i + 1, total: n })}
            >
              {near && (
                <ResponsiveImage
                  ref={seen(s.key)}
                  sources={s.image.full}
                  alt={s.image.alt}
                  priority={i === 0}
                  sizes="100vw"
                  className={styles.slideImage}
                  data-loaded={loaded[s.key] ?? false}
                  onLoad={() => markLoaded(s.key)}
                />
              )}
              <div className={styles.caption}>
                <p className={styles.slideTitle}>{s.title}</p>
                <p className={styles.slideSubtitle}>{s.subtitle}</p>
                <NextLink href={s.href} className={styles.slideLink} tabIndex={i === index ? 0 : -1}>
                  {cta}
                  <span className="visually-hidden">: {s.title}</span>
                </NextLink>
              </div>
            </div>
          )
        })}
      </div>
      <div className={styles.controls}>
        <button type="button" onClick={() => go(index - 1)} aria-label={t('previous')}>
          ←
        </button>
        <span className={styles.counter} aria-hidden="true">
          {index + 1} / {n}
        </span>
        <button type="button" onClick={() => go(index + 1)} aria-label={t('next')}>
          →
        </button>
        <button type="button" onClick={() => setChoice(!playing)} aria-label={playing ? t('pause') : t('play')}>
          {playing ? '❚❚' : '▶'}
        </button>
      </div>
    </section>
  )
}
