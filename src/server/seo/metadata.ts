// Per-page metadata for public pages: localized title and description, canonical + hreflang (en, fr,
// x-default), Open Graph and Twitter cards with an image (the page's own, else the house's default card).
import type { Metadata } from 'next'
import { isMedia } from '@/domain/media'
import { type Locale, localizedHref } from '@/domain/locale'
import { carriesBrand } from '@/domain/slug'
import type { Media } from '@/payload-types'
import { alternatesFor } from './alternates'

export const DEFAULT_OG_IMAGE = { url: '/og-default.jpg', width: 1200, height: 630, alt: 'Maison Sabine, Paris' }

interface Input {
  locale: Locale
  path: string
  title: string
  description: string
  image?: number | Media | null
  type?: 'website' | 'article'
  publishedTime?: string
  modifiedTime?: string
  /** The <title> is used as-is, without the site name suffix. */
  absoluteTitle?: boolean
}

function ogImage(image: Input['image']) {
  if (!isMedia(image)) return DEFAULT_OG_IMAGE
  const large = image.sizes?.large
  return large?.url
    ? { url: large.url, width: large.width ?? 1280, height: large.height ?? 800, alt: image.alt }
    : { url: image.url!, width: image.width ?? 1600, height: image.height ?? 1000, alt: image.alt }
}

export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  type = 'website',
  publishedTime,
  modifiedTime,
  absoluteTitle,
}: Input): Metadata {
  const img = ogImage(image)
  return {
    // An SEO title that already names the house is not given the " — Maison Sabine" suffix a second time.
    title: absoluteTitle || carriesBrand(title) ? { absolute: title } : title,
    description,
    alternates: alternatesFor(path, locale),
    openGraph: {
      type,
      title,
      description,
      url: localizedHref(path, locale),
      siteName: 'Maison Sabine',
      locale: locale === 'fr' ? 'fr_FR' : 'en_US',
      alternateLocale: locale === 'fr' ? 'en_US' : 'fr_FR',
      images: [img],
      ...(type === 'article' ? { publishedTime, modifiedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: [img.url] },
  }
}
