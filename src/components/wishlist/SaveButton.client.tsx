'use client'
// The heart on a product card and a product page: saves the pair to the wishlist or takes it out. A toggle button
// (aria-pressed) whose name says which pair; a tap made before the page is live is pressed again once it is
// (earlyTap). The server draws it empty for everyone (the page is the same for every visitor); the browser's list
// fills it once read.
import { useSetAtom } from 'jotai'
import { useTranslations } from '@/i18n/client'
import { earlyTap } from '@/components/system/earlyTaps'
import { pushToastAtom } from '@/components/toast/store'
import styles from './wishlist.module.css'
import { useSavedPairs } from './useSavedPairs'

type Props = { id: number; title: string; place: 'card' | 'page' }

export function SaveButton({ id, title, place }: Props) {
  const t = useTranslations('wishlist')
  const { saved, ready, toggle } = useSavedPairs()
  const pushToast = useSetAtom(pushToastAtom)
  const on = ready && saved.includes(id)
  return (
    <button
      type="button"
      className={styles.heart}
      data-place={place}
      aria-pressed={on}
      aria-label={t('save', { title })}
      data-testid="save-pair"
      {...earlyTap}
      onClick={() => {
        // A tap replayed as the page becomes live may come before the list is read: the toggle reads it first.
        pushToast({ type: 'success', title: toggle(id) ? t('savedToast') : t('removedToast') })
      }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" strokeWidth="1.4" stroke="currentColor">
        <path d="M12 20.5 4.4 13a4.6 4.6 0 0 1 6.5-6.6L12 7.5l1.1-1.1A4.6 4.6 0 0 1 19.6 13L12 20.5Z" />
      </svg>
    </button>
  )
}
