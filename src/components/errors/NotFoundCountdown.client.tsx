'use client'
// Counts down from 7 and then sends the visitor to the home page of their language.
import { useTranslations } from '@/i18n/client'
import { useEffect, useState } from 'react'

export function NotFoundCountdown({ seconds, home }: { seconds: number; home: string }) {
  const t = useTranslations('notFound')
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    const started = Date.now()
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))
      setLeft(remaining)
      if (remaining === 0) {
        clearInterval(timer)
        window.location.assign(home)
      }
    }, 250)
    return () => clearInterval(timer)
  }, [seconds, home])
  return (
    <p className="not-found__countdown" aria-live="polite" data-testid="not-found-countdown" data-seconds={left}>
      {t('countdown', { seconds: left })}
    </p>
  )
}
