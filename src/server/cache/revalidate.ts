// Revalidation that never throws: collection hooks also run in the seed, in tests and in scripts, where Next's
// request context does not exist and revalidateTag/revalidatePath throw an invariant error.
import { revalidatePath, revalidateTag } from 'next/cache'
import { log } from '../platform/log'
import { bumpPageGeneration } from './pageGeneration'
import { sharedRevalidations } from './revalidationBus.mjs'

// In-process caches outside Next's data cache (the checkout's prices) listen to the same tags, in any runtime.
const listeners = new Map<string, Set<() => void>>()

const dropCopies = (tags: readonly string[] | null) => {
  if (tags === null) listeners.forEach((drops) => drops.forEach((drop) => drop()))
  else for (const tag of tags) listeners.get(tag)?.forEach((drop) => drop())
}

// Inside a server of several instances (REDIS_URL), a tag revalidated through another instance drops this
// instance's copies too: the checkout must not charge an old price for a minute after an edit made elsewhere.
// After the subscriber was away (null), every copy goes. Scripts, tests (no NEXT_RUNTIME) and the build open no
// connection.
if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build')
  sharedRevalidations()?.subscribe(dropCopies)

export function onRevalidate(tag: string, drop: () => void) {
  if (!listeners.has(tag)) listeners.set(tag, new Set())
  listeners.get(tag)!.add(drop)
}

export function safeRevalidate({
  tags = [],
  paths = [],
  now = false,
}: {
  tags?: string[]
  paths?: string[]
  now?: boolean
}) {
  dropCopies(tags)
  // The origin's copies of finished pages go too, whatever the tag: the next view asks Next again.
  if (tags.length || paths.length) bumpPageGeneration()
  try {
    // 'max': stale-while-revalidate — the next visitor triggers the fresh render (Next 16 semantics).
    // now: expire at once — a staff edit of the catalog must show on the very next page view, not the one after.
    for (const tag of tags) revalidateTag(tag, now ? { expire: 0 } : 'max')
    for (const path of paths) revalidatePath(path)
  } catch (err) {
    // Outside a Next server there is no cache to clear: expected in seed/tests. Inside it but outside a request
    // (a scheduled publication run by the cron), our own server is asked over HTTP, where Next can revalidate.
    if (!process.env.NEXT_RUNTIME) return
    log.info('revalidate outside a request: asking the server', { tags, paths, err: String(err) })
    void import('./revalidateOverHttp').then((m) => m.revalidateOverHttp({ tags, paths }))
  }
}

/** afterChange/afterDelete hooks that clear one tag and some paths (collections without drafts). */
export function tagHooks(tag: string | string[], paths: string[]) {
  const tags = Array.isArray(tag) ? tag : [tag]
  const run = ({ doc, context }: { doc: unknown; context: Record<string, unknown> }) => {
    if (!context.disableRevalidate) safeRevalidate({ tags, paths })
    return doc
  }
  return { afterChange: [run], afterDelete: [run] }
}
