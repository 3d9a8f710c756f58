// /app/visits opens on the upcoming visits (today in Paris and later). A filter on the preferred date, such as
// the "Past visits" link above the list, replaces that default, so past visits stay one click away.
import type { BaseFilter, Where } from 'payload'
import { parisToday } from '@/domain/schemas/dates'

const mentionsDate = (where: unknown): boolean =>
  Boolean(where) && typeof where === 'object' && JSON.stringify(where).includes('"preferredDate"')

export const upcomingVisits: BaseFilter = ({ req }) => {
  if (mentionsDate((req.query as { where?: unknown } | undefined)?.where)) return null
  return { preferredDate: { greater_than_equal: parisToday() } } satisfies Where
}
