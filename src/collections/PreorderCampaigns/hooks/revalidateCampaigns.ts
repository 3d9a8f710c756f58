// The preorder bar sits in every cached page: a campaign that is edited (new end date, new title, paused) or
// deleted must leave the bar on the very next page view. Stale-while-revalidate served one more stale view and
// the bar's own one-minute cache kept it longer; the tag now expires at once.
import { PREORDERS_TAG } from '@/server/forms/preorderTags'
import { safeRevalidate } from '@/server/cache/revalidate'

const run = ({ doc, context }: { doc: unknown; context: Record<string, unknown> }) => {
  if (!context.disableRevalidate) safeRevalidate({ tags: [PREORDERS_TAG], now: true })
  return doc
}

export const revalidateCampaigns = { afterChange: [run], afterDelete: [run] }
