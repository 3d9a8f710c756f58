'use client'
// "Find your pair" on the category and product pages: a button, and the assistant in a modal dialog. The
// assistant's code is fetched only when the shopper opens it (import() on demand), so it is not part of the
// initial JavaScript of those pages.
import { useTranslations } from '@/i18n/client'
import { type ComponentType, useRef, useState } from 'react'
import { useModalDialog } from '@/components/dialog/useModalDialog'
import styles from './assistant.module.css'

export function FindYourPair() {
  const t = useTranslations('assistant')
  const [open, setOpen] = useState(false)
  const [Panel, setPanel] = useState<ComponentType<{ headingLevel?: 'h1' | 'h2' }> | null>(null)
  const ref = useRef<HTMLDialogElement>(null)
  useModalDialog(ref, open, { restoreFocus: true })
  async function show() {
    if (!Panel) {
      const { Assistant } = await import('./Assistant.client')
      setPanel(() => Assistant)
    }
    setOpen(true)
  }
  return (
    <>
      <button type="button" className="button" onClick={show} data-testid="find-your-pair" aria-haspopup="dialog">
        {t('open')}
      </button>
      <dialog
        ref={ref}
        className={styles.dialog}
        aria-labelledby="assistant-title"
        onCancel={(e) => {
          e.preventDefault()
          setOpen(false)
        }}
      >
        <div className={styles.dialogHead}>
          <h2 id="assistant-title">{t('title')}</h2>
          <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label={t('close')}>
            ×
          </button>
        </div>
        {open && Panel && <Panel />}
      </dialog>
    </>
  )
}
