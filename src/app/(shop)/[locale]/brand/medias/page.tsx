// /brand/medias — press kit and media page: editable text, the press mentions and the press office contact.
import { getTranslations } from 'next-intl/server'
import { PressList } from '@/components/editorial/PressList'
import styles from '@/components/editorial/editorial.module.css'
import { editorialRoute } from '@/routes/editorialRoute'
import type { Locale } from '@/domain/locale'
import { listPress } from '@/server/content'

const PRESS_EMAIL = 'press@maison-sabine.example'

async function Press({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'editorial.press' })
  const items = await listPress(locale)
  return (
    <>
      <section className={styles.section} aria-labelledby="medias-press">
        <h2 id="medias-press">{t('eyebrow')}</h2>
        <PressList items={items} locale={locale} readLabel={t('read')} empty={t('empty')} />
      </section>
      <section className={styles.contactBox} aria-labelledby="medias-contact">
        <h2 id="medias-contact">{t('contactTitle')}</h2>
        <p>{t('contactText')}</p>
        <a href={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</a>
      </section>
    </>
  )
}

const route = editorialRoute('medias', { parents: [['brand', '/brand']], extra: (locale) => <Press locale={locale} /> })
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
