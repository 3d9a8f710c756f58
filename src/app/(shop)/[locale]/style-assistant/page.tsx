// /style-assistant and /fr/style-assistant — "Find your pair", the style assistant on a page of its own. The page
// is the same for every visitor (cacheable); the assistant is a client island calling POST /api/recommend.
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Assistant } from '@/components/assistant/Assistant.client'
import { Breadcrumbs } from '@/components/editorial/Breadcrumbs'
import { PageHeader } from '@/components/editorial/PageHeader'
import styles from '@/components/editorial/editorial.module.css'
import type { Locale } from '@/domain/locale'
import { messagesMetadata } from '@/routes/simpleRoute'

export const generateMetadata = messagesMetadata('assistant', '/style-assistant', {
  title: 'title',
  description: 'metaDescription',
})

export default async function StyleAssistantPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'assistant' })
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ name: t('title'), path: '/style-assistant' }]} locale={locale} />
      <PageHeader title={t('title')} />
      <Assistant headingLevel="h1" />
    </div>
  )
}
