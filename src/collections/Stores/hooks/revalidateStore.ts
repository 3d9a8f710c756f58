// The boutique (address, hours, phone, directions) is cached under its own tag and shown in the site chrome,
// on /contact and in the try-on question: an edit clears it at once.
import { storeTargets } from '@/server/cache/catalogTags'
import { safeRevalidate } from '@/server/cache/revalidate'

const run = ({ doc, context }: { doc: unknown; context: Record<string, unknown> }) => {
  if (!context.disableRevalidate) safeRevalidate({ ...storeTargets(), now: true })
  return doc
}

export const revalidateStore = { afterChange: [run], afterDelete: [run] }
