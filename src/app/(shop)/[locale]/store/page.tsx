// /store and /fr/store — the Paris boutique's own page: address, contact, hours with open/closed now, how to get
// there, and the map with travel times. The same section is the #store target in every page's footer.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { StoreSection } from '@/components/storeMap/StoreSection'
import type { Locale } from '@/domain/locale'
import { pageMetadata } from '@/server/seo/metadata'
import { getBoutique } from '@/server/stores'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'storeMap' })
  return pageMetadata({ locale, path: '/store', title: t('pageTitle'), description: t('pageDescription') })
}

export default async function StorePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'storeMap' })
  const boutique = await getBoutique(locale)
  return (
    <StoreSection
      locale={locale}
      boutique={boutique}
      id="boutique"
      headingLevel={1}
      placement="page"
      lede={t('lede')}
    />
  )
}
