// Above a preorder campaign: a warning when its French title is empty, since the French bar then leaves the
// campaign out (nothing tells the staff otherwise). Read in French without fallback, as the signed-in user.
import type { UIFieldServerProps } from 'payload'
import { preorderStrings } from '@/collections/PreorderCampaigns/strings'
import { nullIfNotFound } from '@/server/notFound'

export async function FrenchTitleWarning({ id, req }: Pick<UIFieldServerProps, 'id' | 'req'>) {
  const s = preorderStrings(req.i18n?.language)
  const doc = id
    ? await nullIfNotFound(
        req.payload.findByID({
          collection: 'preorder-campaigns',
          id,
          // Every locale at once: the French title as stored, never the English one put in its place.
          locale: 'all',
          depth: 0,
          select: { title: true },
          // Not given the admin's request: a Local API call with `req` and a locale would set that locale on it
          // for every other field drawn in the same render.
          user: req.user,
          overrideAccess: false,
        }),
      )
    : null
  const titles = (doc?.title ?? {}) as unknown as Record<string, string | null | undefined>
  if (titles.fr?.trim()) return null
  return (
    <div
      className="banner banner--type-error"
      role="status"
      data-testid="french-title-warning"
      style={{ marginBottom: '1.5rem' }}
    >
      <strong>{s.frenchMissing}</strong> {s.frenchHow}
    </div>
  )
}
