// A value read from the database and kept in this process (the checkout's shipping zones and order limits, the
// search index): the hot path reads no row for it. Saving the source clears its tag (any of its tags), which drops
// the copy at once on this instance; the age limit bounds the other instances (with REDIS_URL the revalidation bus
// drops it there too). A failed read is not kept: the next caller asks again.
import type { Payload } from 'payload'
import { onRevalidate } from './revalidate'

export function processCopy<T>(
  tag: string | readonly string[],
  maxAgeMs: number,
  read: (payload: Payload) => Promise<T>,
) {
  let cached: { payload: Payload; at: number; value: Promise<T> } | null = null
  for (const t of typeof tag === 'string' ? [tag] : tag)
    onRevalidate(t, () => {
      cached = null
    })
  return (payload: Payload): Promise<T> => {
    if (!cached || cached.payload !== payload || Date.now() - cached.at > maxAgeMs) {
      const entry = { payload, at: Date.now(), value: read(payload) }
      cached = entry
      entry.value.catch(() => {
        if (cached === entry) cached = null
      })
    }
    return cached.value
  }
}
