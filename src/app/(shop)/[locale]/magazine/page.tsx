// /magazine and /fr/magazine — every published article, newest first.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ArticleCard } from '@/components/editorial/ArticleCard'
import { Breadcrumbs } from '@/components/editorial/Breadcrumbs'
import { PageHeader } from '@/components/editorial/PageHeader'
import styles from '@/components/editorial/editorial.module.css'
import { JsonLd } from '@/components/seo/JsonLd'
import { newestFirst } from '@/domain/editorial'
import type { Locale } from '@/domain/locale'
import { listArticles } from '@/server/content'
import { pageMetadata } from '@/server/seo/metadata'
import { organization } from '@/server/seo/structuredData'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'editorial.magazine' })
  const [first] = await listArticles(locale)
  return pageMetadata({
    locale,
    path: '/magazine',
    title: t('title'),
    description: t('description'),
    image: first?.cover,
  })
}

export default async function MagazinePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'editorial.magazine' })
  const articles = newestFirst(await listArticles(locale))
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ name: t('title'), path: '/magazine' }]} locale={locale} />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lede={t('lede')} />
      {articles.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.articles} data-testid="magazine-list">
          {articles.map((a, i) => (
            <ArticleCard
              key={a.id}
              article={a}
              locale={locale}
              lead={i === 0}
              priority={i === 0}
              labels={{ readMore: t('readMore') }}
            />
          ))}
        </ul>
      )}
      <JsonLd data={organization()} />
    </div>
  )
}
