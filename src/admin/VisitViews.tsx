// Above the try-on visits list: the pairs held in the boutique for 48 hours (./reservations), then the views of the
// visits: upcoming visits grouped by day and ordered by time (the default), past visits, all visits. A bare /app/collections/visits lands on the first (Payload's list takes its grouping and sort from
// the URL, so the default is written there).
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { PAST_VIEW } from '@/collections/Visits/upcoming'
import { listStrings } from './listStrings'
import { HeldReservations } from './reservations/HeldReservations'

const BASE = '/app/collections/visits'
export const UPCOMING_BY_DAY = `${BASE}?groupBy=preferredDate&sort=preferredTime`

interface Props {
  searchParams?: Record<string, string | string[] | undefined>
  i18n?: { language?: string }
  /** Payload's server props of the list (absent where the links alone are drawn). */
  payload?: Payload
  user?: unknown
}

export function VisitViews({ searchParams, i18n, payload, user }: Props) {
  const params = Object.keys(searchParams ?? {})
  if (params.length === 0) redirect(UPCOMING_BY_DAY)
  const s = listStrings(i18n?.language)
  const links: Array<[string, string]> = [
    [s.upcomingByDay, UPCOMING_BY_DAY],
    [s.pastVisits, `${BASE}?view=${PAST_VIEW}&sort=-preferredDate&groupBy=preferredDate`],
    [s.allVisits, `${BASE}?where[preferredDate][exists]=true&sort=-preferredDate`],
  ]
  const nav = (
    <nav
      aria-label={s.visitViews}
      style={{ display: 'flex', gap: '1rem', margin: '0 0 1rem', padding: '0 var(--gutter-h, 60px)' }}
    >
      {links.map(([label, href]) => (
        <a key={label} className="btn btn--style-secondary btn--size-small" href={href}>
          {label}
        </a>
      ))}
    </nav>
  )
  if (!payload) return nav
  return (
    <>
      <HeldReservations payload={payload} user={user} language={i18n?.language} />
      {nav}
    </>
  )
}
