'use client'
// The newsletter block's 'Show More' / 'Show Less' toggle.
import { useTranslations } from '@/i18n/client'
import { useId, useState } from 'react'
import styles from './newsletter.module.css'

export function ShowMore({ text }: { text: string }) {
  const t = useTranslations('requests.newsletter')
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className={styles.more}>
      <p id={id} hidden={!open} className={styles.moreText}>
        {text}
      </p>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? t('showLess') : t('showMore')}
      </button>
    </div>
  )
}
