// Above the try-on visits list: upcoming visits grouped by day and ordered by time (the default), past visits,
// all visits. A bare /app/collections/visits lands on the first (Payload's list takes its grouping and sort from
// the URL, so the default is written there).
import { redirect } from 'next/navigation'
import { PAST_VIEW } from '@/collections/Visits/upcoming'

const BASE = '/app/collections/visits'
export const UPCOMING_BY_DAY = `${BASE}?groupBy=preferredDate&sort=preferredTime`

export function VisitViews({ searchParams }: { searchParams?: Record<string, string | string[] | undefined> }) {
  const params = Object.keys(searchParams ?? {})
  if (params.length === 0) redirect(UPCOMING_BY_DAY)
  const links: Array<[string, string]> = [
    ['Upcoming, by day', UPCOMING_BY_DAY],
    ['Past visits', `${BASE}?view=${PAST_VIEW}&sort=-preferredDate&groupBy=preferredDate`],
    ['All visits', `${BASE}?where[preferredDate][exists]=true&sort=-preferredDate`],
  ]
  return (
    <nav
      aria-label="Visit views"
      style={{ display: 'flex', gap: '1rem', margin: '0 0 1rem', padding: '0 var(--gutter-h, 60px)' }}
    >
      {links.map(([label, href]) => (
        <a key={label} className="btn btn--style-secondary btn--size-small" href={href}>
          {label}
        </a>
      ))}
    </nav>
  )
}
