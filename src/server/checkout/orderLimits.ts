// The order limits as the checkout and the cart read them: from an in-process copy, not a query per checkout (the
// checkout is the hot path). Saving the `order-limits` global drops the copy on this instance; within a minute on
// the others, as for the shipping zones.
import { effectiveLimits } from '@/domain/orderLimits'
import { ORDER_LIMITS_TAG } from '../cache/orderLimitsTags'
import { processCopy } from '../cache/processCopy'

/** The limits in force (the backoffice's, or the defaults for a value never saved). */
export const orderLimits = processCopy(ORDER_LIMITS_TAG, 60_000, async (payload) =>
  // The limits are public (read: anyone): read as an anonymous caller, with the global's own access.
  effectiveLimits(await payload.findGlobal({ slug: 'order-limits', depth: 0, overrideAccess: false })),
)
