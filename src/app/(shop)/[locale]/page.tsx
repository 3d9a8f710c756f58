// / and /fr — the home: hero slideshow, the house's promise, featured collection, category blurbs, newsletter.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'
import { Hero, HeroLoading } from '@/components/catalog/Hero'
import { CategoryBlurbs, FeaturedCollection } from '@/components/catalog/HomeSections'
import { LocalLink } from '@/components/layout/LocalLink'
import { NewsletterBlock } from '@/components/forms/NewsletterBlock'
import type { Locale } from '@/domain/locale'
import { JsonLd } from '@/components/seo/JsonLd'
import { pageMetadata } from '@/server/seo/metadata'
import { getBoutique } from '@/server/stores'
import { organization, shoeStore } from '@/server/seo/structuredData'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'meta' })
  return pageMetadata({
    locale,
    path: '/',
    title: t('defaultTitle'),
    description: t('defaultDescription'),
    absoluteTitle: true,
  })
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'home' })
  const tc = await getTranslations({ locale, namespace: 'catalog.home' })
  const boutique = await getBoutique(locale)
  return (
    <>
      <Suspense fallback={<HeroLoading label={tc('loading')} />}>
        <Hero locale={locale} />
      </Suspense>
      <section className="home-hero" aria-labelledby="home-title">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 id="home-title" className="display">
          {t('title')}
        </h1>
        <p className="lede">{t('intro')}</p>
        <div className="actions">
          <LocalLink href="/ankle-boots" locale={locale} className="button button--solid">
            {t('shopCta')}
          </LocalLink>
          <LocalLink href="/magazine" locale={locale} className="button">
            {t('magazineCta')}
          </LocalLink>
        </div>
      </section>
      <FeaturedCollection locale={locale} />
      <CategoryBlurbs locale={locale} />
      <NewsletterBlock locale={locale} />
      <JsonLd data={[organization(), shoeStore(locale, boutique)]} />
    </>
  )
}
