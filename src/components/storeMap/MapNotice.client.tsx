'use client'
// A map failure in words, in the page's language. A blocking one replaces the map (an alert, with a retry when
// trying again can help); a notice sits above a map that still works.
import { useTranslations } from '@/i18n/client'
import { type MapFailure, isBlocking } from '@/domain/storeMap/mapErrors'
import styles from './storeMap.module.css'

const KEY: Record<MapFailure, string> = {
  config: 'configError',
  token: 'tokenError',
  noWebgl: 'noWebgl',
  limited: 'limited',
  limitedHardware: 'limitedHardware',
  load: 'loadError',
}

export function MapNotice({ failure, onRetry }: { failure: MapFailure; onRetry?: () => void }) {
  const t = useTranslations('storeMap.map')
  const blocking = isBlocking(failure)
  return (
    <div
      className={blocking ? styles.failure : styles.notice}
      role={blocking ? 'alert' : 'status'}
      data-testid="map-failure"
      data-failure={failure}
    >
      <p>{t(KEY[failure])}</p>
      {blocking && <p className={styles.note}>{t('fallback')}</p>}
      {blocking && onRetry && failure === 'load' && (
        <button type="button" className={styles.control} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  )
}
