'use client'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { OpeningHours } from '@/domain/requests'
import { BookingDialog } from './BookingDialog.client'
import styles from './question.module.css'

export function TryOnQuestionClient({ product, size, hours }: { product: { id: string; title: string }; size: string | null; hours: OpeningHours[] }) {
  const t = useTranslations('requests.tryOn')
  const [answer, setAnswer] = useState<'none' | 'yes' | 'no'>('none')
  return (
    <div className={styles.question} data-testid="try-on-question">
      <p className={styles.text}>{t('question')}</p>
      <div className={styles.answers}>
        <button type="button" className="button" onClick={() => setAnswer('yes')} aria-haspopup="dialog">{t('yes')}</button>
        <button type="button" className="button" onClick={() => setAnswer('no')}>{t('no')}</button>
      </div>
      {answer === 'no' && <p className={styles.thanks} role="status">{t('declined')}</p>}
      {answer === 'yes' && <BookingDialog product={product} size={size} hours={hours} onClose={() => setAnswer('none')} />}
    </div>
  )
}
