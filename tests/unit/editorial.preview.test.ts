// The admin's Preview button and Live Preview open the document's public URL in the edited language, called
// with the signatures Payload really uses: preview(doc, { locale, req, token }) and url({ data, locale, req }).
import { describe, expect, it } from 'vitest'
import { Articles } from '@/collections/Articles'
import { Pages } from '@/collections/Pages'
import { previewHref } from '@/fields/preview'

const base = (process.env.SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
const req = {} as never
const fr = { code: 'fr', label: 'Français' }
const en = { code: 'en', label: 'English' }

async function button(admin: typeof Articles.admin, doc: Record<string, unknown>, locale: string) {
  return admin?.preview?.(doc, { locale, req, token: null })
}
async function live(admin: typeof Articles.admin, data: Record<string, unknown>, locale: typeof fr) {
  const url = admin?.livePreview?.url
  return typeof url === 'function' ? url({ data, locale, req, payload: {} as never }) : url
}

describe('preview URLs', () => {
  it('builds the public path in each language with ?preview=1, and nothing without a slug', () => {
    expect(previewHref('why-wear-heels', 'en', (s) => `/magazine/${s}`)).toBe(
      `${base}/magazine/why-wear-heels?preview=1`,
    )
    expect(previewHref('why-wear-heels', 'fr', (s) => `/magazine/${s}`)).toBe(
      `${base}/fr/magazine/why-wear-heels?preview=1`,
    )
    expect(previewHref('', 'fr', (s) => `/${s}`)).toBeNull()
    expect(previewHref(undefined, 'en', (s) => `/${s}`)).toBeNull()
  })

  it('articles: the Preview button and Live Preview open /magazine/{slug} and /fr/magazine/{slug}', async () => {
    expect(await button(Articles.admin, { slug: 'on-the-roof', title: 'x' }, 'en')).toBe(
      `${base}/magazine/on-the-roof?preview=1`,
    )
    expect(await button(Articles.admin, { slug: 'on-the-roof', title: 'x' }, 'fr')).toBe(
      `${base}/fr/magazine/on-the-roof?preview=1`,
    )
    expect(await live(Articles.admin, { slug: 'on-the-roof' }, en)).toBe(`${base}/magazine/on-the-roof?preview=1`)
    expect(await live(Articles.admin, { slug: 'on-the-roof' }, fr)).toBe(`${base}/fr/magazine/on-the-roof?preview=1`)
  })

  it('pages: nested slugs keep their public path in both languages', async () => {
    expect(await button(Pages.admin, { slug: 'medias' }, 'en')).toBe(`${base}/brand/medias?preview=1`)
    expect(await button(Pages.admin, { slug: 'return-policy' }, 'fr')).toBe(`${base}/fr/return-policy?preview=1`)
    expect(await live(Pages.admin, { slug: 'medias' }, fr)).toBe(`${base}/fr/brand/medias?preview=1`)
    expect(await live(Pages.admin, { slug: 'terms' }, en)).toBe(`${base}/terms?preview=1`)
  })
})
