'use client'
// Generic error screen for a render error. Crawlers get a bare error line instead of the screen.
import { useTranslations } from '@/i18n/client'
import { useSyncExternalStore } from 'react'

const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|lighthouse/i

export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error')
  const crawler = useSyncExternalStore(
    () => () => {},
    () => CRAWLER.test(navigator.userAgent),
    () => false,
  )
  if (crawler) return <p>500</p>
  return (
    <section className="error-screen" role="alert" data-testid="error-screen">
      <h1 className="display">{t('title')}</h1>
      <p className="lede">{error.message || t('unknown')}</p>
      <button type="button" className="button button--solid" onClick={() => reset()}>
        {t('tryAgain')}
      </button>
      <details className="error-screen__details">
        <summary>{t('details')}</summary>
        <pre>{[error.name, error.digest && `digest: ${error.digest}`, error.stack].filter(Boolean).join('\n')}</pre>
      </details>
    </section>
  )
}
