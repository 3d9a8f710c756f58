// /brand/people — the people of the house (the makers); everyone, wearers included, is on /people.
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Breadcrumbs } from '@/components/editorial/Breadcrumbs'
import { PageHeader } from '@/components/editorial/PageHeader'
import { PeopleGrid } from '@/components/editorial/PeopleGrid'
import styles from '@/components/editorial/editorial.module.css'
import { messagesMetadata } from '@/routes/simpleRoute'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import { listPeople } from '@/server/content'

export const generateMetadata = messagesMetadata('editorial.people', '/brand/people', {
  title: 'brandTitle',
  description: 'brandDescription',
})

export default async function BrandPeoplePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'editorial.people' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const house = await listPeople(locale, 'house')
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { name: nav('brand'), path: '/brand' },
          { name: t('brandTitle'), path: '/brand/people' },
        ]}
        locale={locale}
      />
      <PageHeader eyebrow={nav('brand')} title={t('brandTitle')} lede={t('brandLede')} />
      <PeopleGrid people={house} empty={t('empty')} headingLevel={2} />
      <p className={styles.empty}>
        <LocalLink href="/people" locale={locale}>
          {t('wearersTitle')}
        </LocalLink>
      </p>
    </div>
  )
}
