// /shop-the-look — complete looks around our heels (editable text), each linking to the shoe to buy.
import { getTranslations } from 'next-intl/server'
import { LookGrid } from '@/components/editorial/LookGrid'
import styles from '@/components/editorial/editorial.module.css'
import { editorialRoute } from '@/routes/editorialRoute'
import type { Locale } from '@/domain/locale'
import { listLookProducts } from '@/server/content'

async function Looks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'editorial.lookbook' })
  const products = await listLookProducts(locale)
  return (
    <section className={styles.section} aria-labelledby="looks-title">
      <h2 id="looks-title">{t('title')}</h2>
      <LookGrid products={products} locale={locale} empty={t('empty')} />
    </section>
  )
}

const route = editorialRoute('shop-the-look', { extra: (locale) => <Looks locale={locale} /> })
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
