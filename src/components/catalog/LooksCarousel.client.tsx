'use client'
// The carousel behind "Shop the looks": previous / next product, go to a slide, shop now.
import NextLink from 'next/link'
import { useTranslations } from '@/i18n/client'
import { useState } from 'react'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { ImageView } from '@/server/catalogViews'
import styles from './catalog.module.css'

export interface Look {
  handle: string
  title: string
  colorName: string
  price: string
  href: string
  image: ImageView | null
}

export function LooksCarousel({ looks, start, title }: { looks: Look[]; start: number; title: string }) {
  const t = useTranslations('catalog.product')
  const [index, setIndex] = useState(start)
  const go = (i: number) => setIndex((i + looks.length) % looks.length)
  const look = looks[index]!
  return (
    <section
      className={styles.section}
      aria-roledescription="carousel"
      aria-labelledby="looks-title"
      data-testid="shop-the-looks"
    >
      <h2 id="looks-title">{title}</h2>
      <div className={styles.looks}>
        <div className={styles.lookFigure} aria-live="polite">
          {look.image && (
            <ResponsiveImage sources={look.image.full} alt={look.image.alt} sizes="(min-width: 900px) 60vw, 100vw" />
          )}
        </div>
        <div className={styles.lookText}>
          <p className={styles.lookTitle} data-testid="look-title">
            {look.title}
          </p>
          <p className={styles.muted}>
            {look.colorName} · {look.price}
          </p>
          <NextLink href={look.href} className="button button--solid">
            {t('shopNow')}
            <span className="visually-hidden">: {look.title}</span>
          </NextLink>
          <div className={styles.lookNav}>
            <button type="button" onClick={() => go(index - 1)} aria-label={t('previousLook')}>
              ←
            </button>
            <button type="button" onClick={() => go(index + 1)} aria-label={t('nextLook')}>
              →
            </button>
          </div>
          <ol className={styles.dots}>
            {looks.map((l, i) => (
              <li key={l.handle}>
                <button
                  type="button"
                  aria-label={t('goToLook', { n: i + 1, title: l.title })}
                  aria-current={i === index}
                  onClick={() => setIndex(i)}
                />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
