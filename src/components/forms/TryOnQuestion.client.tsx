'use client'
import { useAtomValue } from 'jotai'
import { useTranslations } from '@/i18n/client'
import { useState } from 'react'
import { selectedSizeAtom, selectedSizeHandAtom } from '@/components/cart/atoms'
import type { OpeningHours } from '@/domain/forms'
import { BookingDialog } from './BookingDialog.client'
import styles from './question.module.css'

type Props = { product: { id: string; title: string }; sizes: string[]; hand: boolean; hours: OpeningHours[] }

export function TryOnQuestionClient({ product, sizes, hand, hours }: Props) {
  const t = useTranslations('requests.tryOn')
  // The size picker writes the same atom: shoe sizes and glove hand sizes are kept apart.
  const selected = useAtomValue(hand ? selectedSizeHandAtom : selectedSizeAtom)
  const [answer, setAnswer] = useState<'none' | 'yes' | 'no'>('none')
  return (
    <div className={styles.question} data-testid="try-on-question">
      <p className={styles.text}>{t('question')}</p>
      <div className={styles.answers}>
        <button type="button" className="button" onClick={() => setAnswer('yes')} aria-haspopup="dialog">
          {t('yes')}
        </button>
        <button type="button" className="button" onClick={() => setAnswer('no')}>
          {t('no')}
        </button>
      </div>
      {answer === 'no' && (
        <p className={styles.thanks} role="status">
          {t('declined')}
        </p>
      )}
      {answer === 'yes' && (
        <BookingDialog
          product={product}
          size={selected && sizes.includes(selected) ? selected : null}
          sizes={sizes}
          hand={hand}
          hours={hours}
          onClose={() => setAnswer('none')}
        />
      )}
    </div>
  )
}
