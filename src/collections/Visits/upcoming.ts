// /app/visits opens on the upcoming visits (today in Paris and later). A filter on the preferred date, such as
// the "Past visits" link above the list, replaces that default, so past visits stay one click away.
import type { BaseFilter, Where } from 'payload'
import { parisToday } from '@/domain/schemas/dates'

const mentionsDate = (where: unknown): boolean =>
  Boolean(where) && typeof where === 'object' && JSON.stringify(where).includes('"preferredDate"')

/**
 * `?view=past`: visits before today. Past visits were once a `where[preferredDate][less_than]` link, but the list's
 * filter builder offers no "less than" for a text field: it redrew the condition as "equals" (today) and the view
 * showed today's visits. A named view keeps the condition out of the filter builder.
 */
export const PAST_VIEW = 'past'

export const upcomingVisits: BaseFilter = ({ req }) => {
  const query = req.query as { where?: unknown; view?: unknown } | undefined
  if (query?.view === PAST_VIEW) return { preferredDate: { less_than: parisToday() } } satisfies Where
  if (mentionsDate(query?.where)) return null
  return { preferredDate: { greater_than_equal: parisToday() } } satisfies Where
}
