// Live preview: the backoffice opens public URLs with ?preview=1 inside its iframe, with the editor's session
// cookie. The proxy sends that URL through /api/preview, which turns on Next's draft mode for a signed-in editor
// only; the page itself stays cached for everyone else (draft mode bypasses the cache for that browser alone).
import { draftMode, headers } from 'next/headers'
import { hasRole } from '@/access/roles'
import type { User } from '@/payload-types'
import { getPayload } from './payload'

export type PreviewUser = User & { collection: 'users' }

/** The editor or admin behind these request headers, or null. */
export async function editorFrom(requestHeaders: Headers): Promise<PreviewUser | null> {
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: requestHeaders })
  if (!user || !hasRole(user, 'editor')) return null
  return user as PreviewUser
}

/** The previewing editor on a page rendered in draft mode; null on every cached render. */
export async function previewUser(): Promise<PreviewUser | null> {
  if (!(await draftMode()).isEnabled) return null
  return editorFrom(await headers())
}
