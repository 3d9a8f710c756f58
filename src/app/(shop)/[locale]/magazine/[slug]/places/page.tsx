// /magazine/{slug}/places — the places of an article that has a map-of-places block (the filming locations
// of "Emily in Paris"), listed with their addresses beside an interactive map of numbered markers (list and map
// linked both ways). 404 for an article without places.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Breadcrumbs } from '@/components/editorial/Breadcrumbs'
import { PageHeader } from '@/components/editorial/PageHeader'
import { PlacesExplorer } from '@/components/storeMap/PlacesExplorer.client'
import { placesOf } from '@/domain/articleBody'
import styles from '@/components/editorial/editorial.module.css'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import { getArticle } from '@/server/content'
import { pageMetadata } from '@/server/seo/metadata'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

// Articles are rendered on their first request (a build has no database) and then served from the cache.
export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const a = await getArticle(slug, locale)
  if (!a || placesOf(a.content).length === 0) return {}
  const t = await getTranslations({ locale, namespace: 'editorial.places' })
  return pageMetadata({
    locale,
    path: `/magazine/${slug}/places`,
    title: t('title', { title: a.title }),
    description: t('description', { title: a.title }),
    image: a.cover,
  })
}

export default async function PlacesPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const a = await getArticle(slug, locale)
  const places = a ? placesOf(a.content) : []
  if (!a || places.length === 0) notFound()
  const t = await getTranslations({ locale, namespace: 'editorial' })
  const path = `/magazine/${slug}`
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { name: t('magazine.title'), path: '/magazine' },
          { name: a.title, path },
          { name: t('places.eyebrow'), path: `${path}/places` },
        ]}
        locale={locale}
      />
      <PageHeader eyebrow={t('places.eyebrow')} title={t('places.title', { title: a.title })} lede={t('places.lede')} />
      <PlacesExplorer places={places} openLabel={t('common.openInMaps')} />
      <div className={styles.prose}>
        <LocalLink href={path} locale={locale}>
          {t('places.backToArticle')}
        </LocalLink>
      </div>
    </div>
  )
}
