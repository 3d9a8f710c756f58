'use client'
// One campaign's countdown, ticking every second: days, hours, minutes, seconds; 'ended', 'ending soon',
// and 'left' when only seconds show. The rule itself is the pure countdown() of src/domain. A shopper who asked for
// reduced motion sees it to the minute: no seconds running down, the text changes once a minute at most.
// The running text is not a live region (a screen reader would read it every second); a polite, atomic status beside
// it says only what changes the campaign's meaning while the shopper is on the page: "ending soon", then "ended".
import { useTranslations } from '@/i18n/client'
import { useEffect, useState } from 'react'
import { useReducedMotion } from '@/components/system/useReducedMotion'
import { COUNTDOWN_TICK_MS, countdown } from '@/domain/countdown'

export function PreorderCountdown({ endDate, initialNow }: { endDate: string; initialNow: number }) {
  const t = useTranslations('requests.preorder')
  const [now, setNow] = useState(initialNow)
  const reducedMotion = useReducedMotion()
  useEffect(() => {
    // The server's clock rendered the first frame; the browser's takes over at once, then every second.
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, COUNTDOWN_TICK_MS)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [])
  const c = countdown(endDate, new Date(now), reducedMotion ? 'minute' : 'second')
  let text: string
  if (c.label === 'ended') text = t('ended')
  else if (c.label === 'ending-soon') text = t('endingSoon')
  else {
    text = c.parts
      .map((p) => t(`units.${p.unit}`, { n: p.unit === 'd' ? p.value : String(p.value).padStart(2, '0') }))
      .join(' ')
    if (c.onlySeconds) text = `${text} ${t('left')}`
  }
  // The state the page opened with is not news: only a change after that is announced.
  const [first] = useState(c.label)
  const said = c.label !== first && c.label !== 'running' ? text : ''
  return (
    <>
      <time dateTime={endDate} data-testid="preorder-countdown" data-state={c.label} suppressHydrationWarning>
        {text}
      </time>
      <span
        className="visually-hidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="preorder-status"
      >
        {said}
      </span>
    </>
  )
}
