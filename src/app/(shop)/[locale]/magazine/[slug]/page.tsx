// /magazine/{slug} and /fr/magazine/{slug} — one article (404 when unknown or unpublished). In live preview a
// signed-in editor sees the latest draft.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Breadcrumbs } from '@/components/editorial/Breadcrumbs'
import { MediaImage } from '@/components/editorial/MediaImage'
import { isMedia } from '@/domain/media'
import { PageHeader } from '@/components/editorial/PageHeader'
import { PreviewBanner } from '@/components/editorial/PreviewBanner'
import { RelatedProducts } from '@/components/editorial/RelatedProducts'
import { RichText } from '@/components/editorial/RichText'
import { placesOf } from '@/domain/articleBody'
import styles from '@/components/editorial/editorial.module.css'
import { LocalLink } from '@/components/layout/LocalLink'
import { JsonLd } from '@/components/seo/JsonLd'
import { countWords, formatArticleDate, readingMinutes } from '@/domain/editorial'
import { type Locale, localizedHref } from '@/domain/locale'
import { getArticle } from '@/server/content'
import { pageMetadata } from '@/server/seo/metadata'
import { previewUser } from '@/server/platform/preview'
import { articleLd } from '@/server/seo/structuredData'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

// Articles are rendered on their first request (a build has no database) and then served from the cache.
export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const a = await getArticle(slug, locale)
  if (!a) return {}
  return pageMetadata({
    locale,
    path: `/magazine/${slug}`,
    title: a.seo?.title || a.title,
    description: a.seo?.description || a.excerpt,
    image: a.seo?.image ?? a.cover,
    type: 'article',
    publishedTime: a.publishedAt,
    modifiedTime: a.updatedAt,
  })
}

export default async function ArticlePage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const preview = await previewUser()
  const a = await getArticle(slug, locale, preview)
  if (!a) notFound()
  const t = await getTranslations({ locale, namespace: 'editorial' })
  const path = `/magazine/${slug}`
  const cover = isMedia(a.cover) ? a.cover : null
  const hasPlaces = placesOf(a.content).length > 0
  return (
    <div className={styles.wrap}>
      {preview && <PreviewBanner locale={locale} />}
      <article className={styles.page}>
        <Breadcrumbs
          items={[
            { name: t('magazine.title'), path: '/magazine' },
            { name: a.title, path },
          ]}
          locale={locale}
        />
        <PageHeader eyebrow={t('magazine.eyebrow')} title={a.title} lede={a.excerpt}>
          <p className={styles.meta}>
            <time dateTime={a.publishedAt}>{formatArticleDate(a.publishedAt, locale)}</time>
            {a.author && <> · {t('magazine.by', { author: a.author })}</>}
            {' · '}
            {t('magazine.minutes', { minutes: readingMinutes(countWords(a.content)) })}
          </p>
        </PageHeader>
        {cover && (
          <figure className={styles.cover}>
            <MediaImage media={cover} sizes="100vw" priority />
          </figure>
        )}
        <RichText
          data={a.content}
          locale={locale}
          labels={{ shop: t('common.shop'), openInMaps: t('common.openInMaps') }}
        />
        {hasPlaces && (
          <p className={styles.prose}>
            <LocalLink href={`${path}/places`} locale={locale} className="button">
              {t('article.placesLink')}
            </LocalLink>
          </p>
        )}
        <RelatedProducts products={a.relatedProducts} locale={locale} title={t('article.relatedTitle')} />
        <p className={styles.aside}>
          <LocalLink href="/magazine" locale={locale}>
            {t('article.back')}
          </LocalLink>
        </p>
      </article>
      <JsonLd
        data={articleLd({
          title: a.title,
          description: a.seo?.description || a.excerpt,
          path: localizedHref(path, locale),
          image: cover?.url,
          published: a.publishedAt,
          modified: a.updatedAt,
          author: a.author,
          locale,
        })}
      />
    </div>
  )
}
