// /people — everyone: the women who make the shoes, then the women who wear them.
import { getTranslations } from 'next-intl/server'
import { PeopleGrid } from '@/components/editorial/PeopleGrid'
import styles from '@/components/editorial/editorial.module.css'
import { editorialRoute } from '@/routes/editorialRoute'
import type { Locale } from '@/domain/locale'
import { listPeople } from '@/server/content'

async function People({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'editorial.people' })
  const [house, wearers] = await Promise.all([listPeople(locale, 'house'), listPeople(locale, 'wearer')])
  return (
    <>
      <section className={styles.section} aria-labelledby="people-house">
        <h2 id="people-house">{t('houseTitle')}</h2>
        <PeopleGrid people={house} empty={t('empty')} />
      </section>
      <section className={styles.section} aria-labelledby="people-wearers">
        <h2 id="people-wearers">{t('wearersTitle')}</h2>
        <PeopleGrid people={wearers} empty={t('empty')} />
      </section>
    </>
  )
}

const route = editorialRoute('people', { extra: (locale) => <People locale={locale} /> })
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
