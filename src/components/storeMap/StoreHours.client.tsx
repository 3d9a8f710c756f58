'use client'
// The week's hours, Monday → Sunday, with today's row marked and "open now / closed now" in Paris time. The page's
// HTML is cached for everyone, so today is only known in the browser: the list renders on the server, the mark
// and the status arrive after hydration and follow the clock minute by minute.
import { useLocale, useTranslations } from '@/i18n/client'
import type { Locale } from '@/domain/locale'
import { formatTime, formatTimeRange } from '@/domain/numberFormat'
import { useEffect, useState } from 'react'
import { type DayHours, openState, weekSchedule } from '@/domain/storeMap/hours'
import styles from './storeMap.module.css'

export function StoreHours({ hours, idPrefix }: { hours: DayHours[]; idPrefix: string }) {
  const t = useTranslations('storeMap')
  const locale = useLocale() as Locale
  const time = (hhmm: string | null) => formatTime(hhmm, locale)
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 30_000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [])
  const week = weekSchedule(hours)
  const state = now === null ? null : openState(hours, new Date(now))
  let status = ''
  if (state?.open) status = t('openNow', { time: time(state.closesAt) })
  else if (state && state.opensAt && state.opensDay === state.today)
    status = t('closedOpensToday', { time: time(state.opensAt) })
  else if (state && state.opensAt && state.opensDay)
    status = t('closedOpensDay', { day: t(`days.${state.opensDay}`).toLowerCase(), time: time(state.opensAt) })
  else if (state) status = t('closedNow')
  return (
    <>
      <p
        className={styles.status}
        data-testid="store-open-status"
        data-open={state ? String(state.open) : undefined}
        aria-live="polite"
      >
        {status}
      </p>
      <dl className={styles.hours} aria-describedby={`${idPrefix}-hours-note`} data-testid="store-hours">
        {week.map((d) => {
          const isToday = state?.today === d.day
          return (
            <div key={d.day} className={isToday ? styles.today : undefined} data-today={isToday || undefined}>
              <dt>
                {t(`days.${d.day}`)}
                {isToday && <span className={styles.todayTag}> ({t('today')})</span>}
              </dt>
              <dd>{d.open ? formatTimeRange(d.open, d.close ?? '', locale) : t('closed')}</dd>
            </div>
          )
        })}
      </dl>
      <p id={`${idPrefix}-hours-note`} className={styles.note}>
        {t('hoursNote')}
      </p>
    </>
  )
}
