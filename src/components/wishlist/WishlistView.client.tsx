'use client'
// The wishlist page's list: the browser's saved pairs (./savedSync.ts), their cards read from
// /api/wishlist/products (the same answer for whoever saved the same pairs), each size with its stock state now,
// "notify me" for a sold-out size, and a heart to take a pair out. Loading, empty and failed states each say so.
import { useEffect, useState } from 'react'
import { useSetAtom } from 'jotai'
import { useTranslations } from '@/i18n/client'
import { LocalLink } from '@/components/layout/LocalLink'
import { StockInterestQuestion } from '@/components/forms/StockInterestQuestion.client'
import { pushToastAtom } from '@/components/toast/store'
import type { SizeStatus } from '@/domain/inventory'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { formatSize } from '@/domain/numberFormat'
import { requestJson } from '@/lib/http'
import { useSavedPairs } from './useSavedPairs'
import styles from './wishlist.module.css'

interface Pair {
  id: number
  handle: string
  title: string
  colorName: string
  price: number
  hand: boolean
  image: { src: string; alt: string; card: { src: string; width: number; height: number } | null } | null
  sizes: { size: string; sku: string; status: SizeStatus }[]
}

type Loaded = { key: string; pairs: Pair[] } | { key: string; failed: true }

export function WishlistView({ locale }: { locale: Locale }) {
  const t = useTranslations('wishlist')
  const { saved, ready, toggle } = useSavedPairs()
  const pushToast = useSetAtom(pushToastAtom)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [asking, setAsking] = useState<string | null>(null)
  const key = saved.join(',')

  const [attempt, setAttempt] = useState(0)
  // A pair taken out needs no new read: the list shown is filtered by what is saved now.
  const shownKey = loaded && 'pairs' in loaded ? loaded.key : ''
  const covered = saved.every((id) => shownKey.split(',').includes(String(id)))
  useEffect(() => {
    if (!ready || !key || covered) return
    let live = true
    requestJson<{ pairs: Pair[] }>(`/api/wishlist/products?ids=${key}&locale=${locale}`, { method: 'GET' }).then(
      ({ pairs }) => live && setLoaded({ key, pairs }),
      () => live && setLoaded({ key, failed: true }),
    )
    return () => {
      live = false
    }
  }, [ready, key, covered, locale, attempt])

  if (!ready || (key && !loaded))
    return (
      <p className={styles.placeholder} role="status" aria-busy="true" data-testid="wishlist-loading">
        {t('loading')}
      </p>
    )
  if (!key)
    return (
      <div className={styles.placeholder} data-testid="wishlist-empty">
        <p>{t('empty')}</p>
        <p>{t('emptyHint')}</p>
        <LocalLink href="/" locale={locale} className="button">
          {t('browse')}
        </LocalLink>
      </div>
    )
  if (loaded && 'failed' in loaded)
    return (
      <div className={styles.placeholder} role="alert">
        <p>{t('error')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setLoaded(null)
            setAttempt((n) => n + 1)
          }}
        >
          {t('retry')}
        </button>
      </div>
    )
  const pairs = (loaded && 'pairs' in loaded ? loaded.pairs : []).filter((p) => saved.includes(p.id))
  return (
    <>
      <p role="status" data-testid="wishlist-count">
        {t('count', { count: pairs.length })}
      </p>
      <ul className={styles.list} data-testid="wishlist">
        {pairs.map((p) => (
          <li key={p.id} className={styles.pair} data-testid="wishlist-pair" data-handle={p.handle}>
            <LocalLink href={`/${p.handle}`} locale={locale} tabIndex={-1} aria-hidden="true">
              {/* eslint-disable-next-line @next/next/no-img-element -- a small card picture of a fixed size */}
              <img
                src={p.image?.card?.src ?? p.image?.src ?? ''}
                width={p.image?.card?.width ?? 640}
                height={p.image?.card?.height ?? 800}
                alt=""
                loading="lazy"
              />
            </LocalLink>
            <div>
              <h2 className={styles.pairTitle}>
                <LocalLink href={`/${p.handle}`} locale={locale}>
                  {p.title}
                </LocalLink>
              </h2>
              <p className={styles.pairMeta}>
                {p.colorName} · {formatPrice(p.price, locale)}
              </p>
              <h3 className="visually-hidden">{p.hand ? t('sizesHand') : t('sizes')}</h3>
              <ul className={styles.sizes}>
                {p.sizes.map((s) => (
                  <li key={s.sku} className={styles.size} data-status={s.status} data-testid="wishlist-size">
                    <span>{formatSize(s.size, locale)}</span>
                    <small>{t(`status.${s.status}`)}</small>
                  </li>
                ))}
              </ul>
              {p.sizes
                .filter((s) => s.status === 'out')
                .map((s) =>
                  asking === s.sku ? (
                    <StockInterestQuestion
                      key={s.sku}
                      product={{ id: p.id, title: p.title }}
                      sku={s.sku}
                      size={s.size}
                      hand={p.hand}
                    />
                  ) : (
                    <button
                      key={s.sku}
                      type="button"
                      className={`button ${styles.notifyButton}`}
                      onClick={() => setAsking(s.sku)}
                    >
                      {t('notify', { size: formatSize(s.size, locale), kind: p.hand ? 'glove' : 'shoe' })}
                    </button>
                  ),
                )}
            </div>
            <button
              type="button"
              className={styles.heart}
              aria-pressed="true"
              aria-label={t('remove', { title: p.title })}
              data-testid="wishlist-remove"
              onClick={() => {
                toggle(p.id)
                pushToast({ type: 'success', title: t('removedToast') })
              }}
            >
              <svg
                aria-hidden="true"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                strokeWidth="1.4"
                stroke="currentColor"
              >
                <path d="M12 20.5 4.4 13a4.6 4.6 0 0 1 6.5-6.6L12 7.5l1.1-1.1A4.6 4.6 0 0 1 19.6 13L12 20.5Z" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
