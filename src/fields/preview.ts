// The admin's Preview button and Live Preview open the document's public URL in the edited language with
// ?preview=1 (the page then shows the draft to a signed-in editor only, src/server/platform/preview.ts).
// The two Payload hooks have different signatures — preview(doc, { locale: 'fr', req, token }) and
// livePreview.url({ data, locale: { code: 'fr', … }, req }) — so each gets its own adapter over one builder.
import type { CollectionConfig } from 'payload'
import { localizedHref } from '@/domain/locale'
import { serverUrl } from '@/server/platform/serverUrl'

type Admin = NonNullable<CollectionConfig['admin']>
type PreviewFn = NonNullable<Admin['preview']>
type LivePreviewUrlFn = Extract<NonNullable<NonNullable<Admin['livePreview']>['url']>, (...args: never[]) => unknown>

/** 'why-wear-heels', 'fr', slug → path → 'https://…/fr/magazine/why-wear-heels?preview=1'; null without a slug. */
export function previewHref(
  slug: unknown,
  locale: string | undefined,
  pathOf: (slug: string) => string,
): string | null {
  if (typeof slug !== 'string' || !slug) return null
  return `${serverUrl()}${localizedHref(pathOf(slug), locale === 'fr' ? 'fr' : 'en')}?preview=1`
}

/** `admin.preview` and `admin.livePreview` for a collection whose documents live at pathOf(slug). */
export function previewAdmin(pathOf: (slug: string) => string): {
  preview: PreviewFn
  livePreview: { url: LivePreviewUrlFn }
} {
  return {
    preview: (doc, { locale }) => previewHref(doc.slug, locale, pathOf),
    livePreview: { url: ({ data, locale }) => previewHref(data?.slug, locale?.code, pathOf) },
  }
}
