// Live preview: the backoffice opens public URLs with ?preview=1 inside its iframe, with the editor's session
// cookie. Only a signed-in editor (or admin) gets drafts; anyone else sees the published page.
import { headers } from 'next/headers'
import { hasRole } from '@/access/roles'
import type { User } from '@/payload-types'
import { getPayload } from './payload'

export type PreviewUser = User & { collection: 'users' }

export async function previewUser(searchParams: Record<string, string | string[] | undefined> | undefined): Promise<PreviewUser | null> {
  if (!searchParams?.preview) return null
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || !hasRole(user, 'editor')) return null
  return user as PreviewUser
}
