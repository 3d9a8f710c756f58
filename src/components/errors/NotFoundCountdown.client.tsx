'use client'
// Counts down from 7 and then sends the visitor to the home page of their language (the spec's 404), unless the
// visitor stops it (WCAG 2.2.1 Timing Adjustable): "Stay on this page", or any focus moved in the page (Tab to its
// links: a keyboard user is using the page and must not be taken away mid-way). Whoever does nothing is taken home.
// The seconds are not a live region (they would be read every second); the stop is announced once, politely.
import { useTranslations } from '@/i18n/client'
import { useEffect, useState } from 'react'

export function NotFoundCountdown({ seconds, home }: { seconds: number; home: string }) {
  const t = useTranslations('notFound')
  const [left, setLeft] = useState(seconds)
  const [stopped, setStopped] = useState(false)
  useEffect(() => {
    if (stopped) return
    const started = Date.now()
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))
      setLeft(remaining)
      if (remaining === 0) {
        clearInterval(timer)
        window.location.assign(home)
      }
    }, 250)
    const stop = () => setStopped(true)
    document.addEventListener('focusin', stop)
    return () => {
      clearInterval(timer)
      document.removeEventListener('focusin', stop)
    }
  }, [seconds, home, stopped])
  return (
    <div className="not-found__countdown">
      {stopped ? null : (
        <p data-testid="not-found-countdown" data-seconds={left}>
          {t('countdown', { seconds: left })}
        </p>
      )}
      <p role="status" data-testid="not-found-stopped">
        {stopped ? t('stopped') : ''}
      </p>
      {/* Stays in place once pressed (aria-disabled, not disabled): the focus is not dropped to the page's body. */}
      <button
        type="button"
        className="button"
        aria-disabled={stopped || undefined}
        onClick={() => setStopped(true)}
        data-testid="not-found-stay"
      >
        {t('stay')}
      </button>
    </div>
  )
}
