'use client'
// The size guide dialog: EU/FR/IT/UK/US and foot length, or hand sizes with the hand's circumference. Its button
// keeps a tap made before the page is live (earlyTap) and opens the guide once it is.
import { useLocale, useTranslations } from '@/i18n/client'
import { earlyTap } from '@/components/system/earlyTaps'
import type { Locale } from '@/domain/locale'
import { formatCentimetres, formatSize } from '@/domain/numberFormat'
import { useRef } from 'react'
import { trackSizeGuideOpened } from '@/lib/analytics'
import styles from './catalog.module.css'

export interface SizeGuideProps {
  title: string
  note: string
  rows: { size: string; fr: string; it: string; uk: string; us: string; cm: number | null }[]
}

export function SizeGuide({ title, note, rows, hand, itemId }: SizeGuideProps & { hand: boolean; itemId: string }) {
  const t = useTranslations('catalog.product')
  const locale = useLocale() as Locale
  const ref = useRef<HTMLDialogElement>(null)
  const cols = hand ? (['cmHand'] as const) : (['fr', 'it', 'uk', 'us', 'cm'] as const)
  return (
    <>
      <button
        type="button"
        className={styles.guideButton}
        data-testid="size-guide-button"
        {...earlyTap}
        onClick={() => {
          ref.current?.showModal()
          trackSizeGuideOpened({ item_id: itemId })
        }}
      >
        {t('sizeGuide')}
      </button>
      <dialog
        ref={ref}
        className={styles.guide}
        aria-labelledby="size-guide-title"
        onClick={(e) => e.target === e.currentTarget && ref.current?.close()}
      >
        <div className={styles.guideBody}>
          <div className={styles.guideHead}>
            <h2 id="size-guide-title">{title}</h2>
            <button type="button" className={styles.close} onClick={() => ref.current?.close()} aria-label={t('close')}>
              ×
            </button>
          </div>
          {note && <p className={styles.muted}>{note}</p>}
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{hand ? t('guide.hand') : t('guide.eu')}</th>
                  {cols.map((c) => (
                    <th key={c} scope="col">
                      {t(`guide.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.size}>
                    <th scope="row">{formatSize(r.size, locale)}</th>
                    {cols.map((c) => (
                      <td key={c}>
                        {c === 'cm' || c === 'cmHand'
                          ? r.cm == null
                            ? '—'
                            : formatCentimetres(r.cm, locale)
                          : formatSize(r[c], locale)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </dialog>
    </>
  )
}
