// Above the try-on visits list: upcoming visits grouped by day and ordered by time (the default), past visits,
// all visits. A bare /app/collections/visits lands on the first (Payload's list takes its grouping and sort from
// the URL, so the default is written there).
import { redirect } from 'next/navigation'
import { PAST_VIEW } from '@/collections/Visits/upcoming'
import { listStrings } from './listStrings'

const BASE = '/app/collections/visits'
export const UPCOMING_BY_DAY = `${BASE}?groupBy=preferredDate&sort=preferredTime`

interface Props {
  searchParams?: Record<string, string | string[] | undefined>
  i18n?: { language?: string }
}

export function VisitViews({ searchParams, i18n }: Props) {
  const params = Object.keys(searchParams ?? {})
  if (params.length === 0) redirect(UPCOMING_BY_DAY)
  const s = listStrings(i18n?.language)
  const links: Array<[string, string]> = [
    [s.upcomingByDay, UPCOMING_BY_DAY],
    [s.pastVisits, `${BASE}?view=${PAST_VIEW}&sort=-preferredDate&groupBy=preferredDate`],
    [s.allVisits, `${BASE}?where[preferredDate][exists]=true&sort=-preferredDate`],
  ]
  return (
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
}
