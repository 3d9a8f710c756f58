// /press — every press mention, newest first, and the press office contact.
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Breadcrumbs } from '@/components/editorial/Breadcrumbs'
import { PageHeader } from '@/components/editorial/PageHeader'
import { PressList } from '@/components/editorial/PressList'
import styles from '@/components/editorial/editorial.module.css'
import { messagesMetadata } from '@/routes/simpleRoute'
import type { Locale } from '@/domain/locale'
import { listPress } from '@/server/content'

const PRESS_EMAIL = 'press@maison-sabine.example'
export const generateMetadata = messagesMetadata('editorial.press', '/press')

export default async function PressPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'editorial.press' })
  const items = await listPress(locale)
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ name: t('title'), path: '/press' }]} locale={locale} />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lede={t('lede')} />
      <PressList items={items} locale={locale} readLabel={t('read')} empty={t('empty')} headingLevel={2} />
      <section className={styles.contactBox} aria-labelledby="press-contact">
        <h2 id="press-contact">{t('contactTitle')}</h2>
        <p>{t('contactText')}</p>
        <a href={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</a>
      </section>
    </div>
  )
}
