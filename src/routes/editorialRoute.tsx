// The route of an editorial page (a `pages` document): metadata + page component, so each route file is three
// lines. `extra` adds the page's own sections (people, press, contact) under the editable text.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { JsonLd } from '@/components/seo/JsonLd'
import type { Locale } from '@/domain/locale'
import { getPage } from '@/server/content'
import { pagePath } from '@/server/cache/contentTags'
import { pageMetadata } from '@/server/seo/metadata'
import { previewUser } from '@/server/platform/preview'
import { Breadcrumbs, type Crumb } from '@/components/editorial/Breadcrumbs'
import { PageHeader } from '@/components/editorial/PageHeader'
import { PreviewBanner } from '@/components/editorial/PreviewBanner'
import { RichText } from '@/components/editorial/RichText'
import styles from '@/components/editorial/editorial.module.css'

type Props = { params: Promise<{ locale: Locale }> }

interface Options {
  /** Path of the page (defaults to the slug's public path). */
  path?: string
  /** Parent crumbs between Home and this page, as [message key under nav, path]. */
  parents?: [string, string][]
  extra?: (locale: Locale) => Promise<ReactNode> | ReactNode
  jsonLd?: (locale: Locale) => object[] | Promise<object[]>
}

export function editorialRoute(slug: string, opts: Options = {}) {
  const path = opts.path ?? pagePath(slug)

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    const page = await getPage(slug, locale)
    if (!page) return {}
    return pageMetadata({
      locale,
      path,
      title: page.seo?.title || page.title,
      description: page.seo?.description || page.description,
      image: page.seo?.image,
    })
  }

  async function EditorialPage({ params }: Props) {
    const { locale } = await params
    setRequestLocale(locale)
    const preview = await previewUser()
    const page = await getPage(slug, locale, preview)
    if (!page) notFound()
    const nav = await getTranslations({ locale, namespace: 'nav' })
    const t = await getTranslations({ locale, namespace: 'editorial.common' })
    const crumbs: Crumb[] = [
      ...(opts.parents ?? []).map(([key, p]) => ({ name: nav(key), path: p })),
      { name: page.title, path },
    ]
    return (
      <div className={styles.wrap}>
        {preview && <PreviewBanner locale={locale} />}
        <article className={styles.page}>
          <Breadcrumbs items={crumbs} locale={locale} />
          <PageHeader eyebrow={t('eyebrow')} title={page.title} lede={page.description} />
          <RichText data={page.content} locale={locale} labels={{ shop: t('shop'), openInMaps: t('openInMaps') }} />
          {opts.extra && (await opts.extra(locale))}
        </article>
        {(await opts.jsonLd?.(locale))?.map((d, i) => (
          <JsonLd key={i} data={d} />
        ))}
      </div>
    )
  }

  return { generateMetadata, EditorialPage }
}
