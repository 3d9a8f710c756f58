// The boutique (address, hours, phone, directions) is cached under its own tag and shown in the site chrome,
// on /contact and in the try-on question: an edit clears it at once. The emails' footer takes a saved boutique at once.
import type { Store } from '@/payload-types'
import { storeTargets } from '@/server/cache/catalogTags'
import { safeRevalidate } from '@/server/cache/revalidate'
import { houseEdited } from '@/server/email/house'

const run = ({ doc, context }: { doc: unknown; context: Record<string, unknown> }) => {
  if (!context.disableRevalidate) safeRevalidate({ ...storeTargets(), now: true })
  return doc
}

const footer = ({ doc }: { doc: unknown }) => {
  houseEdited({ store: doc as Store })
  return doc
}

export const revalidateStore = { afterChange: [run, footer], afterDelete: [run] }
